import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APP_INFO_MESSAGES,
  APP_INFO_PATHS,
  appInfoBodySchema,
  appInfoSchema,
} from '../../../contract/app-info';
import { HAD_ORG_NAME } from '../../../contract/constants';
import { envelope } from '../../../contract/wire';
import { AUTHENTICATED, needs, requireAuth } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { readAppInfo, writeAppInfo } from './store';

/**
 * The learner app's current version: `GET v1/app_info/current`, `PUT v1/app_info`.
 *
 * Reading is open to any signed-in member, not only r Configurations: the learner app asks it
 * at start to decide whether to ask for (or force) an update, and its users hold no console
 * rights. It says nothing about any organisation, and it is not the organisation's use either
 * (no `organizationUse`): a member of a paused or canceled organisation must still learn that
 * their app is too old. Writing is the platform's (HAD, w Configurations): one version for every
 * organisation.
 */
export async function appInfoRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const answer = { 200: envelope(appInfoSchema) };

  app.get(
    `/${APP_INFO_PATHS.current}`,
    { config: AUTHENTICATED, schema: { response: answer } },
    async (request) => {
      const data = await withTenant(db, scopeOf(requireAuth(request)), readAppInfo);
      return { data };
    },
  );

  app.put(
    `/${APP_INFO_PATHS.update}`,
    {
      config: needs('Configurations', 'update'),
      schema: { body: appInfoBodySchema, response: answer },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (auth.organizationName !== HAD_ORG_NAME) throw forbidden(APP_INFO_MESSAGES.hadOnly);
      const { body } = request;
      const data = await withTenant(db, scopeOf(auth), (tx) => writeAppInfo(tx, body));
      return { data, message: APP_INFO_MESSAGES.updated };
    },
  );
}

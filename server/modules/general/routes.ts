import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appSettingsSchema,
  currentDateResponseSchema,
  dashboardEnvironmentSchema,
  type AppSettings,
} from '../../../contract/general';
import { USERS_PATHS } from '../../../contract/paths';
import { HAD_ORG_NAME } from '../../../contract/constants';
import {
  APP_SETTINGS_MESSAGES,
  appSettingsBodySchema,
  SUCCESS_RANGE_MESSAGES,
} from '../../../contract/success-ranges';
import { envelope } from '../../../contract/wire';
import { AUTHENTICATED, needs, requireAuth } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { browserEnvironment } from './environment';
import { getSetting, putSetting } from './store';

/** Used when the setting was never stored (the demo seed stores 30). */
const DEFAULT_TEST_LEVEL_DURATION_MIN = 30;
const durationSchema = z.number().int().min(1).catch(DEFAULT_TEST_LEVEL_DURATION_MIN);

export async function generalRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const { db } = deps;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/general/current-date',
    { config: AUTHENTICATED, schema: { response: { 200: envelope(currentDateResponseSchema) } } },
    async () => ({ data: { currentDate: new Date().toISOString() } }),
  );

  // Read by the console at start, once signed in, like the other general lookups: browser-safe
  // values only (environment.ts), the same for everyone, computed once.
  const environment = browserEnvironment(deps);
  app.get(
    `/${USERS_PATHS.dashboardEnvironment}`,
    {
      config: AUTHENTICATED,
      schema: { response: { 200: envelope(dashboardEnvironmentSchema) } },
    },
    async () => ({ data: environment }),
  );

  const settings = { response: { 200: envelope(appSettingsSchema) } };
  app.get(
    '/v1/general/app-settings',
    { config: AUTHENTICATED, schema: settings },
    async (request) => {
      const stored = await withTenant(db, scopeOf(requireAuth(request)), (tx) =>
        getSetting(tx, 'testLevelDurationInMin'),
      );
      const data: AppSettings = { testLevelDurationInMin: durationSchema.parse(stored) };
      return { data };
    },
  );
  // The level test's duration is set with its score ranges (/level-test: HAD, w Elements).
  app.put(
    '/v1/general/app-settings',
    {
      config: needs('Elements', 'update'),
      schema: { body: appSettingsBodySchema, response: { 200: envelope(appSettingsSchema) } },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (auth.organizationName !== HAD_ORG_NAME) throw forbidden(SUCCESS_RANGE_MESSAGES.hadOnly);
      const { testLevelDurationInMin } = request.body;
      await withTenant(db, scopeOf(auth), (tx) =>
        putSetting(tx, 'testLevelDurationInMin', testLevelDurationInMin),
      );
      return { data: { testLevelDurationInMin }, message: APP_SETTINGS_MESSAGES.saved };
    },
  );
}

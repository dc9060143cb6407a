import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/ids';
import { MESSAGES } from '../../../contract/messages';
import {
  PLAN_MESSAGES,
  PLAN_PATHS,
  planTranslationBodySchema,
  planTranslationSchema,
  planTranslationUpdateSchema,
} from '../../../contract/plans';
import { envelope } from '../../../contract/wire';
import { needs } from '../../platform/access';
import { badRequest, notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { hadPlansWriterOf, packagesCallerOf } from './caller';
import { conflictOnDuplicate } from './checks';
import { presentTranslation } from './present';
import { findPlan } from './store';
import {
  appLanguageCode,
  findTranslation,
  insertTranslation,
  translationsOf,
  updateTranslation,
} from './translation-store';

const LIST = `/${PLAN_PATHS.planTranslations}`;
// `GET .../{planId}` reads a plan's translations, `PUT .../{id}` changes one translation.
const ONE = `${LIST}/:id`;

/**
 * Plans' translations into the app's languages (docs/plans.md): read with r Packages,
 * written by HAD with w Packages. One translation per plan and language (409 otherwise).
 */
export async function planTranslationRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const one = envelope(planTranslationSchema);

  app.get(
    ONE,
    {
      config: needs('Packages', 'read'),
      schema: {
        params: idParamsSchema,
        response: { 200: envelope(z.array(planTranslationSchema)) },
      },
    },
    async (request) => {
      const caller = packagesCallerOf(request);
      const data = await withTenant(db, caller.scope, async (tx) => {
        if (!(await findPlan(tx, request.params.id))) throw notFound();
        return (await translationsOf(tx, request.params.id)).map(presentTranslation);
      });
      return { data };
    },
  );

  app.post(
    LIST,
    {
      config: needs('Packages', 'write'),
      schema: { body: planTranslationBodySchema, response: { 201: one } },
    },
    async (request, reply) => {
      const caller = hadPlansWriterOf(request);
      const { planId, languageCode, name, description } = request.body;
      const data = await conflictOnDuplicate(PLAN_MESSAGES.translationExists, () =>
        withTenant(db, caller.scope, async (tx) => {
          if (!(await findPlan(tx, planId))) throw notFound();
          const code = await appLanguageCode(tx, languageCode);
          if (!code) {
            throw badRequest(MESSAGES.badRequest, {
              languageCode: PLAN_MESSAGES.unknownLanguage,
            });
          }
          const row = await insertTranslation(tx, {
            planId,
            languageCode: code,
            name,
            description,
          });
          return presentTranslation(row);
        }),
      );
      reply.code(201);
      return { data, message: PLAN_MESSAGES.translationSaved };
    },
  );

  app.put(
    ONE,
    {
      config: needs('Packages', 'update'),
      schema: { params: idParamsSchema, body: planTranslationUpdateSchema, response: { 200: one } },
    },
    async (request) => {
      const caller = hadPlansWriterOf(request);
      const { id } = request.params;
      const data = await withTenant(db, caller.scope, async (tx) => {
        if (!(await findTranslation(tx, id, true))) throw notFound();
        return presentTranslation(await updateTranslation(tx, id, request.body));
      });
      return { data, message: PLAN_MESSAGES.translationSaved };
    },
  );
}

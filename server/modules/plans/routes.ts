import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  PLAN_MESSAGES,
  PLAN_PATHS,
  planBodySchema,
  planListQuerySchema,
  planSchema,
} from '../../../contract/plans';
import { envelope, paged } from '../../../contract/wire';
import { needs } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { answerVersion, checkVersion } from '../../platform/versions';
import { hadPlansWriterOf, packagesCallerOf } from './caller';
import { checkPlanBody, conflictOnDuplicate } from './checks';
import { presentOnePlan, presentPlans } from './present';
import {
  findPlan,
  findReferencePlan,
  insertPlan,
  listPlans,
  moveMarks,
  replacePlanTopics,
  updatePlan,
} from './store';
import { planOfPackage } from './organization-store';

const LIST = `/${PLAN_PATHS.packages}`;
// The path builders encode their id, so the pattern's ':id' is written here.
const ONE = `${LIST}/:id`;

/**
 * Plans (docs/plans.md): read by anyone holding r Packages, written by HAD with w Packages.
 * `reference_plan` is a static route: Fastify's router prefers it to `:id` (and `:id` must be a
 * uuid anyway).
 */
export async function planRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;
  const one = { 200: envelope(planSchema) };

  app.get(
    LIST,
    {
      config: needs('Packages', 'read'),
      schema: { querystring: planListQuerySchema, response: { 200: envelope(paged(planSchema)) } },
    },
    async (request) => {
      const caller = packagesCallerOf(request);
      const { search, pageNumber, pageSize } = request.query;
      const now = clock();
      const data = await withTenant(db, caller.scope, async (tx) => {
        const { rows, total } = await listPlans(tx, {
          search: search || undefined,
          ...pageWindow(pageNumber, pageSize),
        });
        return toPage(await presentPlans(tx, rows, now), total, pageNumber, pageSize);
      });
      return { data };
    },
  );

  app.get(
    `/${PLAN_PATHS.referencePlan}`,
    { config: needs('Packages', 'read'), schema: { response: one } },
    async (request) => {
      const caller = packagesCallerOf(request);
      const now = clock();
      const data = await withTenant(db, caller.scope, async (tx) => {
        const row = await findReferencePlan(tx);
        if (!row) throw notFound(PLAN_MESSAGES.noReferencePlan);
        return presentOnePlan(tx, row, now);
      });
      return { data };
    },
  );

  app.get(
    ONE,
    { config: needs('Packages', 'read'), schema: { params: idParamsSchema, response: one } },
    async (request, reply) => {
      const caller = packagesCallerOf(request);
      const now = clock();
      const data = await withTenant(db, caller.scope, async (tx) => {
        // A plan's id, or an organisation's package's (`orgPackageId`, `packages[].id`): the
        // ids of `GET v1/packages/organization/{id}` open with this call too.
        const { id } = request.params;
        const row = (await findPlan(tx, id)) ?? (await planOfPackage(tx, id));
        if (!row) throw notFound();
        answerVersion(reply, row.version);
        return presentOnePlan(tx, row, now);
      });
      return { data };
    },
  );

  app.post(
    LIST,
    {
      config: needs('Packages', 'write'),
      schema: { body: planBodySchema, response: { 201: envelope(planSchema) } },
    },
    async (request, reply) => {
      const caller = hadPlansWriterOf(request);
      const { body } = request;
      const now = clock();
      const data = await conflictOnDuplicate(PLAN_MESSAGES.productIdTaken, () =>
        withTenant(db, caller.scope, async (tx) => {
          await checkPlanBody(tx, body, now, null);
          await moveMarks(tx, body, null);
          const row = await insertPlan(tx, body, caller.userId);
          await replacePlanTopics(tx, row.id, body.levelIds);
          return presentOnePlan(tx, row, now);
        }),
      );
      reply.code(201);
      return { data, message: PLAN_MESSAGES.created };
    },
  );

  app.put(
    ONE,
    {
      config: needs('Packages', 'update'),
      schema: { params: idParamsSchema, body: planBodySchema, response: one },
    },
    async (request, reply) => {
      const caller = hadPlansWriterOf(request);
      const { body } = request;
      const { id } = request.params;
      const now = clock();
      const data = await conflictOnDuplicate(PLAN_MESSAGES.productIdTaken, () =>
        withTenant(db, caller.scope, async (tx) => {
          const stored = await findPlan(tx, id, true);
          if (!stored) throw notFound();
          await checkVersion(tx, request, {
            table: 'plans',
            id,
            version: stored.version,
            present: () => presentOnePlan(tx, stored, now),
          });
          await checkPlanBody(tx, body, now, stored);
          await moveMarks(tx, body, id);
          const row = await updatePlan(tx, id, body);
          await replacePlanTopics(tx, id, body.levelIds);
          answerVersion(reply, row.version);
          return presentOnePlan(tx, row, now);
        }),
      );
      return { data, message: PLAN_MESSAGES.updated };
    },
  );
}

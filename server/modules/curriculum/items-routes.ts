import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityBodySchema,
  activitySchema,
  activityUpdateSchema,
  CURRICULUM_MESSAGES,
  unitBodySchema,
  unitSchema,
  unitTreeSchema,
  unitUpdateSchema,
} from '../../../contract/curriculum';
import { idParamsSchema } from '../../../contract/ids';
import { MESSAGES } from '../../../contract/messages';
import { envelope } from '../../../contract/wire';
import { needs } from '../../platform/access';
import { badRequest, notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { curriculumCallerOf, curriculumWriterOf } from './caller';
import {
  activitiesOf,
  findActivity,
  findUnit,
  insertActivity,
  insertUnit,
  updateActivity,
  updateUnit,
} from './items-store';
import { findTopic } from './topics-store';
import { presentActivity, presentUnit } from './present';
import { CURRICULUM_READ } from './topics-routes';
import { isVisible } from './workflow-store';

const noParent = (field: string) => badRequest(MESSAGES.badRequest, { [field]: MESSAGES.notFound });

/** Units and activities: create, read (with their children) and update. */
export async function itemRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const write = needs('Levels', 'write');
  const update = needs('Levels', 'update');
  const byId = { params: idParamsSchema };
  const unit = envelope(unitSchema);
  const activity = envelope(activitySchema);

  app.post(
    '/v1/curriculums/units/',
    { config: write, schema: { body: unitBodySchema, response: { 201: unit } } },
    async (request, reply) => {
      const caller = curriculumWriterOf(request, 'unit');
      const { body } = request;
      const row = await withTenant(db, caller.scope, async (tx) => {
        if (!(await findTopic(tx, body.levelId))) throw noParent('levelId');
        return insertUnit(tx, body);
      });
      reply.code(201);
      return { data: presentUnit(row), message: CURRICULUM_MESSAGES.unitSaved };
    },
  );

  app.get(
    '/v1/curriculums/units/:id',
    {
      config: CURRICULUM_READ,
      schema: { ...byId, response: { 200: envelope(unitTreeSchema) } },
    },
    async (request) => {
      const caller = curriculumCallerOf(request);
      const { id } = request.params;
      const data = await withTenant(db, caller.scope, async (tx) => {
        const unit = await findUnit(tx, id);
        if (!unit || (!caller.seesDrafts && !(await isVisible(tx, 'unit', id)))) return null;
        const options = { includeArchived: caller.seesDrafts, drafts: caller.seesDrafts };
        const activities = await activitiesOf(tx, [id], options);
        return { ...presentUnit(unit), activities: activities.map(presentActivity) };
      });
      if (!data) throw notFound();
      return { data };
    },
  );

  app.put(
    '/v1/curriculums/units/:id',
    { config: update, schema: { ...byId, body: unitUpdateSchema, response: { 200: unit } } },
    async (request) => {
      const caller = curriculumWriterOf(request, 'unit');
      const { id } = request.params;
      const { body } = request;
      const row = await withTenant(db, caller.scope, (tx) => updateUnit(tx, id, body));
      if (!row) throw notFound();
      return { data: presentUnit(row), message: CURRICULUM_MESSAGES.unitSaved };
    },
  );

  app.post(
    '/v1/curriculums/activities/',
    { config: write, schema: { body: activityBodySchema, response: { 201: activity } } },
    async (request, reply) => {
      const caller = curriculumWriterOf(request, 'activity');
      const { body } = request;
      const row = await withTenant(db, caller.scope, async (tx) => {
        if (!(await findUnit(tx, body.unitId))) throw noParent('unitId');
        return insertActivity(tx, body);
      });
      reply.code(201);
      return { data: presentActivity(row), message: CURRICULUM_MESSAGES.activitySaved };
    },
  );

  app.get(
    '/v1/curriculums/activities/:id',
    { config: CURRICULUM_READ, schema: { ...byId, response: { 200: activity } } },
    async (request) => {
      const caller = curriculumCallerOf(request);
      const { id } = request.params;
      const row = await withTenant(db, caller.scope, async (tx) => {
        const activity = await findActivity(tx, id);
        if (!activity || (!caller.seesDrafts && !(await isVisible(tx, 'activity', id))))
          return null;
        return activity;
      });
      if (!row) throw notFound();
      return { data: presentActivity(row) };
    },
  );

  app.put(
    '/v1/curriculums/activities/:id',
    {
      config: update,
      schema: { ...byId, body: activityUpdateSchema, response: { 200: activity } },
    },
    async (request) => {
      const caller = curriculumWriterOf(request, 'activity');
      const { id } = request.params;
      const { body } = request;
      const row = await withTenant(db, caller.scope, (tx) => updateActivity(tx, id, body));
      if (!row) throw notFound();
      return { data: presentActivity(row), message: CURRICULUM_MESSAGES.activitySaved };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import {
  activityBodySchema,
  activityUpdateSchema,
  CURRICULUM_MESSAGES,
  unitBodySchema,
  unitUpdateSchema,
} from '../../../contract/curriculum';
import { MESSAGES } from '../../../contract/messages';
import { needs } from '../../platform/access';
import { badRequest, notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { parseInput } from '../../platform/validation';
import { curriculumCallerOf, curriculumWriterOf, itemIdOf } from './caller';
import {
  activitiesOf,
  findActivity,
  findUnit,
  insertActivity,
  insertUnit,
  updateActivity,
  updateUnit,
} from './items-store';
import { findLevel } from './levels-store';
import { presentActivity, presentUnit } from './present';
import { CURRICULUM_READ } from './levels-routes';
import { isVisible } from './workflow-store';

const noParent = (field: string) => badRequest(MESSAGES.badRequest, { [field]: MESSAGES.notFound });

/** Units and activities: create, read (with their children) and update. */
export async function itemRoutes(app: FastifyInstance, { db }: ServiceDeps) {
  const write = needs('Levels', 'write');

  app.post('/v1/curriculums/units/', { config: write }, async (request, reply) => {
    const caller = curriculumWriterOf(request, 'unit');
    const body = parseInput(unitBodySchema, request.body);
    const row = await withTenant(db, caller.scope, async (tx) => {
      if (!(await findLevel(tx, body.levelId))) throw noParent('levelId');
      return insertUnit(tx, body);
    });
    reply.code(201);
    return { data: presentUnit(row), message: CURRICULUM_MESSAGES.unitSaved };
  });

  app.get('/v1/curriculums/units/:id', { config: CURRICULUM_READ }, async (request) => {
    const caller = curriculumCallerOf(request);
    const id = itemIdOf(request.params);
    const data = await withTenant(db, caller.scope, async (tx) => {
      const unit = await findUnit(tx, id);
      if (!unit || (!caller.seesDrafts && !(await isVisible(tx, 'unit', id)))) return null;
      const options = { includeArchived: caller.seesDrafts, drafts: caller.seesDrafts };
      const activities = await activitiesOf(tx, [id], options);
      return { ...presentUnit(unit), activities: activities.map(presentActivity) };
    });
    if (!data) throw notFound();
    return { data };
  });

  app.put('/v1/curriculums/units/:id', { config: write }, async (request) => {
    const caller = curriculumWriterOf(request, 'unit');
    const id = itemIdOf(request.params);
    const body = parseInput(unitUpdateSchema, request.body);
    const row = await withTenant(db, caller.scope, (tx) => updateUnit(tx, id, body));
    if (!row) throw notFound();
    return { data: presentUnit(row), message: CURRICULUM_MESSAGES.unitSaved };
  });

  app.post('/v1/curriculums/activities/', { config: write }, async (request, reply) => {
    const caller = curriculumWriterOf(request, 'activity');
    const body = parseInput(activityBodySchema, request.body);
    const row = await withTenant(db, caller.scope, async (tx) => {
      if (!(await findUnit(tx, body.unitId))) throw noParent('unitId');
      return insertActivity(tx, body);
    });
    reply.code(201);
    return { data: presentActivity(row), message: CURRICULUM_MESSAGES.activitySaved };
  });

  app.get('/v1/curriculums/activities/:id', { config: CURRICULUM_READ }, async (request) => {
    const caller = curriculumCallerOf(request);
    const id = itemIdOf(request.params);
    const row = await withTenant(db, caller.scope, async (tx) => {
      const activity = await findActivity(tx, id);
      if (!activity || (!caller.seesDrafts && !(await isVisible(tx, 'activity', id)))) return null;
      return activity;
    });
    if (!row) throw notFound();
    return { data: presentActivity(row) };
  });

  app.put('/v1/curriculums/activities/:id', { config: write }, async (request) => {
    const caller = curriculumWriterOf(request, 'activity');
    const id = itemIdOf(request.params);
    const body = parseInput(activityUpdateSchema, request.body);
    const row = await withTenant(db, caller.scope, (tx) => updateActivity(tx, id, body));
    if (!row) throw notFound();
    return { data: presentActivity(row), message: CURRICULUM_MESSAGES.activitySaved };
  });
}

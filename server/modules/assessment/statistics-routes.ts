import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attemptStatisticsSchema } from '../../../contract/assessment';
import { envelope } from '../../../contract/wire';
import { needsAnyOf, requireAuth } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { can } from '../../platform/permissions';
import { recordPath } from '../../platform/route-schemas';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { classCallerOf } from '../../platform/class-caller';
import { attemptStatistics, readableLearner, visibleActivity } from './statistics-store';

const paramsSchema = recordPath(z.object({ activityId: z.uuid(), userId: z.uuid() }));

/**
 * `GET v1/levels/exam/activities/{activityId}/users/{userId}/statistics`: a learner's attempts
 * at an activity and how each element went. Read with r Reports or r ClassRoomManager (any
 * member of the organisation), or r ClassRoomTeacher alone (a student of a class the caller
 * teaches). Another organisation's learner or activity does not exist (404).
 */
export async function statisticsRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/levels/exam/activities/:activityId/users/:userId/statistics',
    {
      config: needsAnyOf(
        { resource: 'Reports', op: 'read' },
        { resource: 'ClassRoomManager', op: 'read' },
        { resource: 'ClassRoomTeacher', op: 'read' },
      ),
      schema: { params: paramsSchema, response: { 200: envelope(attemptStatisticsSchema) } },
    },
    async (request) => {
      const reader = classCallerOf(request);
      const reports = can(requireAuth(request).role.permissions, 'Reports', 'read');
      const onlyTeacherId = reports ? null : reader.onlyTeacherId;
      const { activityId, userId } = request.params;
      const data = await withTenant(db, reader.scope, async (tx) => {
        const activity = await visibleActivity(tx, activityId);
        if (!activity) return null;
        if (!(await readableLearner(tx, reader.organizationId, userId, onlyTeacherId))) return null;
        const figures = await attemptStatistics(tx, reader.organizationId, activityId, userId);
        return { activity, userId, ...figures };
      });
      if (!data) throw notFound();
      return { data };
    },
  );
}

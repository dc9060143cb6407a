import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  activityPageSchema,
  activityQuerySchema,
  teacherReportSchema,
  type TeacherReportRow,
} from '../../../contract/people';
import { envelope } from '../../../contract/wire';
import { needs, needsAnyOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { pageWindow, toPage } from '../../platform/paging';
import { withTenant } from '../../platform/tenant';
import { findMembership } from '../user-roles/public';
import { listActivities } from './activity-store';
import { findPerson } from './people-store';
import { presentActivity } from './present';
import { peopleCaller } from './scope';
import { teacherReport } from './teachers-store';

/** The teachers' report and a user's activity tracking. */
export async function peopleReportRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // The active organisation's teachers: Users read (the people screens) or Reports read.
  app.get(
    '/v2/users/report-teacher',
    {
      config: needsAnyOf({ resource: 'Users', op: 'read' }, { resource: 'Reports', op: 'read' }),
      schema: { response: { 200: envelope(teacherReportSchema) } },
    },
    async (request) => {
      const caller = peopleCaller(request);
      const rows = await withTenant(
        db,
        { organizationId: caller.organizationId, userId: caller.userId },
        (tx) => teacherReport(tx, caller.organizationId),
      );
      const data: TeacherReportRow[] = rows;
      return { data };
    },
  );

  /*
   * A HAD caller with Users read: everything recorded about any user. Anyone else: a member of
   * their active organisation (others are 404), and only what happened there.
   */
  app.get(
    '/v1/users/activities/tracking/:id',
    {
      config: needs('Users', 'read'),
      schema: {
        params: idParamsSchema,
        querystring: activityQuerySchema,
        response: { 200: envelope(activityPageSchema) },
      },
    },
    async (request) => {
      const caller = peopleCaller(request);
      const { id } = request.params;
      const { query } = request;
      const { offset, limit } = pageWindow(query.pageNumber, query.pageSize);
      const { rows, total } = await withTenant(db, caller.scope, async (tx) => {
        const known = caller.platformWide
          ? await findPerson(tx, id)
          : await findMembership(tx, caller.organizationId, { userId: id });
        if (!known) throw notFound();
        return listActivities(tx, {
          userId: id,
          organizationId: caller.platformWide ? null : caller.organizationId,
          offset,
          limit,
        });
      });
      return { data: toPage(rows.map(presentActivity), total, query.pageNumber, query.pageSize) };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  LIVE_CLASS_MESSAGES,
  liveClassReviewPageSchema,
  meetingReportSchema,
} from '../../../contract/live-classes';
import { LIVE_PATHS } from '../../../contract/live-classes-paths';
import { envelope, pageQuerySchema } from '../../../contract/wire';
import { needsAnyOf } from '../../platform/access';
import { forbidden, notFound } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { attendanceReport } from './attendance-store';
import { liveClassCallerOf, reportParamsSchema, routeOf } from './caller';
import { MANAGERS_READ } from './read-routes';
import { listReviews, teachesHere } from './reviews-store';
import { findLiveClass, findLiveClassByMeeting } from './store';

/**
 * Reviews of a class and of a teacher (paged, newest first, with the average over all pages),
 * and the attendance report of a class's meeting.
 */
export async function liveClassReviewRoutes(instance: FastifyInstance, { db, clock }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const reviews = {
    params: idParamsSchema,
    querystring: pageQuerySchema,
    response: { 200: envelope(liveClassReviewPageSchema) },
  };

  app.get(
    routeOf(LIVE_PATHS.reviews),
    { config: MANAGERS_READ, schema: reviews },
    async (request) => {
      const caller = liveClassCallerOf(request);
      const { id } = request.params;
      const { query } = request;
      const page = await withTenant(db, caller.scope, async (tx) => {
        if (!(await findLiveClass(tx, caller.organizationId, caller.userId, id))) return null;
        return listReviews(tx, {
          organizationId: caller.organizationId,
          liveClassId: id,
          ...pageWindow(query.pageNumber, query.pageSize),
        });
      });
      if (!page) throw notFound();
      return {
        data: {
          ...toPage(page.result, page.total, query.pageNumber, query.pageSize),
          averageRate: page.averageRate,
        },
      };
    },
  );

  // A teacher reads their own reviews; managers and observers anyone's.
  app.get(
    routeOf(LIVE_PATHS.teacherReviews),
    {
      config: needsAnyOf(
        { resource: 'LiveClasses', op: 'write' },
        { resource: 'LiveClassesApprove', op: 'read' },
        { resource: 'LiveClassesObserver', op: 'read' },
      ),
      schema: reviews,
    },
    async (request) => {
      const caller = liveClassCallerOf(request);
      const teacherId = request.params.id;
      if (!caller.readsAll && teacherId !== caller.userId) {
        throw forbidden(LIVE_CLASS_MESSAGES.ownReviewsOnly);
      }
      const { query } = request;
      const page = await withTenant(db, caller.scope, async (tx) => {
        if (!(await teachesHere(tx, caller.organizationId, teacherId))) return null;
        return listReviews(tx, {
          organizationId: caller.organizationId,
          teacherId,
          ...pageWindow(query.pageNumber, query.pageSize),
        });
      });
      if (!page) throw notFound();
      return {
        data: {
          ...toPage(page.result, page.total, query.pageNumber, query.pageSize),
          averageRate: page.averageRate,
        },
      };
    },
  );

  app.get(
    routeOf(LIVE_PATHS.report, 'meetingId'),
    {
      config: MANAGERS_READ,
      schema: { params: reportParamsSchema, response: { 200: envelope(meetingReportSchema) } },
    },
    async (request) => {
      const caller = liveClassCallerOf(request);
      const { meetingId } = request.params;
      const now = clock();
      const report = await withTenant(db, caller.scope, async (tx) => {
        const found = await findLiveClassByMeeting(
          tx,
          caller.organizationId,
          caller.userId,
          meetingId,
        );
        if (!found) return null;
        return {
          liveClassId: found.id,
          meetingId,
          attendees: await attendanceReport(tx, found.id, now),
        };
      });
      if (!report) throw notFound();
      return { data: report };
    },
  );
}

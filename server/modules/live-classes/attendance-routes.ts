import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HEARTBEAT_SECONDS,
  LIVE_CLASS_MESSAGES,
  liveClassAttendanceSchema,
  type LiveClassAttendance,
} from '../../../contract/live-classes';
import { LIVE_PATHS } from '../../../contract/live-classes-paths';
import { envelope } from '../../../contract/wire';
import { notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { openSpan, touchSpan, type Span } from './attendance-store';
import { liveClassCallerOf, meetingParamsSchema, routeOf } from './caller';
import { decide, lockForChange } from './decide';
import { findLiveClassByMeeting } from './store';
import { TEACHERS } from './read-routes';

const presentSpan = (span: Span, meetingId: string): LiveClassAttendance => ({
  liveClassId: span.liveClassId,
  meetingId,
  joinedAt: span.joinedAt.toISOString(),
  lastSeenAt: span.lastSeenAt.toISOString(),
  heartbeatSeconds: HEARTBEAT_SECONDS,
});

/**
 * The class's teacher in its meeting (by the provider's meeting id): joining opens a span of
 * attendance, each heartbeat (every HEARTBEAT_SECONDS) extends it, and one after more than two
 * missed heartbeats opens a new span. Only while the class is Live and approved (409).
 */
export async function liveClassAttendanceRoutes(
  instance: FastifyInstance,
  { db, clock }: ServiceDeps,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const attend = async (
    request: FastifyRequest,
    meetingId: string,
    action: 'join' | 'heartbeat',
  ) => {
    const caller = liveClassCallerOf(request);
    const now = clock();
    const span = await withTenant(db, caller.scope, async (tx) => {
      const found = await findLiveClassByMeeting(
        tx,
        caller.organizationId,
        caller.userId,
        meetingId,
      );
      if (!found) throw notFound();
      const row = await lockForChange(tx, caller.organizationId, found.id);
      decide(row, action, { callerId: caller.userId, clash: null, now });
      const presence = {
        liveClassId: row.id,
        organizationId: caller.organizationId,
        userId: caller.userId,
        role: 'teacher' as const,
        now,
      };
      return action === 'join' ? openSpan(tx, presence) : touchSpan(tx, presence);
    });
    return {
      data: presentSpan(span, meetingId),
      ...(action === 'join' ? { message: LIVE_CLASS_MESSAGES.joined } : {}),
    };
  };

  const schema = {
    params: meetingParamsSchema,
    response: { 200: envelope(liveClassAttendanceSchema) },
  };
  // GETs that write (the spec's): no HEAD twin, which would run the same handler.
  const options = { config: TEACHERS, schema, exposeHeadRoute: false };
  app.get(routeOf(LIVE_PATHS.teacherJoin), options, (request) =>
    attend(request, request.params.id, 'join'),
  );
  app.get(routeOf(LIVE_PATHS.teacherHeartbeat), options, (request) =>
    attend(request, request.params.id, 'heartbeat'),
  );
}

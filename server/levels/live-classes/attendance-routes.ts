import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  HEARTBEAT_SECONDS,
  LIVE_CLASS_MESSAGES,
  type LiveClassAttendance,
} from '../../../contract/live-classes';
import { LIVE_PATHS } from '../../../contract/live-classes-paths';
import { notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { openSpan, touchSpan, type Span } from './attendance-store';
import { liveClassCallerOf, meetingIdOf, routeOf } from './caller';
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
export async function liveClassAttendanceRoutes(app: FastifyInstance, { db, clock }: ServiceDeps) {
  const attend = (action: 'join' | 'heartbeat') => async (request: FastifyRequest) => {
    const caller = liveClassCallerOf(request);
    const meetingId = meetingIdOf(request.params, 'id');
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

  app.get(routeOf(LIVE_PATHS.teacherJoin), { config: TEACHERS }, attend('join'));
  app.get(routeOf(LIVE_PATHS.teacherHeartbeat), { config: TEACHERS }, attend('heartbeat'));
}

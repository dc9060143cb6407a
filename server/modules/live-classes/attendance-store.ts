import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { HEARTBEAT_SECONDS, type MeetingReport } from '../../../contract/live-classes';
import type { Db } from '../../db/client';
import { liveClassAttendance, type ATTENDANCE_ROLES } from '../../db/schema/live-classes';
import { users } from '../../db/schema/users';

/** Silence longer than two missed heartbeats ends a span; the next heartbeat opens a new one. */
export const SPAN_GAP_MS = 2 * HEARTBEAT_SECONDS * 1000;

export interface Presence {
  liveClassId: string;
  organizationId: string;
  userId: string;
  role: (typeof ATTENDANCE_ROLES)[number];
  enteredUsing?: 'web' | 'app' | null;
  now: Date;
}

export type Span = typeof liveClassAttendance.$inferSelect;

const whose = (presence: Presence) =>
  and(
    eq(liveClassAttendance.liveClassId, presence.liveClassId),
    eq(liveClassAttendance.userId, presence.userId),
    eq(liveClassAttendance.role, presence.role),
  );

/** Opens a new span now; an open one of the same person ends at its last heartbeat. */
export async function openSpan(tx: Db, presence: Presence): Promise<Span> {
  const open = await tx
    .select()
    .from(liveClassAttendance)
    .where(and(whose(presence), isNull(liveClassAttendance.leftAt)))
    .for('update');
  for (const span of open) {
    await tx
      .update(liveClassAttendance)
      .set({ leftAt: span.lastSeenAt })
      .where(eq(liveClassAttendance.id, span.id));
  }
  const [span] = await tx
    .insert(liveClassAttendance)
    .values({
      liveClassId: presence.liveClassId,
      organizationId: presence.organizationId,
      userId: presence.userId,
      role: presence.role,
      enteredUsing: presence.enteredUsing ?? null,
      joinedAt: presence.now,
      lastSeenAt: presence.now,
    })
    .returning();
  if (!span) throw new Error('insert returned no span');
  return span;
}

/**
 * A heartbeat: extends the open span when its last heartbeat is at most SPAN_GAP_MS ago,
 * otherwise (or without one) opens a new span.
 */
export async function touchSpan(tx: Db, presence: Presence): Promise<Span> {
  const [latest] = await tx
    .select()
    .from(liveClassAttendance)
    .where(and(whose(presence), isNull(liveClassAttendance.leftAt)))
    .orderBy(desc(liveClassAttendance.joinedAt))
    .limit(1)
    .for('update');
  const now = presence.now.getTime();
  if (!latest || now - latest.lastSeenAt.getTime() > SPAN_GAP_MS) return openSpan(tx, presence);
  // A heartbeat that arrives out of order never moves the span back.
  if (now <= latest.lastSeenAt.getTime()) return latest;
  const [span] = await tx
    .update(liveClassAttendance)
    .set({ lastSeenAt: presence.now })
    .where(eq(liveClassAttendance.id, latest.id))
    .returning();
  return span ?? latest;
}

/**
 * Who was in a class's meeting: one line per person and role, from their first join to their
 * last heartbeat (null while their span is still open and fresh), with the minutes of all
 * their spans added up (a span lasts from its join to its last heartbeat).
 */
export async function attendanceReport(
  tx: Db,
  liveClassId: string,
  now: Date,
): Promise<MeetingReport['attendees']> {
  const spans = await tx
    .select({
      userId: liveClassAttendance.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      role: liveClassAttendance.role,
      joinedAt: liveClassAttendance.joinedAt,
      lastSeenAt: liveClassAttendance.lastSeenAt,
      leftAt: liveClassAttendance.leftAt,
    })
    .from(liveClassAttendance)
    .innerJoin(users, eq(users.id, liveClassAttendance.userId))
    .where(eq(liveClassAttendance.liveClassId, liveClassId))
    .orderBy(asc(liveClassAttendance.joinedAt), asc(liveClassAttendance.id));
  const lines = new Map<
    string,
    { attendee: MeetingReport['attendees'][number]; ms: number; present: boolean; end: number }
  >();
  for (const span of spans) {
    const end = (span.leftAt ?? span.lastSeenAt).getTime();
    const present = span.leftAt === null && now.getTime() - end <= SPAN_GAP_MS;
    const key = `${span.userId}:${span.role}`;
    const line = lines.get(key) ?? {
      attendee: {
        userId: span.userId,
        name: `${span.firstName} ${span.lastName}`.trim(),
        role: span.role,
        joinedAt: span.joinedAt.toISOString(),
        leftAt: null,
        minutes: 0,
      },
      ms: 0,
      present: false,
      end: 0,
    };
    line.ms += end - span.joinedAt.getTime();
    line.present ||= present;
    line.end = Math.max(line.end, end);
    lines.set(key, line);
  }
  return [...lines.values()].map((line) => ({
    ...line.attendee,
    leftAt: line.present ? null : new Date(line.end).toISOString(),
    minutes: Math.round(line.ms / 60_000),
  }));
}

import { and, eq } from 'drizzle-orm';
import type { InvalidReason } from '../../../../contract/live-classes';
import type { Db } from '../../../db/client';
import { liveClasses } from '../../../db/schema/live-classes';
import { users } from '../../../db/schema/users';
import { notFound } from '../../../platform/errors';
import { lockLiveClass } from '../store';
import { setMeetingId } from '../write-store';
import type { MeetingProvider } from './provider';

/** What the signature routes need of a class. */
export interface MeetingClass {
  id: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  teacherId: string | null;
  approvedAt: Date | null;
  invalidReason: InvalidReason | null;
  meetingId: string | null;
}

const columns = {
  id: liveClasses.id,
  title: liveClasses.title,
  startsAt: liveClasses.startsAt,
  durationMinutes: liveClasses.durationMinutes,
  teacherId: liveClasses.teacherId,
  approvedAt: liveClasses.approvedAt,
  invalidReason: liveClasses.invalidReason,
  meetingId: liveClasses.meetingId,
};

/** The class in the caller's organisation (another organisation's does not exist for them). */
export async function findMeetingClass(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<MeetingClass | undefined> {
  const [row] = await tx
    .select(columns)
    .from(liveClasses)
    .where(and(eq(liveClasses.id, id), eq(liveClasses.organizationId, organizationId)));
  return row;
}

/**
 * The class's meeting, created through the provider when it has none. The row is locked first
 * (`lockLiveClass`), so of two callers racing for a class without a meeting one creates it and
 * the other, waiting on the lock, reads it: one meeting per class. The provider is called inside
 * the transaction (the lock must outlive the call); it is cut off after its timeout.
 */
export async function ensureMeeting(
  tx: Db,
  organizationId: string,
  liveClass: MeetingClass,
  provider: MeetingProvider,
): Promise<string> {
  const locked = await lockLiveClass(tx, organizationId, liveClass.id);
  if (!locked) throw notFound();
  if (locked.meetingId) return locked.meetingId;
  const { meetingId } = await provider.createMeeting({
    topic: locked.title,
    startsAt: locked.startsAt,
    durationMinutes: locked.durationMinutes,
  });
  if (!(await setMeetingId(tx, organizationId, liveClass.id, meetingId))) throw notFound();
  return meetingId;
}

/** The caller's name as the meeting shows it. */
export async function displayNameOf(tx: Db, userId: string): Promise<string> {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

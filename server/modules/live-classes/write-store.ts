import { and, eq, isNull, sql } from 'drizzle-orm';
import { LIVE_CLASS_DEFAULTS, type InvalidReason } from '../../../contract/live-classes';
import type { Db } from '../../db/client';
import { liveClasses } from '../../db/schema/live-classes';

const MINUTE_MS = 60_000;

/** What a new or changed class holds (the route has checked the teacher, topic and cover). */
export interface LiveClassValues {
  title: string;
  startsAt: Date;
  durationMinutes: number;
  levelId?: string | null;
  level?: string | null;
  /** Default LIVE_CLASS_DEFAULTS (a spreadsheet row has no such column). */
  minUsers?: number;
  maxUsers?: number;
  teacherId?: string | null;
  tag?: string | null;
  coverImage?: string | null;
}

/** The row's columns; `ends_at` is kept with the start and the duration (a check holds it). */
const columnsOf = (values: LiveClassValues) => ({
  title: values.title,
  startsAt: values.startsAt,
  durationMinutes: values.durationMinutes,
  endsAt: new Date(values.startsAt.getTime() + values.durationMinutes * MINUTE_MS),
  levelId: values.levelId ?? null,
  level: values.level ?? null,
  minUsers: values.minUsers ?? LIVE_CLASS_DEFAULTS.minUsers,
  maxUsers: values.maxUsers ?? LIVE_CLASS_DEFAULTS.maxUsers,
  teacherId: values.teacherId ?? null,
  tag: values.tag ?? null,
  coverImage: values.coverImage ?? null,
});

/** Rows per INSERT statement (well under the drivers' bind-parameter limits). */
const CHUNK = 500;

/**
 * Inserts new, unapproved classes of the organisation (inside its tenant scope) and answers
 * their ids in the rows' order. A class without a teacher starts invalid ('noTeacher'), as
 * one created through `POST v1/live-class`; the caller checks the rows first (start ahead,
 * bounds, teacher of the organisation). Used by the create route and the bulk upload.
 */
export async function insertLiveClasses(
  tx: Db,
  organizationId: string,
  rows: readonly LiveClassValues[],
  createdBy: string | null = null,
  /** The sheet import that creates them, if any. */
  batchId: string | null = null,
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const inserted = await tx
      .insert(liveClasses)
      .values(
        rows.slice(start, start + CHUNK).map((row) => ({
          organizationId,
          ...columnsOf(row),
          invalidReason: row.teacherId ? null : ('noTeacher' as const),
          createdBy,
          batchId,
        })),
      )
      .returning({ id: liveClasses.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export async function updateLiveClass(tx: Db, id: string, values: LiveClassValues, now: Date) {
  await tx
    .update(liveClasses)
    .set({ ...columnsOf(values), updatedAt: now })
    .where(eq(liveClasses.id, id));
}

export async function setApproved(tx: Db, id: string, by: string, now: Date) {
  await tx
    .update(liveClasses)
    .set({ approvedAt: now, approvedBy: by, updatedAt: now })
    .where(eq(liveClasses.id, id));
}

export async function setTeacher(tx: Db, id: string, teacherId: string, now: Date) {
  await tx.update(liveClasses).set({ teacherId, updatedAt: now }).where(eq(liveClasses.id, id));
}

export async function setInvalidReason(tx: Db, id: string, reason: InvalidReason | null) {
  await tx.update(liveClasses).set({ invalidReason: reason }).where(eq(liveClasses.id, id));
}

export async function deleteLiveClass(tx: Db, id: string) {
  await tx.delete(liveClasses).where(eq(liveClasses.id, id));
}

/**
 * The provider's meeting of a class (the meetings code, once it has made one). False when the
 * class is not the organisation's; a meeting id is unique among all classes.
 */
export async function setMeetingId(
  tx: Db,
  organizationId: string,
  id: string,
  meetingId: string | null,
): Promise<boolean> {
  const updated = await tx
    .update(liveClasses)
    .set({ meetingId })
    .where(and(eq(liveClasses.organizationId, organizationId), eq(liveClasses.id, id)))
    .returning({ id: liveClasses.id });
  return updated.length > 0;
}

/**
 * After a class of `teacherId` is approved (or an approved class gets that teacher or time),
 * the teacher's unapproved classes of the organisation overlapping it become invalid
 * ('clash'); answers their ids.
 */
export async function markClashes(
  tx: Db,
  approved: { id: string; teacherId: string; startsAt: Date; endsAt: Date },
): Promise<string[]> {
  const rows = await tx
    .update(liveClasses)
    .set({ invalidReason: 'clash' })
    .where(
      and(
        eq(liveClasses.teacherId, approved.teacherId),
        sql`${liveClasses.id} <> ${approved.id}`,
        isNull(liveClasses.approvedAt),
        isNull(liveClasses.invalidReason),
        sql`tstzrange(${liveClasses.startsAt}, ${liveClasses.endsAt})
          && tstzrange(${approved.startsAt.toISOString()}::timestamptz,
                       ${approved.endsAt.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: liveClasses.id });
  return rows.map((row) => row.id);
}

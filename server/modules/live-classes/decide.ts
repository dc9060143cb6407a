import { sql } from 'drizzle-orm';
import { LIVE_CLASS_MESSAGES, type LiveClassAction } from '../../../contract/live-classes';
import { liveClassAllows, liveClassRefusal } from '../../../machines/live-class.machine';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { EXCLUSION_VIOLATION, pgCode } from '../../platform/pg-errors';
import { clashingClass, type Slot } from './checks-store';
import { factsOf, stateOf } from './present';
import { lockLiveClass, teacherOf, type LiveClassRow } from './store';
import { setInvalidReason } from './write-store';

const MINUTE_MS = 60_000;

export const endOf = (startsAt: Date, durationMinutes: number) =>
  new Date(startsAt.getTime() + durationMinutes * MINUTE_MS);

/** 409: the teacher already teaches that class (or one the caller may not read) then. */
export const teacherClash = (title: string | undefined) =>
  conflict(LIVE_CLASS_MESSAGES.teacherClash(title ?? LIVE_CLASS_MESSAGES.anotherClass));

/** Locks a class of the organisation for a change (404 when it is not one). */
export async function lockForChange(tx: Db, organizationId: string, id: string) {
  const row = await lockLiveClass(tx, organizationId, id);
  if (!row) throw notFound();
  return row;
}

/** The advisory-lock namespace of teachers' timetables (any fixed number of ours). */
const TIMETABLE_LOCK = 18_018;

/**
 * Takes the timetable locks of these teachers (transaction-scoped advisory locks, held to
 * COMMIT, in one order), for every organisation at once. Whatever may give a teacher an
 * approved class, or mark their other classes, takes the lock first and only then locks class
 * rows: two such changes for one teacher run one after the other, so the second one's check
 * sees the first one's class, and neither waits on the other's rows (which deadlocked).
 */
export async function lockTimetables(tx: Db, teacherIds: readonly (string | null | undefined)[]) {
  const ids = [...new Set(teacherIds.filter((id): id is string => Boolean(id)))].sort();
  for (const id of ids) {
    await tx.execute(sql`select pg_advisory_xact_lock(${TIMETABLE_LOCK}, hashtext(${id}))`);
  }
}

/**
 * Locks the timetables of the class's teacher and of `teachers` (one being given it), then the
 * class row (404 when it is not the organisation's). A teacher changed in between by another
 * request has their timetable locked too.
 */
export async function lockWithTimetables(
  tx: Db,
  organizationId: string,
  id: string,
  teachers: readonly (string | null | undefined)[] = [],
) {
  const current = await teacherOf(tx, organizationId, id);
  if (current === undefined) throw notFound();
  await lockTimetables(tx, [current, ...teachers]);
  const row = await lockForChange(tx, organizationId, id);
  if (row.teacherId !== current) await lockTimetables(tx, [row.teacherId]);
  return row;
}

/**
 * Asks the machine whether `action` may happen to the locked class now; 409 otherwise, saying
 * why: the teacher's other class (when only the clash stands in the way), that an invalid
 * class is still invalid, what its state refuses (liveClassRefusal, which the console shows on
 * the locked button), or that the action is not allowed in its state.
 * `clash` is the overlapping approved class of the teacher concerned (the class's, the one
 * being assigned, or the caller taking it), null when they are free.
 */
export function decide(
  row: LiveClassRow,
  action: LiveClassAction,
  context: { callerId: string; clash: { title: string } | null; now: Date },
): void {
  const state = stateOf(row, context.now);
  const facts = factsOf(row, { teacherClash: context.clash !== null, callerId: context.callerId });
  const now = context.now.getTime();
  if (liveClassAllows(state, action, facts, now)) return;
  if (context.clash && liveClassAllows(state, action, { ...facts, teacherClash: false }, now)) {
    throw teacherClash(context.clash.title);
  }
  if (action === 'validate' && state.validity === 'invalid') {
    throw conflict(LIVE_CLASS_MESSAGES.stillInvalid);
  }
  throw conflict(liveClassRefusal(state, action) ?? LIVE_CLASS_MESSAGES.notAllowed(action));
}

/** The overlapping approved class of the organisation that `slot`'s teacher teaches, if any. */
export const clashOf = (tx: Db, slot: Slot | null) =>
  slot ? clashingClass(tx, slot) : Promise.resolve(null);

/**
 * Runs a write that may give a teacher an approved class in a savepoint. The exclusion
 * constraint refuses what the checks before it could not see: a class approved by a request
 * running at the same moment, or another organisation's class (which row-level security
 * hides). Either is 409 naming the other class when this organisation's, else "another class".
 */
export async function guardClash<T>(tx: Db, slot: Slot, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await tx.transaction(work);
  } catch (error) {
    if (pgCode(error) !== EXCLUSION_VIOLATION) throw error;
    const other = await clashingClass(tx, slot);
    throw teacherClash(other?.title);
  }
}

/**
 * After a write, in the same transaction: a class without a teacher is marked invalid
 * ('noTeacher'); an invalid one that is now fixed (the machine's validate: a free teacher,
 * and a start ahead unless approved) is made valid again.
 */
export async function settleValidity(tx: Db, organizationId: string, id: string, now: Date) {
  const row = await lockForChange(tx, organizationId, id);
  if (!row.teacherId) {
    if (row.invalidReason !== 'noTeacher') await setInvalidReason(tx, id, 'noTeacher');
    return;
  }
  if (!row.invalidReason) return;
  const clash = await clashingClass(tx, {
    teacherId: row.teacherId,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    exceptId: id,
  });
  const facts = factsOf(row, { teacherClash: clash !== null, callerId: '' });
  if (liveClassAllows(stateOf(row, now), 'validate', facts, now.getTime())) {
    await setInvalidReason(tx, id, null);
  }
}

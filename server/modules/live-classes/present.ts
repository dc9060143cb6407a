import {
  LIVE_CLASS_ACTIONS,
  type InvalidReason,
  type LiveClass,
  type LiveClassAction,
} from '../../../contract/live-classes';
import {
  allowedLiveClassActions,
  invalidReasonNow,
  timingOf,
  type LiveClassFacts,
  type LiveClassState,
} from '../../../machines/live-class.machine';
import type { LiveClassCaller } from './caller';

/** Another class, as json_build_object gives it (its start as PostgreSQL writes a time). */
export interface ClashWith {
  id: string;
  title: string;
  startsAt: string;
}

/** A class as the store reads it: the row, its teacher's name, its reviews and clashes. */
export interface LiveClassRecord {
  id: string;
  title: string;
  levelId: string | null;
  level: string | null;
  startsAt: Date;
  durationMinutes: number;
  endsAt: Date;
  minUsers: number;
  maxUsers: number;
  teacherId: string | null;
  teacherFirstName: string | null;
  teacherLastName: string | null;
  tag: string | null;
  coverImage: string | null;
  meetingId: string | null;
  approvedAt: Date | null;
  invalidReason: InvalidReason | null;
  createdAt: Date;
  rating: number | null;
  reviewsCount: number;
  /** The approved class of the organisation its teacher also teaches at an overlapping time. */
  teacherClashWith: ClashWith | null;
  /** The caller does (what taking it would make of them). */
  callerClash: boolean;
}

/** What the stored row and the clock say about a class, for the machine. */
export interface Stored {
  startsAt: Date;
  durationMinutes: number;
  approvedAt: Date | null;
  invalidReason: InvalidReason | null;
}

/**
 * The stored reason, or 'startPassed' for an unapproved class whose start has passed (never
 * stored: it becomes true by the clock alone, so it is worked out at read time).
 */
export const invalidReasonOf = (row: Stored, now: Date): InvalidReason | null =>
  invalidReasonNow(
    row.invalidReason,
    row.approvedAt ? 'approved' : 'unapproved',
    timingOf(row.startsAt.getTime(), row.durationMinutes, now.getTime()),
  );

/** Where the machine's three regions put a stored class at `now`. */
export function stateOf(row: Stored, now: Date): LiveClassState {
  return {
    approval: row.approvedAt ? 'approved' : 'unapproved',
    timing: timingOf(row.startsAt.getTime(), row.durationMinutes, now.getTime()),
    validity: invalidReasonOf(row, now) ? 'invalid' : 'valid',
  };
}

export const factsOf = (
  row: Stored & { teacherId: string | null },
  facts: { teacherClash: boolean; callerId: string },
): LiveClassFacts => ({
  startsAt: row.startsAt.getTime(),
  durationMinutes: row.durationMinutes,
  hasTeacher: row.teacherId !== null,
  teacherClash: facts.teacherClash,
  callerIsTeacher: row.teacherId !== null && row.teacherId === facts.callerId,
});

/** A manager's actions: those that change a class need update, the others write. */
const MANAGING: readonly LiveClassAction[] = ['delete', 'adminEnter'];
const CHANGING: readonly LiveClassAction[] = ['approve', 'assignTeacher', 'validate', 'update'];

/**
 * The machine's actions this caller may take now: a manager's with the class's own teacher as
 * the one who must be free; a teacher's with themselves as the one taking it (a class without
 * a teacher) or as its teacher (join, heartbeat).
 */
export function actionsFor(
  record: LiveClassRecord,
  caller: LiveClassCaller,
  now: Date,
): LiveClassAction[] {
  const state = stateOf(record, now);
  const mine = new Set<LiveClassAction>();
  const asManager = allowedLiveClassActions(
    state,
    factsOf(record, { teacherClash: record.teacherClashWith !== null, callerId: caller.userId }),
    now.getTime(),
  );
  for (const action of asManager) {
    if (caller.manages && MANAGING.includes(action)) mine.add(action);
    if (caller.changes && CHANGING.includes(action)) mine.add(action);
    if (caller.enters && action === 'adminEnter') mine.add(action);
  }
  if (caller.teaches) {
    const clash = record.teacherId === null ? record.callerClash : record.teacherClashWith !== null;
    const asTeacher = allowedLiveClassActions(
      state,
      factsOf(record, { teacherClash: clash, callerId: caller.userId }),
      now.getTime(),
    );
    for (const action of asTeacher) {
      if (action === 'accept' ? caller.takes : action === 'join' || action === 'heartbeat') {
        mine.add(action);
      }
    }
  }
  return LIVE_CLASS_ACTIONS.filter((action) => mine.has(action));
}

const iso = (date: Date) => date.toISOString();

export function presentLiveClass(
  record: LiveClassRecord,
  caller: LiveClassCaller,
  now: Date,
): LiveClass {
  const state = stateOf(record, now);
  return {
    id: record.id,
    title: record.title,
    levelId: record.levelId,
    level: record.level,
    startsAt: iso(record.startsAt),
    durationMinutes: record.durationMinutes,
    minUsers: record.minUsers,
    maxUsers: record.maxUsers,
    teacherId: record.teacherId,
    teacherName:
      record.teacherFirstName === null
        ? null
        : `${record.teacherFirstName} ${record.teacherLastName ?? ''}`.trim(),
    tag: record.tag,
    coverImage: record.coverImage,
    meetingId: record.meetingId,
    ...state,
    invalidReason: invalidReasonOf(record, now),
    clashesWith: record.teacherClashWith && {
      ...record.teacherClashWith,
      startsAt: iso(new Date(record.teacherClashWith.startsAt)),
    },
    actions: actionsFor(record, caller, now),
    rating: record.rating,
    reviewsCount: record.reviewsCount,
    createdAt: iso(record.createdAt),
  };
}

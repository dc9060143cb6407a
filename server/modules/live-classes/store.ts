import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { LiveClassListQuery } from '../../../contract/live-classes';
import type { Db } from '../../db/client';
import { liveClasses } from '../../db/schema/live-classes';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../platform/search';
import type { ClashWith, LiveClassRecord } from './present';

/*
 * Reads of live classes. Every query runs in the caller's organisation (live_classes_tenant),
 * so "another approved class of the teacher" below means one of this organisation: a clash
 * with another organisation's class is found by the exclusion constraint alone (clash.ts).
 */

/** Another approved class `teacher` teaches at an overlapping time than this row's. */
const overlappingApproved = (teacher: ReturnType<typeof sql>) =>
  sql`from live_classes o
    where o.teacher_id = ${teacher} and o.id <> ${liveClasses.id} and o.approved_at is not null
      and tstzrange(o.starts_at, o.ends_at) && tstzrange(${liveClasses.startsAt}, ${liveClasses.endsAt})`;

/** The caller (taking this class) would teach another approved class at the same time. */
const overlapsApprovedOf = (teacher: ReturnType<typeof sql>) =>
  sql<boolean>`exists (select 1 ${overlappingApproved(teacher)})`;

/** The first such class of this row's teacher (by start), as the answer's `clashesWith`. */
const clashOfTeacher = sql<ClashWith | null>`(select json_build_object('id', o.id,
    'title', o.title, 'startsAt', o.starts_at) ${overlappingApproved(sql`${liveClasses.teacherId}`)}
    order by o.starts_at, o.id limit 1)`;

const recordColumns = (callerId: string) => ({
  id: liveClasses.id,
  title: liveClasses.title,
  levelId: liveClasses.levelId,
  level: liveClasses.level,
  startsAt: liveClasses.startsAt,
  durationMinutes: liveClasses.durationMinutes,
  endsAt: liveClasses.endsAt,
  minUsers: liveClasses.minUsers,
  maxUsers: liveClasses.maxUsers,
  teacherId: liveClasses.teacherId,
  teacherFirstName: users.firstName,
  teacherLastName: users.lastName,
  tag: liveClasses.tag,
  coverImage: liveClasses.coverImage,
  meetingId: liveClasses.meetingId,
  approvedAt: liveClasses.approvedAt,
  invalidReason: liveClasses.invalidReason,
  createdAt: liveClasses.createdAt,
  rating: sql<number | null>`(select round(avg(r.rate), 2)::float8 from live_class_reviews r
    where r.live_class_id = ${liveClasses.id})`,
  reviewsCount: sql<number>`(select count(*)::int from live_class_reviews r
    where r.live_class_id = ${liveClasses.id})`,
  teacherClashWith: clashOfTeacher,
  callerClash: overlapsApprovedOf(sql`${callerId}::uuid`),
});

/** Unapproved and started: invalid ('startPassed') whatever is stored. */
const startPassed = (now: Date) =>
  and(isNull(liveClasses.approvedAt), lte(liveClasses.startsAt, now));

/** The SQL of the machine's regions at `now` (the same rules as timingOf and present.ts). */
export const whereTiming = (timing: LiveClassListQuery['timing'], now: Date) => {
  switch (timing) {
    case 'notStarted':
      return gt(liveClasses.startsAt, now);
    case 'live':
      return and(lte(liveClasses.startsAt, now), gt(liveClasses.endsAt, now));
    case 'finished':
      return lte(liveClasses.endsAt, now);
    default:
      return undefined;
  }
};

const whereValidity = (validity: LiveClassListQuery['validity'], now: Date) => {
  if (validity === 'invalid') return or(isNotNull(liveClasses.invalidReason), startPassed(now));
  if (validity === 'valid') {
    return and(
      isNull(liveClasses.invalidReason),
      or(isNotNull(liveClasses.approvedAt), gt(liveClasses.startsAt, now)),
    );
  }
  return undefined;
};

/** A day's start in UTC (organisations have no time zone yet: days are UTC days). */
const dayStart = (date: string, plusDays = 0) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + plusDays * 86_400_000);

export type LiveClassFilter = Omit<LiveClassListQuery, 'pageNumber' | 'pageSize'> & {
  /** Only classes with no teacher (the available list). */
  withoutTeacher?: boolean;
  /** A teacher's own lists: not finished yet (soonest first) or finished (latest first). */
  when?: 'upcoming' | 'past';
};

/** `upcoming`: Not Started or Live; `past`: Finished (the machine's timing at `now`). */
const whereWhen = (when: LiveClassFilter['when'], now: Date) => {
  if (when === 'upcoming') return gt(liveClasses.endsAt, now);
  if (when === 'past') return lte(liveClasses.endsAt, now);
  return undefined;
};

function whereOf(organizationId: string, filter: LiveClassFilter, now: Date) {
  return and(
    eq(liveClasses.organizationId, organizationId),
    whereTiming(filter.timing, now),
    whereWhen(filter.when, now),
    filter.approval === 'approved' ? isNotNull(liveClasses.approvedAt) : undefined,
    filter.approval === 'unapproved' ? isNull(liveClasses.approvedAt) : undefined,
    whereValidity(filter.validity, now),
    filter.from ? gte(liveClasses.startsAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(liveClasses.startsAt, dayStart(filter.to, 1)) : undefined,
    filter.teacherId ? eq(liveClasses.teacherId, filter.teacherId) : undefined,
    filter.withoutTeacher ? isNull(liveClasses.teacherId) : undefined,
    filter.levelId ? eq(liveClasses.levelId, filter.levelId) : undefined,
    filter.tag ? eq(liveClasses.tag, filter.tag) : undefined,
    filter.search ? ilike(liveClasses.title, containsPattern(filter.search)) : undefined,
  );
}

/** A page of the organisation's classes by start (then id; latest first for `past`), with the total. */
export async function listLiveClasses(
  db: Db,
  options: {
    organizationId: string;
    callerId: string;
    now: Date;
    filter: LiveClassFilter;
    offset: number;
    limit: number;
  },
): Promise<{ rows: LiveClassRecord[]; total: number }> {
  const where = whereOf(options.organizationId, options.filter, options.now);
  const byStart = options.filter.when === 'past' ? desc : asc;
  // The total rides along with the page; a page past the end has no row to carry it.
  const rows = await db
    .select({
      ...recordColumns(options.callerId),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(liveClasses)
    .leftJoin(users, eq(users.id, liveClasses.teacherId))
    .where(where)
    .orderBy(byStart(liveClasses.startsAt), byStart(liveClasses.id))
    .offset(options.offset)
    .limit(options.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && options.offset > 0) {
    const [counted] = await db.select({ total: count() }).from(liveClasses).where(where);
    total = counted?.total ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

async function findOne(
  db: Db,
  organizationId: string,
  callerId: string,
  match: ReturnType<typeof eq>,
) {
  const [row] = await db
    .select(recordColumns(callerId))
    .from(liveClasses)
    .leftJoin(users, eq(users.id, liveClasses.teacherId))
    .where(and(eq(liveClasses.organizationId, organizationId), match))
    .limit(1);
  return row ?? null;
}

export const findLiveClass = (db: Db, organizationId: string, callerId: string, id: string) =>
  findOne(db, organizationId, callerId, eq(liveClasses.id, id));

export const findLiveClassByMeeting = (
  db: Db,
  organizationId: string,
  callerId: string,
  meetingId: string,
) => findOne(db, organizationId, callerId, eq(liveClasses.meetingId, meetingId));

export type LiveClassRow = typeof liveClasses.$inferSelect;

/** Locks the class for a change; null when it is not the organisation's. */
export async function lockLiveClass(
  db: Db,
  organizationId: string,
  id: string,
): Promise<LiveClassRow | null> {
  const [row] = await db
    .select()
    .from(liveClasses)
    .where(and(eq(liveClasses.organizationId, organizationId), eq(liveClasses.id, id)))
    .for('update');
  return row ?? null;
}

/** The class's teacher (null: none) read without a lock; undefined when it is not one of ours. */
export async function teacherOf(
  db: Db,
  organizationId: string,
  id: string,
): Promise<string | null | undefined> {
  const [row] = await db
    .select({ teacherId: liveClasses.teacherId })
    .from(liveClasses)
    .where(and(eq(liveClasses.organizationId, organizationId), eq(liveClasses.id, id)));
  return row === undefined ? undefined : row.teacherId;
}

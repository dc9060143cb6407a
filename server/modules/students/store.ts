import { and, asc, count, eq, exists, ilike, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classRooms, classRoomStudents } from '../../db/schema/classes';
import { organizations } from '../../db/schema/organizations';
import { roles } from '../../db/schema/roles';
import { memberships, users } from '../../db/schema/users';
import { containsPattern } from '../../platform/search';
import { STUDENT_ROLE_NUMBERS } from '../../../contract/constants';
import type { ListKey } from './cursor';
import type { StudentRecord } from './present';

export interface StudentListFilter {
  /** Only this organisation's students; null: every organisation's (platform scope). */
  organizationId: string | null;
  search?: string | undefined;
  /** Only the students seated in this class. */
  classRoomId?: string | undefined;
  /** Only the students in no live class (the waiting list). */
  waitingOnly: boolean;
  /** Keyset: the rows after this key; without it, `offset` rows are skipped. */
  after?: ListKey | undefined;
  offset: number;
  limit: number;
}

/** created_at to the microsecond, in UTC: the cursor's exact key (see cursor.ts). */
const createdAtKey = sql<string>`to_char(${memberships.createdAt} at time zone 'UTC',
  'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A seat of the membership's user in a class of the membership's organisation. */
const seatOf = (tx: Db, extra: ReturnType<typeof eq>) =>
  tx
    .select({ one: sql`1` })
    .from(classRoomStudents)
    .innerJoin(classRooms, eq(classRooms.id, classRoomStudents.classRoomId))
    .where(
      and(
        eq(classRoomStudents.studentId, memberships.userId),
        eq(classRoomStudents.organizationId, memberships.organizationId),
        extra,
      ),
    );

function conditionsOf(tx: Db, filter: StudentListFilter) {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  return [
    inArray(roles.number, [...STUDENT_ROLE_NUMBERS]),
    filter.organizationId ? eq(memberships.organizationId, filter.organizationId) : undefined,
    pattern
      ? or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
    filter.classRoomId
      ? exists(seatOf(tx, eq(classRoomStudents.classRoomId, filter.classRoomId)))
      : undefined,
    filter.waitingOnly ? notExists(seatOf(tx, eq(classRooms.isArchived, false))) : undefined,
  ];
}

/**
 * Newest member first, spelled as the indexes of migration 0006 are (`desc nulls last`): a
 * plain `desc` is `nulls first`, an order PostgreSQL does not read from those indexes even on
 * NOT NULL columns, and every page would sort all the matching rows.
 */
const newestFirst = [
  sql`${memberships.createdAt} desc nulls last`,
  sql`${memberships.id} desc nulls last`,
];

/** How a list's total is had: counted each time by default, or from the routes' ListTotals. */
export type CountWith = (count: () => Promise<number>) => Promise<number>;

const countNow: CountWith = (count) => count();

/**
 * One page of students (up to `limit` rows) and how many match in all. The rows are always
 * read; the total goes through `countWith` (the routes keep it a few seconds, list-totals.ts).
 */
export async function listStudents(
  tx: Db,
  filter: StudentListFilter,
  countWith: CountWith = countNow,
): Promise<{ rows: Omit<StudentRecord, 'classRooms'>[]; total: number }> {
  const conditions = conditionsOf(tx, filter);
  const seek = filter.after
    ? sql`(${memberships.createdAt}, ${memberships.id}) <
          (${filter.after.createdAt}::timestamptz, ${filter.after.membershipId}::uuid)`
    : undefined;
  // The page's keys first, from memberships alone (users only when searching): a deep offset
  // then skips or sorts narrow member rows, and only the page's rows are joined to the rest.
  let keyQuery = tx
    .select({
      membershipId: memberships.id,
      userId: memberships.userId,
      organizationId: memberships.organizationId,
      createdAt: memberships.createdAt,
      createdAtKey: createdAtKey.as('created_at_key'),
    })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .$dynamic();
  if (filter.search) keyQuery = keyQuery.innerJoin(users, eq(users.id, memberships.userId));
  keyQuery = keyQuery
    .where(and(...conditions, seek))
    .orderBy(...newestFirst)
    .limit(filter.limit);
  if (!filter.after) keyQuery = keyQuery.offset(filter.offset);
  const keys = keyQuery.as('page');
  const page = tx
    .select({
      membershipId: keys.membershipId,
      createdAtKey: keys.createdAtKey,
      joinedAt: keys.createdAt,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      organizationId: organizations.id,
      organizationName: organizations.name,
    })
    .from(keys)
    .innerJoin(users, eq(users.id, keys.userId))
    .innerJoin(organizations, eq(organizations.id, keys.organizationId))
    .orderBy(sql`${keys.createdAt} desc nulls last`, sql`${keys.membershipId} desc nulls last`);
  // users only when the search names its columns (a join per member otherwise).
  let counting = tx
    .select({ total: count() })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .$dynamic();
  if (filter.search) counting = counting.innerJoin(users, eq(users.id, memberships.userId));
  const countAll = async () => (await counting.where(and(...conditions)))[0]?.total ?? 0;
  const [rows, total] = await Promise.all([page, countWith(countAll)]);
  return {
    rows: rows.map(({ membershipId, createdAtKey: createdAt, ...row }) => ({
      ...row,
      key: { createdAt, membershipId },
    })),
    total,
  };
}

/** The live classes of each (student, organisation) of a page, by name. */
export async function liveClassesOf(
  tx: Db,
  students: { id: string; organizationId: string }[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const byStudent = new Map<string, { id: string; name: string }[]>();
  if (students.length === 0) return byStudent;
  const rows = await tx
    .select({
      studentId: classRoomStudents.studentId,
      organizationId: classRoomStudents.organizationId,
      id: classRooms.id,
      name: classRooms.name,
    })
    .from(classRoomStudents)
    .innerJoin(classRooms, eq(classRooms.id, classRoomStudents.classRoomId))
    .where(
      and(
        eq(classRooms.isArchived, false),
        inArray(classRoomStudents.studentId, [...new Set(students.map((s) => s.id))]),
        inArray(classRoomStudents.organizationId, [
          ...new Set(students.map((s) => s.organizationId)),
        ]),
      ),
    )
    .orderBy(asc(sql`lower(${classRooms.name})`), asc(classRooms.id));
  for (const row of rows) {
    const key = seatKey(row.studentId, row.organizationId);
    byStudent.set(key, [...(byStudent.get(key) ?? []), { id: row.id, name: row.name }]);
  }
  return byStudent;
}

export const seatKey = (studentId: string, organizationId: string) =>
  `${studentId}/${organizationId}`;

/** True when the class is one the caller's scope can see (any organisation's for HAD). */
export async function classRoomExists(tx: Db, id: string, organizationId: string | null) {
  const [row] = await tx
    .select({ id: classRooms.id })
    .from(classRooms)
    .where(
      and(
        eq(classRooms.id, id),
        organizationId ? eq(classRooms.organizationId, organizationId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema/roles';
import { memberships, users } from '../../db/schema/users';
import { TEACHER_ROLE_NUMBERS } from '../../../contract/constants';
import { isoText } from './iso';
import { byName, searchCondition } from './people-store';

/** Live classes of the membership's organisation that the member teaches. */
const classesTaught = sql<number>`(select count(*)::int from class_rooms c
  where c.organization_id = ${memberships.organizationId} and c.teacher_id = ${memberships.userId}
    and not c.is_archived)`;

/** Distinct students seated in those classes. */
const studentsTaught = sql<number>`(select count(distinct s.student_id)::int
  from class_room_students s join class_rooms c on c.id = s.class_room_id
  where c.organization_id = ${memberships.organizationId} and c.teacher_id = ${memberships.userId}
    and not c.is_archived)`;

/**
 * The newest session the user opened by signing in (a password login, or the code of a new
 * account); sessions of a password reset only reset the password. Sessions belong to a person
 * (no row-level security); the organisation's scope has already decided who is listed.
 */
const lastSignIn = isoText(sql`(select max(x.created_at) from sessions x
  where x.user_id = ${memberships.userId} and x.purpose is distinct from 'reset')`);

const teacherOf = (organizationId: string) =>
  and(
    eq(memberships.organizationId, organizationId),
    inArray(roles.number, [...TEACHER_ROLE_NUMBERS]),
  );

/** One page of the organisation's teachers, by name, with the live classes they teach. */
export async function listTeachers(
  tx: Db,
  filter: { organizationId: string; search?: string | undefined; offset: number; limit: number },
) {
  const where = and(teacherOf(filter.organizationId), searchCondition(filter.search));
  const [rows, [counted]] = await Promise.all([
    tx
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        roleName: roles.name,
        joinedAt: memberships.createdAt,
        classesCount: classesTaught,
      })
      .from(memberships)
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(...byName, asc(users.id))
      .limit(filter.limit)
      .offset(filter.offset),
    tx
      .select({ total: count() })
      .from(memberships)
      .innerJoin(roles, eq(roles.id, memberships.roleId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every teacher of the organisation with their classes, students and last sign-in. */
export function teacherReport(tx: Db, organizationId: string) {
  return tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      classesCount: classesTaught,
      studentsCount: studentsTaught,
      lastSignInAt: lastSignIn,
    })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(teacherOf(organizationId))
    .orderBy(...byName, asc(users.id));
}

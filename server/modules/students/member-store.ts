import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { classRooms, classRoomStudents } from '../../db/schema/classes';
import { organizations } from '../../db/schema/organizations';
import { roles } from '../../db/schema/roles';
import { memberships, users } from '../../db/schema/users';
import { STUDENT_ROLE_NUMBERS, TEACHER_ROLE_NUMBERS } from '../../../contract/constants';
import { membersOf, studentsInClassRooms } from '../organizations/public';
import type { StudentClassRecord } from './present';

/** The organisation's member `userId` when their role is of `numbers`, else null. */
export async function findMember(
  tx: Db,
  organizationId: string,
  userId: string,
  numbers: readonly number[],
) {
  const [row] = await tx
    .select({
      membershipId: memberships.id,
      isActive: memberships.isActive,
      joinedAt: memberships.createdAt,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      organizationId: organizations.id,
      organizationName: organizations.name,
    })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(memberships.userId, userId),
        inArray(roles.number, [...numbers]),
      ),
    )
    .limit(1);
  return row ?? null;
}

export const findStudent = (tx: Db, organizationId: string, userId: string) =>
  findMember(tx, organizationId, userId, STUDENT_ROLE_NUMBERS);

const teacher = alias(users, 'teacher');

/** Every class of the organisation the student sits in, archived ones included. */
export function classesOfStudent(
  tx: Db,
  organizationId: string,
  studentId: string,
  onlyTeacherId: string | null,
): Promise<StudentClassRecord[]> {
  return tx
    .select({
      id: classRooms.id,
      name: classRooms.name,
      teacherFirstName: teacher.firstName,
      teacherLastName: teacher.lastName,
      isArchived: classRooms.isArchived,
      addedAt: classRoomStudents.addedAt,
    })
    .from(classRoomStudents)
    .innerJoin(classRooms, eq(classRooms.id, classRoomStudents.classRoomId))
    .leftJoin(teacher, eq(teacher.id, classRooms.teacherId))
    .where(
      and(
        eq(classRoomStudents.organizationId, organizationId),
        eq(classRoomStudents.studentId, studentId),
        onlyTeacherId ? eq(classRooms.teacherId, onlyTeacherId) : undefined,
      ),
    )
    .orderBy(asc(classRooms.isArchived), asc(classRooms.name), asc(classRooms.id));
}

/** The organisation's teachers (role numbers 4 and 5), by name. */
export const listTeachers = (tx: Db, organizationId: string) =>
  tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        inArray(roles.number, [...TEACHER_ROLE_NUMBERS]),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

/** The organisation's students against its contract (the same counts as its report). */
export async function studentsStats(tx: Db, organizationId: string) {
  const [row] = await tx
    .select({
      maxStudents: organizations.maxStudents,
      total: membersOf(STUDENT_ROLE_NUMBERS),
      inClassRooms: studentsInClassRooms,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) return null;
  return {
    total: row.total,
    inClassRooms: row.inClassRooms,
    waiting: Math.max(row.total - row.inClassRooms, 0),
    maxStudents: row.maxStudents,
    available: Math.max(row.maxStudents - row.total, 0),
  };
}

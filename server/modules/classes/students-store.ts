import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classRoomStudents } from '../../db/schema/classes';
import { roles } from '../../db/schema/roles';
import { memberships, users } from '../../db/schema/users';
import { STUDENT_ROLE_NUMBERS } from '../../../contract/constants';

export async function listStudentsOf(
  db: Db,
  classRoomId: string,
  window: { offset: number; limit: number },
) {
  const where = eq(classRoomStudents.classRoomId, classRoomId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        addedAt: classRoomStudents.addedAt,
      })
      .from(classRoomStudents)
      .innerJoin(users, eq(users.id, classRoomStudents.studentId))
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ total: count() }).from(classRoomStudents).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** True when every id is a member of the organisation with the Student role (number 6). */
export async function areStudentsOf(db: Db, organizationId: string, ids: string[]) {
  const rows = await db
    .selectDistinct({ id: memberships.userId })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        inArray(memberships.userId, ids),
        inArray(roles.number, [...STUDENT_ROLE_NUMBERS]),
      ),
    );
  return rows.length === ids.length;
}

/** True when every id sits in the class. */
export async function areInClass(db: Db, classRoomId: string, ids: string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(classRoomStudents)
    .where(
      and(
        eq(classRoomStudents.classRoomId, classRoomId),
        inArray(classRoomStudents.studentId, ids),
      ),
    );
  return (row?.n ?? 0) === ids.length;
}

/** Those of `ids` who sit in the class, with their names (the trash names a removal by them). */
export async function seatedIn(db: Db, classRoomId: string, ids: string[]) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(classRoomStudents)
    .innerJoin(users, eq(users.id, classRoomStudents.studentId))
    .where(
      and(
        eq(classRoomStudents.classRoomId, classRoomId),
        inArray(classRoomStudents.studentId, ids),
      ),
    )
    .orderBy(users.firstName, users.lastName);
}

/** Puts the students into the class; those already in it stay as they were. */
export async function addToClass(
  db: Db,
  organizationId: string,
  classRoomId: string,
  ids: string[],
) {
  await db
    .insert(classRoomStudents)
    .values(ids.map((studentId) => ({ classRoomId, studentId, organizationId })))
    .onConflictDoNothing();
}

export async function removeFromClass(db: Db, classRoomId: string, ids: string[]) {
  const removed = await db
    .delete(classRoomStudents)
    .where(
      and(
        eq(classRoomStudents.classRoomId, classRoomId),
        inArray(classRoomStudents.studentId, ids),
      ),
    )
    .returning({ id: classRoomStudents.studentId });
  return removed.length;
}

/** The classes of the organisation a student is in. */
export async function classesOfStudent(db: Db, organizationId: string, studentId: string) {
  const rows = await db
    .select({ id: classRoomStudents.classRoomId })
    .from(classRoomStudents)
    .where(
      and(
        eq(classRoomStudents.organizationId, organizationId),
        eq(classRoomStudents.studentId, studentId),
      ),
    );
  return rows.map((row) => row.id);
}

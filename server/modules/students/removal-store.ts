import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { DEFAULT_ORG_NAME } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { classRooms, classRoomStudents } from '../../db/schema/classes';
import { organizations } from '../../db/schema/organizations';
import { memberships, users } from '../../db/schema/users';
import { setTenantScope } from '../../platform/tenant';
import type { Link } from '../../platform/trash';
import { defaultGuest } from '../accounts/public';

/** The user row is the lock for all of the user's memberships (see switchActiveMembership). */
export const lockUser = (tx: Db, userId: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');

/** Whether the student sits in the class. */
export async function sitsIn(tx: Db, classRoomId: string, studentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: classRoomStudents.studentId })
    .from(classRoomStudents)
    .where(
      and(
        eq(classRoomStudents.classRoomId, classRoomId),
        eq(classRoomStudents.studentId, studentId),
      ),
    );
  return row !== undefined;
}

/**
 * The organisation's classes `userId` teaches, as the trash keeps a reference to put back
 * (leaving takes the teacher from them; a restore gives them back where still untaught).
 */
export async function taughtBy(tx: Db, organizationId: string, userId: string): Promise<Link> {
  const rows = await tx
    .select({ key: classRooms.id })
    .from(classRooms)
    .where(and(eq(classRooms.organizationId, organizationId), eq(classRooms.teacherId, userId)));
  return {
    table: 'class_rooms',
    column: 'teacher_id',
    rows: rows.map((row) => ({ key: row.key, value: userId })),
  };
}

/**
 * `userId` leaves the organisation: their seats in its classes go, the classes they taught
 * keep no teacher, and the membership is deleted. Then, acting on the removed user's own
 * memberships (the self policies, as sign-up does for a new user): if none is left they get
 * a Guest membership in DEFAULT (Access Pending); if the removed one was active, another
 * becomes active, a customer organisation before DEFAULT, the oldest first.
 *
 * Call inside `withTenant` with the organisation's scope, after `lockUser`. The scope is the
 * removed user's afterwards: do nothing else in the transaction.
 */
export async function leaveOrganization(
  tx: Db,
  organizationId: string,
  userId: string,
): Promise<void> {
  const seat = and(
    eq(classRoomStudents.organizationId, organizationId),
    eq(classRoomStudents.studentId, userId),
  );
  await tx.delete(classRoomStudents).where(seat);
  await tx
    .update(classRooms)
    .set({ teacherId: null })
    .where(and(eq(classRooms.organizationId, organizationId), eq(classRooms.teacherId, userId)));
  const [removed] = await tx
    .delete(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .returning({ isActive: memberships.isActive });

  await setTenantScope(tx, { organizationId: null, userId });
  const rest = await tx
    .select({ organizationId: memberships.organizationId, isActive: memberships.isActive })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .orderBy(
      asc(sql`${organizations.name} = ${DEFAULT_ORG_NAME}`),
      asc(memberships.createdAt),
      asc(memberships.id),
    );
  const [next] = rest;
  if (!next) {
    const guest = await defaultGuest(tx);
    await setTenantScope(tx, { organizationId: guest.organizationId, userId });
    await tx.insert(memberships).values({ userId, ...guest, isActive: true });
  } else if (removed?.isActive && !rest.some((row) => row.isActive)) {
    await tx
      .update(memberships)
      .set({ isActive: true })
      .where(
        and(eq(memberships.userId, userId), eq(memberships.organizationId, next.organizationId)),
      );
  }
}

/**
 * Before a removed member comes back from the trash (their rows are put back after): the Guest
 * membership in DEFAULT that leaving gave them (made since `leftAt`) goes, and whether another
 * of their memberships is active is answered (the one coming back is active only if none is).
 * Acts in DEFAULT's scope and reads the user's own rows (the self policies), as leaving does;
 * the caller puts its scope back.
 */
export async function prepareReturn(
  tx: Db,
  userId: string,
  leftAt: Date,
): Promise<{ activeElsewhere: boolean }> {
  await lockUser(tx, userId);
  const guest = await defaultGuest(tx);
  await setTenantScope(tx, { organizationId: guest.organizationId, userId });
  await tx
    .delete(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.organizationId, guest.organizationId),
        eq(memberships.roleId, guest.roleId),
        gte(memberships.createdAt, leftAt),
      ),
    );
  const [active] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true)));
  return { activeElsewhere: active !== undefined };
}

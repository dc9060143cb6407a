import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_ORG_NAME } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { classRooms, classRoomStudents } from '../../db/schema/classes';
import { organizations } from '../../db/schema/organizations';
import { memberships, users } from '../../db/schema/users';
import { setTenantScope } from '../../platform/tenant';
import { defaultGuest } from '../accounts/public';

/** The user row is the lock for all of the user's memberships (see switchActiveMembership). */
export const lockUser = (tx: Db, userId: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');

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

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, users } from '../../db/schema/users';

export type UserRef = { userId: string } | { email: string };

/** The user's membership of `organizationId`, found by user id or e-mail; null when none. */
export async function findMembership(
  db: Db,
  organizationId: string,
  ref: UserRef,
): Promise<{ id: string; userId: string; roleId: string } | null> {
  const [row] = await db
    .select({ id: memberships.id, userId: memberships.userId, roleId: memberships.roleId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        'userId' in ref ? eq(users.id, ref.userId) : eq(users.email, ref.email.toLowerCase()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function setMembershipRole(db: Db, membershipId: string, roleId: string) {
  await db.update(memberships).set({ roleId }).where(eq(memberships.id, membershipId));
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

/**
 * Gives the user a membership of `organizationId` with `roleId`, or changes the role of the
 * one they have. A new membership is active only when the user has no active one. The
 * user's row is locked (as switch and join do) so a concurrent switch cannot leave two
 * active: row-level security lets this caller read, but not lock, the user's memberships
 * in other organisations. Needs a scope with app.platform on to see those.
 */
export async function upsertMembership(
  db: Db,
  input: { userId: string; organizationId: string; roleId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('no key update');
    const rows = await tx
      .select({ organizationId: memberships.organizationId, isActive: memberships.isActive })
      .from(memberships)
      .where(eq(memberships.userId, input.userId));
    if (rows.some((row) => row.organizationId === input.organizationId)) {
      await tx
        .update(memberships)
        .set({ roleId: input.roleId })
        .where(
          and(
            eq(memberships.userId, input.userId),
            eq(memberships.organizationId, input.organizationId),
          ),
        );
      return;
    }
    await tx
      .insert(memberships)
      .values({ ...input, isActive: !rows.some((row) => row.isActive) })
      // A concurrent first insert (no rows to lock yet) loses to the unique constraint.
      .onConflictDoUpdate({
        target: [memberships.userId, memberships.organizationId],
        set: { roleId: sql`excluded.role_id` },
      });
  });
}

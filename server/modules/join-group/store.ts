import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { joinCodes } from '../../db/schema/accounts';
import { memberships, users } from '../../db/schema/users';
import { setTenantScope } from '../../platform/tenant';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { assertContractInForce } from './contract-in-force';
import { seatsFull, type SeatsFull } from './seats';

export type JoinOutcome = 'joined' | 'unknown' | 'used' | SeatsFull;

/**
 * Uses a join code in one transaction: the code row is locked, so two people racing for
 * one code cannot both get it. The user becomes an active member of the code's
 * organisation with its role, and every other membership is deactivated (leaving DEFAULT's
 * Access Pending state). Past the contract's teacher or student seats nothing changes and
 * the code stays unused (see seats.ts); nor while the organisation's contract is not in force
 * (409, contract-in-force.ts).
 *
 * Row-level security: the code is found through the narrow `join_codes_redeem` policy (the
 * caller names the code, so they see that one row), and the redemption then runs scoped to
 * the code's organisation. Pass a handle from `withTenant` with the caller's scope.
 */
export async function useJoinCode(
  db: Db,
  userId: string,
  code: string,
  today: string,
): Promise<JoinOutcome> {
  const wanted = code.trim().toUpperCase();
  return db.transaction(async (tx) => {
    await setTenantScope(tx, { organizationId: null, userId, joinCode: wanted });
    const [found] = await tx
      .select({ organizationId: joinCodes.organizationId })
      .from(joinCodes)
      .where(eq(joinCodes.code, wanted));
    if (!found) return 'unknown';
    await setTenantScope(tx, { organizationId: found.organizationId, userId });
    // The user row is the lock for all of the user's memberships (see upsertMembership).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [row] = await tx.select().from(joinCodes).where(eq(joinCodes.code, wanted)).for('update');
    if (!row) return 'unknown';
    if (row.usedAt) return 'used';
    await assertContractInForce(
      tx,
      row.organizationId,
      today,
      ORGANIZATION_MESSAGES.joinCodeRefused,
    );
    const full = await seatsFull(tx, row.organizationId, row.roleId, userId);
    if (full) return full;
    await tx
      .update(memberships)
      .set({ isActive: false })
      .where(
        and(eq(memberships.userId, userId), ne(memberships.organizationId, row.organizationId)),
      );
    await tx
      .insert(memberships)
      .values({ userId, organizationId: row.organizationId, roleId: row.roleId, isActive: true })
      .onConflictDoUpdate({
        target: [memberships.userId, memberships.organizationId],
        set: { roleId: row.roleId, isActive: true },
      });
    await tx
      .update(joinCodes)
      .set({ usedBy: userId, usedAt: new Date() })
      .where(eq(joinCodes.id, row.id));
    return 'joined';
  });
}

import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { joinCodes } from '../../db/schema/accounts';
import { memberships } from '../../db/schema/users';

export type JoinOutcome = 'joined' | 'unknown' | 'used';

/**
 * Uses a join code in one transaction: the code row is locked, so two people racing for
 * one code cannot both get it. The user becomes an active member of the code's
 * organisation with its role, and every other membership is deactivated (leaving DEFAULT's
 * Access Pending state).
 */
export async function useJoinCode(db: Db, userId: string, code: string): Promise<JoinOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(joinCodes)
      .where(eq(joinCodes.code, code.trim().toUpperCase()))
      .for('update');
    if (!row) return 'unknown';
    if (row.usedAt) return 'used';
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

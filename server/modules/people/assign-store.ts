import { and, eq } from 'drizzle-orm';
import { DEFAULT_ORG_NAME } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { memberships } from '../../db/schema/users';
import { setTenantScope, type TenantScope } from '../../platform/tenant';
import type { MembershipRecord } from './people-store';

export type Assignment = 'assigned' | 'roleChanged' | 'unchanged';

/**
 * Gives `userId` the role in the organisation of the scope: the role of the membership they
 * have there, or a new membership. A guest (DEFAULT only) leaves Access Pending: their DEFAULT
 * membership is deactivated (in DEFAULT's own scope) and the new one is active, as a join code
 * does; anyone else keeps their active organisation. Call after locking the user's row.
 */
export async function assignMembership(
  tx: Db,
  input: {
    userId: string;
    organizationId: string;
    roleId: string;
    current: MembershipRecord[];
    scope: TenantScope;
  },
): Promise<Assignment> {
  const { userId, organizationId, roleId, current, scope } = input;
  const existing = current.find((m) => m.organization.id === organizationId);
  if (existing) {
    if (existing.role.id === roleId) return 'unchanged';
    await tx
      .update(memberships)
      .set({ roleId })
      .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
    return 'roleChanged';
  }
  const defaults = current.filter((m) => m.organization.name === DEFAULT_ORG_NAME);
  const guest = defaults.length === current.length;
  for (const membership of guest ? defaults.filter((m) => m.isActive) : []) {
    await setTenantScope(tx, { ...scope, organizationId: membership.organization.id });
    await tx
      .update(memberships)
      .set({ isActive: false })
      .where(
        and(
          eq(memberships.userId, userId),
          eq(memberships.organizationId, membership.organization.id),
        ),
      );
    await setTenantScope(tx, scope);
  }
  await tx.insert(memberships).values({
    userId,
    organizationId,
    roleId,
    isActive: guest || !current.some((m) => m.isActive),
  });
  return 'assigned';
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ContractStatus } from '../../../contract/organizations';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { rolePermissions, roles } from '../../db/schema/roles';
import { memberships, users } from '../../db/schema/users';
import type { PermissionRow } from '../../platform/permissions';

export interface MembershipRow {
  isActive: boolean;
  organization: {
    id: string;
    name: string;
    companyLocation: string;
    logoImageName: string | null;
    contractStatus: ContractStatus;
    endsAt: string;
  };
  role: { id: string; name: string; number: number; permissions: PermissionRow[] };
}

/** The user's memberships with organisation, role and the role's permission rows. */
export async function listMemberships(db: Db, userId: string): Promise<MembershipRow[]> {
  const rows = await db
    .select({
      isActive: memberships.isActive,
      organization: {
        id: organizations.id,
        name: organizations.name,
        companyLocation: organizations.companyLocation,
        logoImageName: organizations.logoImageName,
        contractStatus: organizations.contractStatus,
        endsAt: organizations.endsAt,
      },
      role: { id: roles.id, name: roles.name, number: roles.number },
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(organizations.name));
  const roleIds = [...new Set(rows.map((row) => row.role.id))];
  const permissionRows =
    roleIds.length === 0
      ? []
      : await db
          .select()
          .from(rolePermissions)
          .where(inArray(rolePermissions.roleId, roleIds))
          .orderBy(asc(rolePermissions.entity));
  return rows.map((row) => ({
    ...row,
    role: {
      ...row.role,
      permissions: permissionRows.filter((permission) => permission.roleId === row.role.id),
    },
  }));
}

/**
 * Makes `organizationId` the user's only active membership, in one transaction. The user's
 * membership rows are locked first so two concurrent switches cannot interleave. Returns
 * false (and changes nothing) when the user is not a member of that organisation.
 */
export async function switchActiveMembership(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The user row is the lock for all of the user's memberships (see upsertMembership).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const rows = await tx
      .select({ organizationId: memberships.organizationId })
      .from(memberships)
      .where(eq(memberships.userId, userId))
      .for('update');
    if (!rows.some((row) => row.organizationId === organizationId)) return false;
    // Deactivate first: the partial unique index allows one active row at any moment.
    await tx
      .update(memberships)
      .set({ isActive: false })
      .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true)));
    await tx
      .update(memberships)
      .set({ isActive: true })
      .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
    return true;
  });
}

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Permission } from '../../contract/permissions';
import type { Db } from '../db/client';
import { organizations } from '../db/schema/organizations';
import { rolePermissions, roles } from '../db/schema/roles';
import { sessions } from '../db/schema/sessions';
import { memberships } from '../db/schema/users';
import { presentPermissions } from './permissions';

/** Who is calling, read fresh from the database on every request. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  /** The active organisation; null when the user has no active membership. */
  organizationId: string | null;
  organizationName: string | null;
  role: {
    id: string | null;
    name: string | null;
    number: number | null;
    permissions: Permission[];
  };
}

/** Loads the caller's context, or null when the session is unknown, revoked or expired. */
export async function loadAuthContext(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<AuthContext | null> {
  const [row] = await db
    .select({
      organizationId: memberships.organizationId,
      organizationName: organizations.name,
      roleId: roles.id,
      roleName: roles.name,
      roleNumber: roles.number,
    })
    .from(sessions)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, sessions.userId), eq(memberships.isActive, true)),
    )
    .leftJoin(organizations, eq(organizations.id, memberships.organizationId))
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;

  const permissionRows = row.roleId
    ? await db
        .select({
          entity: rolePermissions.entity,
          read: rolePermissions.read,
          write: rolePermissions.write,
          update: rolePermissions.update,
        })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleId, row.roleId))
    : [];
  return {
    userId,
    sessionId,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    role: {
      id: row.roleId,
      name: row.roleName,
      number: row.roleNumber,
      permissions: presentPermissions(permissionRows),
    },
  };
}

import { sql } from 'drizzle-orm';
import type { Permission } from '../../contract/permissions';
import type { Db } from '../db/client';
import { presentPermissions, type PermissionRow } from './permissions';

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

interface AuthRow {
  organization_id: string | null;
  organization_name: string | null;
  role_id: string | null;
  role_name: string | null;
  role_number: number | null;
  /** json_agg of the role's rows; node-postgres and PGlite both parse json. */
  permissions: PermissionRow[] | string;
}

/**
 * Loads the caller's context, or null when the session is unknown, revoked or expired.
 *
 * One statement, outside any transaction block: `console_auth_context` (migration 0015) turns
 * to console_app with the scope { no organisation, this user } for that statement, the scope
 * the guard's transaction used, and reads the live session of this user, its active
 * membership, organisation, role and permissions under the same policies.
 */
export async function loadAuthContext(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date = new Date(),
): Promise<AuthContext | null> {
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  const { rows } = (await db.execute(
    sql`select * from console_auth_context(${sessionId}::uuid, ${userId}::uuid,
          ${now.toISOString()}::timestamptz)`,
  )) as unknown as { rows: AuthRow[] };
  const row = rows[0];
  if (!row) return null;
  const permissions =
    typeof row.permissions === 'string'
      ? (JSON.parse(row.permissions) as PermissionRow[])
      : row.permissions;
  return {
    userId,
    sessionId,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    role: {
      id: row.role_id,
      name: row.role_name,
      number: row.role_number,
      permissions: presentPermissions(row.role_id ? permissions : []),
    },
  };
}

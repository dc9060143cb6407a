import { sql } from 'drizzle-orm';
import type { ContractStanding, ContractStatus } from '../../contract/organizations';
import type { Permission } from '../../contract/permissions';
import { permissionsUnder } from '../../machines/contract.machine';
import type { Db } from '../db/client';
import { standingOf } from './contract-standing';
import { presentPermissions, type PermissionRow } from './permissions';

/** Who is calling, read fresh from the database on every request. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  /** The active organisation; null when the user has no active membership. */
  organizationId: string | null;
  organizationName: string | null;
  /** The active organisation's contract and what it means today; null without one. */
  contract: { status: ContractStatus; endsAt: string; standing: ContractStanding } | null;
  role: {
    id: string | null;
    name: string | null;
    number: number | null;
    /**
     * The rights the contract leaves (the contract machine's `permissionsUnder`): the role's
     * own while in force, reading only while paused, none once canceled or ended. What every
     * route and handler checks.
     */
    permissions: Permission[];
    /** The role's own rights, before the contract (the guard tells 403 from 409 with them). */
    granted: Permission[];
  };
}

/** A row of console_auth_context (migration 0023). */
export interface AuthRow {
  organization_id: string | null;
  organization_name: string | null;
  contract_status: ContractStatus | null;
  /** `YYYY-MM-DD` (a date column cast to text by the function). */
  ends_at: string | null;
  role_id: string | null;
  role_name: string | null;
  role_number: number | null;
  /** json_agg of the role's rows; node-postgres and PGlite both parse json. */
  permissions: PermissionRow[] | string;
}

/**
 * Loads the caller's context, or null when the session is unknown, revoked or expired.
 *
 * One statement, outside any transaction block: `console_auth_context` (migration 0015,
 * replaced by 0023 to answer the contract too) turns to console_app with the scope { no
 * organisation, this user } for that statement, the scope the guard's transaction used, and
 * reads the live session of this user, its active membership, organisation with its contract,
 * role and permissions under the same policies. `today` (the server clock's day) decides what
 * the contract means.
 */
export async function loadAuthContext(
  db: Db,
  userId: string,
  sessionId: string,
  today: string,
  now: Date = new Date(),
): Promise<AuthContext | null> {
  // Both drivers (node-postgres, PGlite) answer `{ rows }`.
  const { rows } = (await db.execute(
    sql`select * from console_auth_context(${sessionId}::uuid, ${userId}::uuid,
          ${now.toISOString()}::timestamptz)`,
  )) as unknown as { rows: AuthRow[] };
  const row = rows[0];
  return row ? authContextOf(row, userId, sessionId, today) : null;
}

/** The context a row of console_auth_context describes, on the server clock's day `today`. */
export function authContextOf(
  row: AuthRow,
  userId: string,
  sessionId: string,
  today: string,
): AuthContext {
  const permissionRows =
    typeof row.permissions === 'string'
      ? (JSON.parse(row.permissions) as PermissionRow[])
      : row.permissions;
  const granted = presentPermissions(row.role_id ? permissionRows : []);
  const contract =
    row.organization_name !== null && row.contract_status !== null && row.ends_at !== null
      ? {
          status: row.contract_status,
          endsAt: row.ends_at,
          standing: standingOf(
            {
              name: row.organization_name,
              contractStatus: row.contract_status,
              endsAt: row.ends_at,
            },
            today,
          ),
        }
      : null;
  return {
    userId,
    sessionId,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    contract,
    role: {
      id: row.role_id,
      name: row.role_name,
      number: row.role_number,
      permissions: permissionsUnder(contract?.standing ?? 'inForce', granted),
      granted,
    },
  };
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthContext } from './auth-context';
import { currentRequest } from './request-context';

/**
 * The role the services query as (migration 0002_rls.sql): not a superuser, owns nothing,
 * so the row-level security policies of the tenant-owned tables apply to it.
 */
export const APP_ROLE = 'console_app';

/** What the row-level security policies see for one transaction (see 0002_rls.sql). */
export interface TenantScope {
  /** app.organization_id: the caller's active organisation; null sees no tenant rows. */
  organizationId: string | null;
  /** app.user_id: the caller, for self-scoped rows (one's own memberships). */
  userId: string | null;
  /** app.platform: platform-wide reading; only for routes whose declared access needs it. */
  platform?: boolean;
  /** app.join_code: the one join code being redeemed (join-group only). */
  joinCode?: string;
  /** app.invitation_token: the HMAC of the one invitation link being opened (accepting). */
  invitationToken?: string;
}

/** No organisation, no user: what public routes (login, sign-up, codes) run with. */
export const NO_TENANT: TenantScope = { organizationId: null, userId: null };

/** The scope of an authenticated caller: their active organisation and themselves. */
export const scopeOf = (auth: Pick<AuthContext, 'userId' | 'organizationId'>): TenantScope => ({
  organizationId: auth.organizationId,
  userId: auth.userId,
});

/** The five settings of a scope, as set_config(..., true) calls of one select list. */
const scopeSettings = (scope: TenantScope) =>
  sql`set_config('app.organization_id', ${scope.organizationId ?? ''}, true),
      set_config('app.user_id', ${scope.userId ?? ''}, true),
      set_config('app.platform', ${scope.platform ? 'on' : ''}, true),
      set_config('app.join_code', ${scope.joinCode ?? ''}, true),
      set_config('app.invitation_token', ${scope.invitationToken ?? ''}, true)`;

/**
 * What the audit trail's trigger records with every row written (migration 0022): the caller,
 * the route and the request id of the request being handled (request-context.ts), or '' outside
 * one. Set once per transaction and never moved by `setTenantScope`: the actor stays the
 * caller even when a route acts in another user's or organisation's scope.
 */
function auditSettings() {
  const request = currentRequest();
  return sql`set_config('app.actor_id', ${request?.actorId ?? ''}, true),
      set_config('app.request_id', ${request?.requestId ?? ''}, true),
      set_config('app.route', ${request?.route ?? ''}, true)`;
}

/**
 * Sets the scope for the rest of the current transaction (set_config(..., true) is undone
 * at its end). Call inside `withTenant`; calling it again narrows or moves the scope, which
 * only code with a stated reason does (sign-up into DEFAULT, redeeming a join code or an
 * invitation).
 */
export async function setTenantScope(tx: Db, scope: TenantScope): Promise<void> {
  await tx.execute(sql`select ${scopeSettings(scope)}`);
}

/**
 * Runs `work` in a transaction as console_app with the given scope. Everything in `work`
 * must use `tx` (never the outer `db`: PGlite has one connection, and the outer handle would
 * bypass the policies). Stores that open their own transaction get a savepoint inside it.
 *
 * The role, the scope and the audit settings are one statement after BEGIN:
 * `set_config('role', ..., true)` is `SET LOCAL ROLE` (undone at COMMIT or ROLLBACK, like the
 * settings), so a transaction costs BEGIN, this select, the work and COMMIT; the audit trail's
 * triggers run inside the work's own statements.
 */
export function withTenant<T>(
  db: Db,
  scope: TenantScope,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), ${scopeSettings(scope)}, ${auditSettings()}`,
    );
    return work(tx);
  });
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { literal, pgTransactionsOf } from '../db/transactions';
import type { AuthContext } from './auth-context';
import { currentRequest, type RequestContext } from './request-context';

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

/** One transaction-local setting: a name for set_config and its value. */
type Setting = readonly [name: string, value: string];

/** The five settings of a scope (see 0002_rls.sql). */
const scopeSettings = (scope: TenantScope): Setting[] => [
  ['app.organization_id', scope.organizationId ?? ''],
  ['app.user_id', scope.userId ?? ''],
  ['app.platform', scope.platform ? 'on' : ''],
  ['app.join_code', scope.joinCode ?? ''],
  ['app.invitation_token', scope.invitationToken ?? ''],
];

/**
 * What the audit trail's trigger records with every row written (migration 0022): the caller,
 * the route and the request id of the request being handled (request-context.ts), or '' outside
 * one. Set once per transaction and never moved by `setTenantScope`: the actor stays the
 * caller even when a route acts in another user's or organisation's scope.
 */
export const auditSettings = (request: RequestContext | undefined): Setting[] => [
  ['app.actor_id', request?.actorId ?? ''],
  ['app.request_id', request?.requestId ?? ''],
  ['app.route', request?.route ?? ''],
];

/** `set_config('role', ..., true)` is `SET LOCAL ROLE`: undone at COMMIT or ROLLBACK. */
export const ROLE: Setting = ['role', APP_ROLE];

/** The settings as set_config(..., true) calls of one select list, with bound values. */
const boundSettings = (settings: Setting[]) =>
  sql.join(
    settings.map(([name, value]) => sql`set_config(${sql.raw(literal(name))}, ${value}, true)`),
    sql`, `,
  );

/** The same, with the values written in (the simple protocol of `pgTransactionsOf`). */
export const literalSettings = (settings: Setting[]): string =>
  settings
    .map(([name, value]) => `set_config(${literal(name)}, ${literal(value)}, true)`)
    .join(', ');

/** Whether two scopes set the same five settings. */
export function sameScope(a: TenantScope, b: TenantScope): boolean {
  const other = scopeSettings(b);
  return scopeSettings(a).every(([, value], i) => value === other[i]![1]);
}

/**
 * Sets the scope for the rest of the current transaction (set_config(..., true) is undone
 * at its end). Call inside `withTenant`; calling it again narrows or moves the scope, which
 * only code with a stated reason does (sign-up into DEFAULT, redeeming a join code or an
 * invitation).
 */
export async function setTenantScope(tx: Db, scope: TenantScope): Promise<void> {
  await tx.execute(sql`select ${boundSettings(scopeSettings(scope))}`);
}

/**
 * Makes `userId` the actor the audit trail records for the rest of the transaction: a public
 * route that creates the person (registering from an invitation) acts for them from there on,
 * so accepting the invitation is theirs, not nobody's. The only move of the audit settings.
 */
export async function actAs(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select set_config('app.actor_id', ${userId}, true)`);
}

/**
 * Runs `work` in a transaction as console_app with the given scope. Everything in `work`
 * must use `tx` (never the outer `db`: PGlite has one connection, and the outer handle would
 * bypass the policies). Stores that open their own transaction get a savepoint inside it.
 *
 * The role, the scope and the audit settings are one statement, so a transaction costs its
 * opening, the work and COMMIT; the audit trail's triggers run inside the work's own
 * statements. On PostgreSQL the opening is also the BEGIN (one message, db/transactions.ts),
 * and the first call of a request takes the transaction the auth guard opened with the
 * caller's context (request-transaction.ts), so its opening costs nothing more.
 */
export async function withTenant<T>(
  db: Db,
  scope: TenantScope,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const request = currentRequest();
  const held = request?.transaction?.take(db);
  if (held) {
    return held.opened.run(async (tx) => {
      if (!sameScope(held.scope, scope)) await setTenantScope(tx, scope);
      return work(tx);
    });
  }
  const settings = [ROLE, ...scopeSettings(scope), ...auditSettings(request)];
  const pg = pgTransactionsOf(db);
  if (pg) return (await pg.open(`select ${literalSettings(settings)}`)).run(work);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${boundSettings(settings)}`);
    return work(tx);
  });
}

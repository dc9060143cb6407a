import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { literal, type OpenTransaction, type PgTransactions } from '../db/transactions';
import { authContextOf, type AuthContext, type AuthRow } from './auth-context';
import { routeOf } from './request-context';
import { auditSettings, literalSettings, ROLE, scopeOf, type TenantScope } from './tenant';

/**
 * The transaction the auth guard opens for a request on PostgreSQL once its body is read, in one
 * message: BEGIN, the caller's context (console_auth_context) and the settings it implies
 * (console_app, the active organisation and the caller, the audit trail's actor, route and
 * request id). The request's first `withTenant` takes it, so authentication and scope cost that
 * one round trip beside the route's own statements.
 *
 * Held only briefly: the request-context hook lets it go one turn of the event loop after the
 * handler starts if no `withTenant` took it by then, every checkout of the pool in the request
 * lets it go first (one request never holds a connection while it waits for another), and
 * sending the answer or the client leaving lets it go at the latest.
 */
export class RequestTransaction {
  private state: 'held' | 'taken' | 'released' = 'held';

  constructor(
    private readonly db: Db,
    readonly opened: OpenTransaction,
    /** The scope the opening set: the caller in their active organisation. */
    readonly scope: TenantScope,
  ) {}

  /** This transaction, to the first caller that asks with the same database handle. */
  take(db: Db): RequestTransaction | undefined {
    if (this.state !== 'held' || db !== this.db) return undefined;
    this.state = 'taken';
    return this;
  }

  /** Rolls back and lets go, unless a `withTenant` took it (that one commits). */
  release(): void {
    if (this.state !== 'held') return;
    this.state = 'released';
    void this.opened.abandon().catch(() => undefined);
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The transaction the auth guard opened (PostgreSQL). */
    transaction: RequestTransaction | null;
  }
}

/**
 * Opens the request's transaction with the caller's context. Null (and nothing held) when the
 * session is unknown, revoked or expired.
 */
export async function openRequestTransaction(
  request: FastifyRequest,
  db: Db,
  pg: PgTransactions,
  claims: { userId: string; sessionId: string },
  today: string,
  now: Date = new Date(),
): Promise<{ auth: AuthContext; transaction: RequestTransaction } | null> {
  const { userId, sessionId } = claims;
  const audit = auditSettings({ requestId: request.id, route: routeOf(request), actorId: userId });
  // console_auth_context sets console_app and the scope { no organisation, this user } itself;
  // they are set again here so the opening says all it sets, the organisation from its row.
  const opened = await pg.open(
    `select context.*,
       set_config('app.organization_id', coalesce(context.organization_id::text, ''), true),
       ${literalSettings([
         ROLE,
         ['app.user_id', userId],
         ['app.platform', ''],
         ['app.join_code', ''],
         ['app.invitation_token', ''],
         ...audit,
       ])}
     from console_auth_context(${literal(sessionId)}::uuid, ${literal(userId)}::uuid,
       ${literal(now.toISOString())}::timestamptz) as context`,
  );
  const row = opened.rows[0] as AuthRow | undefined;
  if (!row) {
    await opened.abandon();
    return null;
  }
  const auth = authContextOf(row, userId, sessionId, today);
  return { auth, transaction: new RequestTransaction(db, opened, scopeOf(auth)) };
}

/** Lets go of a request's transaction no `withTenant` took, once the answer is on its way. */
export function registerRequestTransactionRelease(app: FastifyInstance): void {
  app.decorateRequest('transaction', null);
  const release = async (request: FastifyRequest) => request.transaction?.release();
  app.addHook('onSend', release);
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}

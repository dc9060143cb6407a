import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { TOKEN } from '../../contract/auth';
import { MESSAGES } from '../../contract/messages';
import { CONTRACT_STANDING_HEADER } from '../../contract/organization-constants';
import { OPERATIONS, resourceSchema } from '../../contract/permissions';
import type { Db } from '../db/client';
import { grantsOf, type RegisteredRoute, type RouteAccess } from './access';
import { pgTransactionsOf } from '../db/transactions';
import { loadAuthContext, type AuthContext } from './auth-context';
import { contractRefusal, isoDay } from './contract-standing';
import { missingRight, unauthorized } from './errors';
import { whyNot } from '../../machines/why-not';
import { currentRequest } from './request-context';
import { openRequestTransaction, registerRequestTransactionRelease } from './request-transaction';
import type { TokenClaims, TokenService } from './tokens';

export const API_PREFIX = '/api';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_\-.]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

const resourceAccessSchema = z.strictObject({ resource: resourceSchema, op: z.enum(OPERATIONS) });
const accessSchema = z.union([
  resourceAccessSchema,
  z.strictObject({ anyOf: z.array(resourceAccessSchema).min(1) }),
]);

function isValidAccess(access: unknown): access is RouteAccess {
  if (access === 'public' || access === 'authenticated') return true;
  return accessSchema.safeParse(access).success;
}

async function guard(
  app: FastifyInstance,
  /** `clock`: the server clock (default the system's), whose day decides contract standings. */
  options: { db: Db; tokens: TokenService; clock?: () => Date },
) {
  app.decorateRequest('auth', null);
  app.decorate('routeRegistry', [] as RegisteredRoute[]);
  registerRequestTransactionRelease(app);
  // A request that checks out another connection first lets go of the one it holds.
  pgTransactionsOf(options.db)?.beforeCheckout(() => currentRequest()?.transaction?.release());

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isApi = route.url === API_PREFIX || route.url.startsWith(`${API_PREFIX}/`);
    if (isApi && !isValidAccess(access)) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} must declare config.access ` +
          `('public', 'authenticated', { resource, op } or { anyOf: [{ resource, op }] }).`,
      );
    }
    const organizationUse = route.config?.organizationUse;
    for (const method of methods) {
      app.routeRegistry.push({ method, url: route.url, access, organizationUse });
    }
  });

  // Who calls, from the token alone: no database, and no body is read for a caller without one.
  const claimsOf = new WeakMap<FastifyRequest, TokenClaims>();
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Routes outside /api (static files, 404) have no declaration and are public.
    if (access === undefined || access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized(MESSAGES.unauthenticated);
    try {
      claimsOf.set(request, await options.tokens.verify(token, TOKEN.accessType));
    } catch {
      throw unauthorized(MESSAGES.sessionExpired);
    }
  });

  // What the caller may do, once the body is read (before validation): one statement, the
  // session's own context with its organisation's contract (auth-context.ts), which the server
  // clock's day turns into a standing. On PostgreSQL it also opens the request's transaction
  // (request-transaction.ts), held from here to the handler's first turn; else it stands alone.
  app.addHook('preValidation', async (request, reply) => {
    const claims = claimsOf.get(request);
    if (!claims) return;
    const access = request.routeOptions.config.access as Exclude<RouteAccess, 'public'>;
    const today = isoDay(options.clock?.() ?? new Date());
    const pg = pgTransactionsOf(options.db);
    let auth: AuthContext | null;
    if (pg) {
      const opened = await openRequestTransaction(request, options.db, pg, claims, today);
      auth = opened?.auth ?? null;
      request.transaction = opened?.transaction ?? null;
    } else {
      auth = await loadAuthContext(options.db, claims.userId, claims.sessionId, today);
    }
    if (!auth) throw unauthorized(MESSAGES.sessionExpired);
    request.auth = auth;
    reply.header(CONTRACT_STANDING_HEADER, auth.contract?.standing ?? 'none');
    // The role's rights first (403 naming the grants that would do), then the contract's
    // (paused: read-only; canceled or ended: nothing): the rule the console's buttons explain.
    const why =
      access === 'authenticated'
        ? null
        : whyNot(auth.role.granted, auth.contract?.standing ?? 'inForce', grantsOf(access));
    if (why?.reason === 'right') throw missingRight([...why.missing]);
    const refusal = contractRefusal(auth, access, request.routeOptions.config.organizationUse);
    if (refusal) throw refusal;
  });
}

export const authGuard = fp(guard, { name: 'auth-guard' });

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { TOKEN } from '../../contract/auth';
import { MESSAGES } from '../../contract/messages';
import { OPERATIONS, resourceSchema } from '../../contract/permissions';
import type { Db } from '../db/client';
import { grantsOf, type RegisteredRoute, type RouteAccess } from './access';
import { loadAuthContext } from './auth-context';
import { contractRefusal, isoDay } from './contract-standing';
import { forbidden, unauthorized } from './errors';
import { can } from './permissions';
import type { TokenService } from './tokens';

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

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Routes outside /api (static files, 404) have no declaration and are public.
    if (access === undefined || access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized(MESSAGES.unauthenticated);
    let claims;
    try {
      claims = await options.tokens.verify(token, TOKEN.accessType);
    } catch {
      throw unauthorized(MESSAGES.sessionExpired);
    }
    // One statement, no transaction: the session's own context with its organisation's
    // contract (auth-context.ts), which the server clock's day turns into a standing.
    const today = isoDay(options.clock?.() ?? new Date());
    const auth = await loadAuthContext(options.db, claims.userId, claims.sessionId, today);
    if (!auth) throw unauthorized(MESSAGES.sessionExpired);
    request.auth = auth;
    if (
      access !== 'authenticated' &&
      !grantsOf(access).some((grant) => can(auth.role.granted, grant.resource, grant.op))
    ) {
      throw forbidden();
    }
    // The role allows it; the contract may not (paused: read-only; canceled or ended: nothing).
    const refusal = contractRefusal(auth, access, request.routeOptions.config.organizationUse);
    if (refusal) throw refusal;
  });
}

export const authGuard = fp(guard, { name: 'auth-guard' });

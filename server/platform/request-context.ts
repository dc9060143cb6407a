import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** The request a transaction serves, as the audit trail records it (audit_log). */
export interface RequestContext {
  requestId: string;
  /** `METHOD /pattern` of the matched route, e.g. `PUT /api/users/v1/class_room/:id`. */
  route: string;
  /** The signed-in caller; null on public routes. */
  actorId: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request being handled, or undefined outside one (workers, scripts, tests). */
export const currentRequest = (): RequestContext | undefined => storage.getStore();

/**
 * Runs each handler of a service inside its request's context, so `withTenant` tells the
 * database who asks, through which route and under which request id without every call site
 * passing them. Each service plugin registers it (as its health route), so a service running
 * alone has it too. preHandler: the auth guard (onRequest) knows the caller by then, and the
 * body is parsed (a body's stream events would run outside a context entered earlier).
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    storage.run({ requestId: request.id, route, actorId: request.auth?.userId ?? null }, done);
  });
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestTransaction } from './request-transaction';

/** The request a transaction serves, as the audit trail records it (audit_log). */
export interface RequestContext {
  requestId: string;
  /** `METHOD /pattern` of the matched route, e.g. `PUT /api/users/v1/class_room/:id`. */
  route: string;
  /** The signed-in caller; null on public routes. */
  actorId: string | null;
  /** The transaction the auth guard opened for the request, for its first `withTenant`. */
  transaction?: RequestTransaction | null;
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
    const { transaction } = request;
    // A handler takes the guard's transaction in its first turn or not at all (held briefly).
    if (transaction) setImmediate(() => transaction.release());
    storage.run(
      {
        requestId: request.id,
        route: routeOf(request),
        actorId: request.auth?.userId ?? null,
        transaction,
      },
      done,
    );
  });
}

/** `METHOD /pattern` of the request's route, as the audit trail records it. */
export const routeOf = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? request.url}`;

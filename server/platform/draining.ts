import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './error-handling';
import { serviceUnavailable } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Start answering new requests with 503 while in-flight ones finish. */
    startDraining(): void;
  }
}

/**
 * While shutting down, requests that still arrive on open keep-alive connections get our
 * 503 body and `Connection: close` (Fastify's own 503 is turned off so the body matches
 * the wire format). New connections are refused once the server stops listening.
 */
async function draining(app: FastifyInstance) {
  let isDraining = false;
  app.decorate('startDraining', () => {
    isDraining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isDraining) return sendError(request, reply, serviceUnavailable());
  });
  // Responses to requests that were already in flight close their connection too, so the
  // server can finish closing as soon as the last one is sent.
  app.addHook('onSend', async (_request, reply) => {
    if (isDraining && !reply.raw.headersSent) reply.header('connection', 'close');
  });
}

export const drainingPlugin = fp(draining, { name: 'draining' });

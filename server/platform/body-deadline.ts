import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerAndClose, requestTimedOut } from './client-errors';

const isUpload = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0;

/**
 * A body other than an upload's must arrive whole within `timeoutMs` of its head (Node's own
 * `requestTimeout`, the upload timeout, is far longer): a client sending a byte every few
 * seconds, or stopping half-way, gets 408 in the usual error body and its connection is
 * closed, instead of holding it for minutes. Multipart uploads (the only bodies a route reads
 * as a stream; no other route accepts them, answering 415 at once) keep Node's limit.
 */
export function registerBodyDeadline(app: FastifyInstance, timeoutMs: number) {
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    if (raw.complete || !hasBody(request) || isUpload(request)) return done();
    const timer = setTimeout(() => {
      if (raw.complete || reply.raw.headersSent) return;
      answerAndClose(request.log, raw.socket, requestTimedOut(), 'body too slow');
    }, timeoutMs);
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    reply.raw.once('finish', stop);
    done();
  });
}

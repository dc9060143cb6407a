import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { MESSAGES } from '../../contract/messages';
import { ERROR_CODES } from '../../contract/wire';
import { badRequest, HttpError } from './errors';

/** What Node passes with a client error (a parse error's code, or its timeout's). */
type ClientError = Error & { code?: string };

function httpErrorOf(error: ClientError): HttpError {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return requestTimedOut();
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return new HttpError(431, ERROR_CODES.tooLarge, MESSAGES.tooLarge);
  }
  return badRequest();
}

/**
 * Writes `httpError` in the usual error body straight to the socket and closes it: for a
 * request no route can answer any more. Its request id is its own, and the log line's.
 */
export function answerAndClose(
  log: FastifyBaseLogger,
  socket: Socket,
  httpError: HttpError,
  reason: string | undefined,
) {
  const requestId = randomUUID();
  log.info({ requestId, status: httpError.statusCode, reason }, 'request refused before routing');
  // An answer already started on this connection cannot be followed by another one.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify(httpError.toBody(requestId));
    socket.write(
      [
        `HTTP/1.1 ${httpError.statusCode} ${STATUS_CODES[httpError.statusCode]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'x-content-type-options: nosniff',
        `x-request-id: ${requestId}`,
        'connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy();
}

/** 408 in the usual error body. */
export const requestTimedOut = () =>
  new HttpError(408, ERROR_CODES.requestTimeout, MESSAGES.requestTimeout);

/**
 * Fastify's `clientErrorHandler`: errors Node meets before a route can answer (an upload did
 * not arrive whole within UPLOAD_TIMEOUT_MS, or a head within REQUEST_TIMEOUT_MS; a head too
 * large; bytes that are not HTTP) get the usual error body instead of Node's or Fastify's own,
 * then the connection is closed. Fastify calls it with the instance as `this`.
 */
export function answerClientError(this: FastifyInstance, error: ClientError, socket: Socket) {
  // The peer is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  answerAndClose(this.log, socket, httpErrorOf(error), error.code);
}

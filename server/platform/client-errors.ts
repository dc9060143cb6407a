import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../contract/messages';
import { ERROR_CODES } from '../../contract/wire';
import { badRequest, HttpError } from './errors';

/** What Node passes with a client error (a parse error's code, or its timeout's). */
type ClientError = Error & { code?: string };

function httpErrorOf(error: ClientError): HttpError {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new HttpError(408, ERROR_CODES.requestTimeout, MESSAGES.requestTimeout);
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return new HttpError(431, ERROR_CODES.tooLarge, MESSAGES.tooLarge);
  }
  return badRequest();
}

/**
 * Fastify's `clientErrorHandler`: errors Node meets before a route can answer (the request did
 * not arrive whole within REQUEST_TIMEOUT_MS, or its head within 60 s; a head too large; bytes
 * that are not HTTP) get the usual error body instead of Node's or Fastify's own, with a request
 * id of their own that the log line carries too. The connection is closed after it. Fastify
 * calls it with the instance as `this`.
 */
export function answerClientError(this: FastifyInstance, error: ClientError, socket: Socket) {
  // The peer is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const httpError = httpErrorOf(error);
  const requestId = randomUUID();
  this.log.info(
    { requestId, status: httpError.statusCode, reason: error.code },
    'request refused before routing',
  );
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
  socket.destroy(error);
}

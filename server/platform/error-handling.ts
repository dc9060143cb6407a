import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../contract/wire';
import { MESSAGES } from '../../contract/messages';
import { badRequest, HttpError, internalError, notFound } from './errors';

const byFastifyCode: Record<string, () => HttpError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => badRequest(MESSAGES.malformedJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => badRequest(MESSAGES.malformedJson),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new HttpError(413, ERROR_CODES.tooLarge, MESSAGES.tooLarge),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new HttpError(415, ERROR_CODES.unsupportedMedia, MESSAGES.unsupportedMediaType),
};

const codeByStatus: Record<number, HttpError['code']> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.tooLarge,
  415: ERROR_CODES.unsupportedMedia,
  429: ERROR_CODES.tooManyRequests,
  503: ERROR_CODES.unavailable,
};

/** The call in a person's words for the spec's generic message: `POST v1/class_room`. */
export const actionOf = (request: FastifyRequest) =>
  `${request.method} ${(request.routeOptions.url ?? request.url).replace(/^\/api\/[a-z]+\//, '')}`;

/**
 * Maps anything thrown to an error that is safe to show; unknown errors become a 500 in the
 * spec's words, naming the call (`action`), never the error itself.
 */
export function toHttpError(error: unknown, action?: string): HttpError {
  if (error instanceof HttpError) return error;
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? byFastifyCode[fastifyError.code] : undefined;
  if (known) return known();
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return badRequest(MESSAGES.malformedJson);
  }
  const status = fastifyError.statusCode;
  // Other client errors raised by Fastify itself (bad URL, bad content length ...).
  if (status && status >= 400 && status < 500) {
    const code = codeByStatus[status] ?? ERROR_CODES.badRequest;
    return new HttpError(status, code, status === 404 ? MESSAGES.notFound : MESSAGES.badRequest);
  }
  return internalError(action);
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  return reply.code(error.statusCode).headers(error.headers).send(error.toBody(request.id));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const httpError = toHttpError(error, actionOf(request));
    if (httpError.statusCode >= 500) {
      // The stack goes to the log only; the caller gets the request id to quote.
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ status: httpError.statusCode, code: httpError.code }, 'request refused');
    }
    return sendError(request, reply, httpError);
  });
}

export const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(request, reply, notFound());

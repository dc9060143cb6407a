import { ERROR_CODES, type ApiError } from '../../contract/wire';
import { MESSAGES } from '../../contract/messages';

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
export type FieldErrors = Record<string, string>;

/** An error whose status, code and message may be shown to the caller as they are. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers: Record<string, string> = {},
    /** Extra fields of the error body (attempts left, retry time). */
    readonly details: Pick<
      ApiError,
      'attemptsLeft' | 'retryAfterSeconds' | 'missing' | 'restore' | 'edit'
    > = {},
  ) {
    super(message);
  }

  toBody(requestId: string): ApiError {
    return {
      message: this.message,
      code: this.code,
      requestId,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
      ...this.details,
    };
  }
}

export const badRequest = (message: string = MESSAGES.badRequest, fieldErrors?: FieldErrors) =>
  new HttpError(400, ERROR_CODES.badRequest, message, fieldErrors);

export const unauthorized = (message: string = MESSAGES.unauthenticated) =>
  new HttpError(401, ERROR_CODES.unauthorized, message, undefined, {
    'www-authenticate': 'Bearer',
  });

export const forbidden = (message: string = MESSAGES.forbidden) =>
  new HttpError(403, ERROR_CODES.forbidden, message);

/** 403 of the role's rights: `missing`, the grants of which any one would have done. */
export const missingRight = (missing: ApiError['missing']) =>
  new HttpError(403, ERROR_CODES.forbidden, MESSAGES.forbidden, undefined, {}, { missing });

export const notFound = (message: string = MESSAGES.notFound) =>
  new HttpError(404, ERROR_CODES.notFound, message);

export const conflict = (message: string) => new HttpError(409, ERROR_CODES.conflict, message);

export const serviceUnavailable = () =>
  new HttpError(503, ERROR_CODES.unavailable, MESSAGES.shuttingDown, undefined, {
    connection: 'close',
  });

/** A failure nobody foresaw, in the spec's words; `action` names the call (`POST v1/class_room`). */
export const internalError = (action = 'this request') =>
  new HttpError(500, ERROR_CODES.internal, MESSAGES.internal(action));

/** 429 with `Retry-After` and `retryAfterSeconds` in the body. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(
    429,
    ERROR_CODES.tooManyRequests,
    message,
    undefined,
    { 'retry-after': String(seconds) },
    { retryAfterSeconds: seconds },
  );
};

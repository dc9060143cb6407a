import type { TRANSPORT_ERRORS as CONTRACT_TRANSPORT_ERRORS } from '../../contract/wire';
import { i18n } from '../i18n/i18n';

// The contract's values, restated so that its zod schemas stay out of the login route's bundle.
const TRANSPORT_ERRORS = {
  fetch: 'FETCH_ERROR',
  timeout: 'TIMEOUT_ERROR',
  parsing: 'PARSING_ERROR',
} as const satisfies typeof CONTRACT_TRANSPORT_ERRORS;

export type ApiFailureStatus =
  | number
  | typeof TRANSPORT_ERRORS.fetch
  | typeof TRANSPORT_ERRORS.timeout
  | typeof TRANSPORT_ERRORS.parsing;

export interface ApiFailureInit {
  status: ApiFailureStatus;
  message: string;
  /** The error body's `code` (e.g. `EMAIL_NOT_VERIFIED`), when the server sent one. */
  code?: string;
  originalStatus?: number;
  fieldErrors?: Record<string, string>;
  /** Wrong-code answers say how many tries are left. */
  attemptsLeft?: number;
  /** 429 answers say when to try again. */
  retryAfterSeconds?: number;
  /** A 412: the record as it is now, its ETag, who changed it and when (docs/edit-conflicts.md). */
  edit?: EditConflict;
}

export interface EditConflict {
  current: unknown;
  etag: string;
  changedBy: { id: string; name: string } | null;
  changedAt: string | null;
}

/**
 * Every failed call rejects with this: an HTTP status with the server's message, or one of the
 * transport statuses of SPEC section 8. It is an Error so that query hooks and machines read its
 * message like any other failure.
 */
export class ApiFailure extends Error {
  readonly status: ApiFailureStatus;
  readonly code?: string;
  readonly originalStatus?: number;
  readonly fieldErrors?: Record<string, string>;
  readonly attemptsLeft?: number;
  readonly retryAfterSeconds?: number;
  readonly edit?: EditConflict;

  constructor(init: ApiFailureInit) {
    super(init.message);
    this.name = 'ApiFailure';
    this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    if (init.originalStatus !== undefined) this.originalStatus = init.originalStatus;
    if (init.fieldErrors !== undefined) this.fieldErrors = init.fieldErrors;
    if (init.attemptsLeft !== undefined) this.attemptsLeft = init.attemptsLeft;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
    if (init.edit !== undefined) this.edit = init.edit;
  }
}

const EMPTY = Symbol('empty');

/** The body as JSON, `EMPTY` when there is none; throws when it is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text.trim() === '' ? EMPTY : (JSON.parse(text) as unknown);
}

/** An answer that is not what the call expects (not JSON, or not the contract's shape). */
export function parsingFailure(status: number): ApiFailure {
  return new ApiFailure({
    status: TRANSPORT_ERRORS.parsing,
    originalStatus: status,
    message: i18n.t('errors.parsing', { status }),
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  );
  return Object.fromEntries(entries);
}

function integer(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

/** The failed call for the spec's generic message: its path under the service, or its status. */
function actionOf(response: Response): string {
  const path = response.url ? new URL(response.url).pathname : '';
  return path.replace(/^\/api\/[a-z]+\//, '') || `status ${response.status}`;
}

/** A non-2xx answer as a failure: its status, the server's message and field errors. */
export async function fromHttpError(response: Response): Promise<ApiFailure> {
  let body: unknown;
  try {
    body = await readJson(response);
  } catch {
    return parsingFailure(response.status);
  }
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message
      ? body.message
      : i18n.t('errors.http', { action: actionOf(response) });
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
  const fieldErrors = isRecord(body) ? stringRecord(body.fieldErrors) : undefined;
  const attemptsLeft = isRecord(body) ? integer(body.attemptsLeft) : undefined;
  const retryAfterSeconds = isRecord(body) ? integer(body.retryAfterSeconds) : undefined;
  const edit = isRecord(body) ? editOf(body.edit) : undefined;
  return new ApiFailure({
    status: response.status,
    message,
    ...(code !== undefined && { code }),
    ...(fieldErrors && { fieldErrors }),
    ...(attemptsLeft !== undefined && { attemptsLeft }),
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
    ...(edit && { edit }),
  });
}

/** A 412's `edit`, when it has the shape the services send. */
function editOf(value: unknown): EditConflict | undefined {
  if (!isRecord(value) || typeof value.etag !== 'string') return undefined;
  const by = value.changedBy;
  return {
    current: value.current,
    etag: value.etag,
    changedBy:
      isRecord(by) && typeof by.id === 'string' && typeof by.name === 'string'
        ? { id: by.id, name: by.name }
        : null,
    changedAt: typeof value.changedAt === 'string' ? value.changedAt : null,
  };
}

/**
 * ky's HTTPError (a non-2xx answer) and TimeoutError are told by name rather than by class, so
 * that this module does not load ky: the login form reads failures before the client loads.
 */
function httpErrorResponse(error: unknown): Response | null {
  return error instanceof Error &&
    error.name === 'HTTPError' &&
    'response' in error &&
    error.response instanceof Response
    ? error.response
    : null;
}

function isTimeout(error: unknown): boolean {
  return (
    (error instanceof Error && error.name === 'TimeoutError') ||
    (typeof DOMException !== 'undefined' &&
      error instanceof DOMException &&
      error.name === 'TimeoutError')
  );
}

export async function toApiFailure(error: unknown): Promise<ApiFailure> {
  if (error instanceof ApiFailure) return error;
  const response = httpErrorResponse(error);
  if (response) return fromHttpError(response);
  if (isTimeout(error)) {
    return new ApiFailure({ status: TRANSPORT_ERRORS.timeout, message: i18n.t('errors.timeout') });
  }
  // fetch rejects (TypeError) when the network fails; anything else is treated the same way.
  return new ApiFailure({ status: TRANSPORT_ERRORS.fetch, message: i18n.t('errors.fetch') });
}

/**
 * Awaits a ky call and returns its JSON body (`null` when empty), rejecting with an ApiFailure.
 */
export async function send<T>(call: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await call;
  } catch (error) {
    throw await toApiFailure(error);
  }
  try {
    const body = await readJson(response);
    return (body === EMPTY ? null : body) as T;
  } catch {
    throw parsingFailure(response.status);
  }
}

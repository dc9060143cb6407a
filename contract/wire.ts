import { z } from 'zod';
import { FIRST_PAGE, PAGE_SIZE } from './constants';

/** A message's code in the contract's catalogue, and its names and figures (docs/api.md). */
const messageKeyShape = {
  messageKey: z.string().optional(),
  messageParams: z.record(z.string(), z.string()).optional(),
};

/**
 * Every success body: `{ data, message? }` (ARCHITECTURE "Services and wire format"). Ours: a
 * delete that moved its record to the trash says which item it became (`trashId`), for Undo
 * (`POST v1/trash/{trashId}/restore`, docs/trash.md); a client written from the spec ignores it.
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    data,
    message: z.string().optional(),
    ...messageKeyShape,
    trashId: z.uuid().optional(),
  });

export const paginationSchema = z.object({
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  numOfPages: z.number().int(),
  total: z.number().int(),
  count: z.number().int(),
  /** Lists with keyset paging: pass it back as `cursor` for the next page (null on the last). */
  nextCursor: z.string().nullable().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ result: z.array(item), pagination: paginationSchema });

export const pageQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(FIRST_PAGE).default(FIRST_PAGE),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});

/** Every error body. `fieldErrors` maps a dotted path (`email`, `items.0.name`) to a message. */
export const apiErrorSchema = z.object({
  message: z.string(),
  ...messageKeyShape,
  code: z.string(),
  requestId: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** Wrong-code answers say how many tries are left. */
  attemptsLeft: z.number().int().optional(),
  /** 429 answers say when to try again (also in the Retry-After header). */
  retryAfterSeconds: z.number().int().optional(),
  /**
   * Ours: a 403 of the role's rights names the grants that would have done (any one), so a
   * client can say which right is missing (machines/why-not.ts).
   */
  missing: z
    .array(z.object({ resource: z.string(), op: z.enum(['read', 'write', 'update']) }))
    .optional(),
  /**
   * Ours: why a restore from the trash was refused (contract/trash.ts), and the trash item to
   * restore first when the record's parent is in the trash.
   */
  restore: z
    .object({
      refusal: z.enum(['nameTaken', 'parentInTrash', 'parentGone', 'seats']),
      parent: z.object({ id: z.uuid(), name: z.string() }).optional(),
    })
    .optional(),
  /**
   * Ours: a 412 (If-Match of an older version, docs/edit-conflicts.md): the record as a read
   * answers it now, its ETag, and who last changed it and when, when the audit trail says.
   */
  edit: z
    .object({
      current: z.unknown(),
      etag: z.string(),
      changedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
      changedAt: z.string().nullable(),
    })
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  /** 403 of the login: the account's e-mail is not verified yet (the console offers a code). */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  notFound: 'NOT_FOUND',
  /** 408: the request did not arrive whole within the server's time (REQUEST_TIMEOUT_MS). */
  requestTimeout: 'REQUEST_TIMEOUT',
  conflict: 'CONFLICT',
  /** 412: the If-Match names an older version of the record (an edit conflict). */
  preconditionFailed: 'PRECONDITION_FAILED',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  unprocessable: 'UNPROCESSABLE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** A provider this service relies on (machine translation) failed. */
  badGateway: 'BAD_GATEWAY',
  internal: 'INTERNAL',
} as const;

/** Transport statuses the console maps failures to (SPEC section 8). */
export const TRANSPORT_ERRORS = {
  fetch: 'FETCH_ERROR',
  timeout: 'TIMEOUT_ERROR',
  parsing: 'PARSING_ERROR',
} as const;

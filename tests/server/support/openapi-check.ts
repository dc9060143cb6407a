import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

interface MediaType {
  schema?: object;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object> };
}

/** One answer as the service gave it. */
export interface Answer {
  method: string;
  /** The route's pattern as Fastify registered it (`/api/users/v1/class_room/:id`). */
  route: string;
  status: number;
  contentType: string | undefined;
  /** The body when it was text (JSON); undefined for a stream or bytes. */
  body: string | undefined;
}

const DOCUMENT_ID = 'openapi.json';

/** Fastify's `:id` is OpenAPI's `{id}`. */
export const openApiPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The documented answer for a status: the exact code, then its class (`4XX`), then default. */
function documentedResponse(operation: Operation, status: number) {
  const responses = operation.responses ?? {};
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

const mediaTypeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/**
 * Checks answers against the OpenAPI document the app serves: the status must be documented
 * for the operation, the media type too, and a JSON body must match its schema (JSON Schema
 * 2020-12, formats included). Returns what is wrong, or null.
 */
export function createAnswerChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // Operation schemas refer to `#/components/...`: point those refs at the document.
  const rebase = <T>(value: T): T =>
    JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
      typeof item === 'string' && item.startsWith('#/components/') ? `${DOCUMENT_ID}${item}` : item,
    ) as T;
  ajv.addSchema({ $id: DOCUMENT_ID, components: rebase(document.components ?? {}) });
  const compiled = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(rebase(schema));
      compiled.set(schema, validate);
    }
    return validate;
  };

  return (answer: Answer): string | null => {
    const operation = document.paths[openApiPath(answer.route)]?.[answer.method.toLowerCase()];
    if (!operation) return `${answer.method} ${answer.route} is not in the document`;
    const where = `${answer.method} ${answer.route} ${answer.status}`;
    // A route that declares no answer yet is listed by the document test, not failed here.
    const declared = Object.keys(operation.responses ?? {}).some((code) => code.startsWith('2'));
    if (!declared && answer.status < 300) return null;
    const response = documentedResponse(operation, answer.status);
    if (!response) return `${where}: the status is not documented`;
    if (!response.content) {
      return answer.body ? `${where}: documented without a body, answered one` : null;
    }
    if (!answer.contentType) return `${where}: answered without a content type`;
    const mediaType = mediaTypeOf(answer.contentType);
    const media = response.content[mediaType];
    if (!media) return `${where}: ${mediaType} is not documented`;
    if (mediaType !== 'application/json' || !media.schema || answer.body === undefined) return null;
    const validate = validatorOf(media.schema);
    if (validate(JSON.parse(answer.body))) return null;
    const errors = ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' });
    return `${where}: the answer does not match the document: ${errors}`;
  };
}

type AnswerChecker = (answer: Answer) => string | null;

/**
 * Checkers kept for the worker's life, by the services an app mounts: apps with the same
 * services and no routes of their own serve the same document, and building it (every route's
 * schema) and compiling its validators cost more than most tests.
 */
const sharedCheckers = new Map<string, AnswerChecker>();

/**
 * Checks every answer of a test app against the document it serves. What disagrees is kept
 * by request id, for the test's request helpers to throw (`takeViolation`). `sharedBy` names
 * the services of an app whose document depends on nothing else (no test routes), so that its
 * checker can be shared; without it the app gets a checker of its own.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance, sharedBy?: readonly string[]) {
  const violations = new Map<string, string>();
  const key = sharedBy && [...sharedBy].sort().join(',');
  let own: AnswerChecker | undefined;
  const checkerOf = () => {
    const shared = key === undefined ? own : sharedCheckers.get(key);
    if (shared) return shared;
    const made = createAnswerChecker(app.swagger() as unknown as OpenApiDocument);
    if (key === undefined) own = made;
    else sharedCheckers.set(key, made);
    return made;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route || !isDocumented(route)) return payload;
    const check = checkerOf();
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const contentType = reply.getHeader('content-type');
    const violation = check({
      method,
      route,
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      body: typeof payload === 'string' && request.method !== 'HEAD' ? payload : undefined,
    });
    if (violation) violations.set(request.id, violation);
    return payload;
  });
  return {
    /** The violation of the answer to this request id, if any (removed once taken). */
    takeViolation(requestId: string | undefined) {
      if (!requestId) return undefined;
      const violation = violations.get(requestId);
      violations.delete(requestId);
      return violation;
    },
    remaining: () => [...violations.values()],
  };
}

/** Routes of the three services; the viewer and test-only routes are not in the document. */
const isDocumented = (route: string) => /^\/api\/(users|levels|settings)\//.test(route);

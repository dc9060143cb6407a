import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { idParamsSchema } from '../../contract/ids';
import { MESSAGES } from '../../contract/messages';
import { badRequest, notFound } from './errors';
import { unstorableTextOf } from './unstorable-text';
import { toFieldErrors } from './validation';

/**
 * Every route declares its input and its answers once, as zod schemas from contract/ in
 * Fastify's own `schema` option (`params`, `querystring`, `body`, `response`). Fastify runs the
 * input schemas after the auth guard (onRequest) and before the handler, so the pipeline stays
 * auth -> permission -> validation -> handler; the handler gets the parsed values, typed by
 * fastify-type-provider-zod. The same declarations make the OpenAPI document (openapi.ts).
 */

/**
 * Paths that name a record: when they do not parse, there is no such record (404), as the
 * services always answered. Other path parameters that do not parse are bad input (400).
 */
const recordPaths = new WeakSet<z.ZodType>([idParamsSchema]);

/** Declares a params schema (other than `idParamsSchema`) as naming a record: 404 if invalid. */
export function recordPath<T extends z.ZodType>(schema: T): T {
  recordPaths.add(schema);
  return schema;
}

/**
 * Input Fastify does not check, documented all the same: the handler reads it (a multipart
 * body, as a stream) or checks it itself (a body whose schema depends on the path; a header
 * whose refusal has its own message).
 */
const checkedByTheHandler = new WeakSet<z.ZodType>();

/** Documents `schema` and leaves its checking to the handler (typed unknown until then). */
export function checkedByHandler(schema: z.ZodType): z.ZodType<unknown> {
  checkedByTheHandler.add(schema);
  return schema;
}

/** A file as the document shows it: bytes. */
export const binaryFile = (description: string) =>
  // Typed unknown: a stream or bytes, not a string.
  z.unknown().meta({ type: 'string', format: 'binary', description });

/** Bodies documented per media type: the schema of each. */
const bodiesByMediaType = new WeakMap<z.ZodType, Record<string, z.ZodType>>();

/**
 * A body sent in one of several media types (a multipart form, JSON), each documented with its
 * own schema; the handler reads the form's stream or checks the JSON itself.
 */
export function bodyByMediaType(types: Record<string, z.ZodType>): z.ZodType<unknown> {
  const body = checkedByHandler(z.union(Object.values(types)));
  bodiesByMediaType.set(body, types);
  return body;
}

/** The media types of a body declared with `bodyByMediaType`, for the document. */
export const mediaTypesOf = (body: unknown) =>
  body instanceof z.ZodType ? bodiesByMediaType.get(body) : undefined;

/** A multipart form, for the document only (the handler streams it). */
export const multipartForm = (shape: z.ZodRawShape) =>
  bodyByMediaType({ 'multipart/form-data': z.object(shape) });

/** An answer that is a file, not JSON: documented by its media types. */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  const schema = binaryFile('The file.');
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])),
  };
}

/**
 * Input that does not parse: 400 with a message per field, or 404 for a path that names a
 * record. A missing body is checked as `undefined`, as the handlers saw it (Fastify hands the
 * validator `null`).
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  if (checkedByTheHandler.has(schema)) return () => true;
  return (data) => {
    const unstorable = unstorableTextOf(data);
    if (unstorable) {
      // A path naming a record with it names no record: 404, as any path that does not parse.
      if (httpPart === 'params' && recordPaths.has(schema)) return { error: notFound() };
      const field = unstorable.path || httpPart || 'body';
      return { error: badRequest(MESSAGES.badRequest, { [field]: unstorable.message }) };
    }
    const result = schema.safeParse(httpPart === 'body' && data === null ? undefined : data);
    if (result.success) return { value: result.data };
    return {
      error:
        httpPart === 'params' && recordPaths.has(schema)
          ? notFound()
          : badRequest(MESSAGES.badRequest, toFieldErrors(result.error)),
    };
  };
};

/**
 * Answers are written as they are: the declared response schemas document them and the
 * service tests check every answer against the document, so nothing is re-parsed here.
 */
const serializerCompiler = () => (data: unknown) => JSON.stringify(data);

export function registerRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

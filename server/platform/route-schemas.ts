import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { idParamsSchema } from '../../contract/ids';
import { MESSAGES } from '../../contract/messages';
import { badRequest, notFound } from './errors';
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
 * Bodies Fastify does not check, documented all the same: multipart form data (read by the
 * handler as a stream) and JSON whose schema depends on the path (checked by the handler).
 */
const bodiesOfTheHandler = new WeakSet<z.ZodType>();

/** A multipart body's fields, for the document only: Fastify does not parse or check it. */
export function multipartBody<T extends z.ZodRawShape>(shape: T) {
  const schema = z.object(shape);
  bodiesOfTheHandler.add(schema);
  return schema;
}

/**
 * A JSON body whose schema depends on the path (an element's type): documented as `schema`,
 * which should say so; the handler checks it with the path's own schema, so it is typed unknown.
 */
export function bodyOfThePath(schema: z.ZodType): z.ZodType<unknown> {
  bodiesOfTheHandler.add(schema);
  return schema;
}

/** An answer that is a file, not JSON: documented by its media types. */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  // Typed unknown: the handler sends a stream or bytes, not a string.
  const schema = z.unknown().meta({ type: 'string', format: 'binary', description: 'The file.' });
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
  if (httpPart === 'body' && bodiesOfTheHandler.has(schema)) return () => true;
  return (data) => {
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

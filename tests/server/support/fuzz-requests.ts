import fc from 'fast-check';
import { multipart } from './media';
import {
  HOSTILE,
  invalidValue,
  validValue,
  type ArbitraryContext,
  type JsonSchema,
} from './schema-arbitrary';

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/** One generated call: who makes it and what it sends. */
export interface FuzzRequest<Caller extends string> {
  caller: Caller;
  /** Whether the input was drawn from the document's schemas, or made hostile. */
  valid: boolean;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Files an upload might carry: real magic bytes, text, or anything. */
const FILES = fc.oneof(
  fc.constant(Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64, 1)])),
  fc.constant(Buffer.from('%PDF-1.7\n%%EOF\n')),
  fc.constant(Buffer.from('email,firstName,lastName\na@b.test,A,B\n,=cmd,\u0000\n')),
  fc.constant(Buffer.from('{"hello":"world"}')),
  fc.uint8Array({ minLength: 1, maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
);
const FILE_NAMES = fc.constantFrom(
  'logo.png',
  'contract.pdf',
  'rows.csv',
  'rows.xlsx',
  'sound.mp3',
  'translations.json',
  '../../evil.svg',
  'a\u0000b.png',
  '',
);
const FILE_TYPES = fc.constantFrom(
  'image/png',
  'application/pdf',
  'text/csv',
  'application/json',
  'audio/mpeg',
  'application/octet-stream',
);

/** Percent-encodes a path value; a lone surrogate goes as the bytes no decoder accepts. */
const pathPart = (value: string) =>
  [...value]
    .map((char) =>
      /[\uD800-\uDFFF]/.test(char) && char.length === 1 ? '%ED%A0%80' : encodeURIComponent(char),
    )
    .join('');

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** What a path parameter names: its own name, or the segment before a bare `{id}`. */
const hintOf = (path: string, name: string) =>
  name === 'id' ? path.split(`/{${name}}`)[0]?.split('/').at(-1) : name;

/** A path or query value: drawn from the schema, or hostile. */
function parameterValue(
  parameter: Parameter,
  valid: boolean,
  ctx: ArbitraryContext,
  hint?: string,
) {
  const schema = parameter.schema ?? { type: 'string' };
  if (valid) return validValue(schema, ctx, hint ?? parameter.name).map(text);
  return fc.constantFrom<unknown>(...HOSTILE, 'nope', '%00', '..').map(text);
}

/** The query: drawn from the schemas, and in a hostile call one value changed. */
function queryOf(parameters: Parameter[], valid: boolean, ctx: ArbitraryContext) {
  const record: Record<string, fc.Arbitrary<string>> = {};
  for (const parameter of parameters) record[parameter.name] = parameterValue(parameter, true, ctx);
  const requiredKeys = parameters.filter((p) => p.required).map((p) => p.name);
  const values = fc.record(record, { requiredKeys });
  const changed =
    valid || parameters.length === 0
      ? values
      : fc.tuple(values, fc.constantFrom(...parameters)).chain(([drawn, parameter]) =>
          parameterValue(parameter, false, ctx).map((bad) => ({
            ...drawn,
            [parameter.name]: bad,
          })),
        );
  return changed.map((all) => {
    const search = new URLSearchParams(all as Record<string, string>).toString();
    return search ? `?${search}` : '';
  });
}

type Body = Pick<FuzzRequest<string>, 'headers' | 'payload'>;

function multipartBody(schema: JsonSchema, valid: boolean, ctx: ArbitraryContext) {
  const properties = Object.entries(schema.properties ?? {});
  const parts = properties.map(([name, property]) =>
    property.format === 'binary'
      ? fc
          .record({ content: FILES, filename: FILE_NAMES, type: FILE_TYPES })
          .map((file) => ({ name, ...file }))
      : (valid ? validValue(property, ctx) : fc.constantFrom<unknown>(...HOSTILE)).map((value) => ({
          name,
          content: text(value),
        })),
  );
  return fc
    .tuple(...parts)
    .chain((all) => fc.subarray(all, { minLength: valid ? all.length : 0 }))
    .map((chosen): Body => {
      const { payload, headers } = multipart(chosen);
      return { payload, headers };
    });
}

function bodyOf(operation: Operation, valid: boolean, ctx: ArbitraryContext): fc.Arbitrary<Body> {
  const content = Object.entries(operation.requestBody?.content ?? {});
  if (content.length === 0) return fc.constant({ headers: {} });
  const kinds = content.map(([type, media]) => {
    const schema = media.schema ?? {};
    if (type === 'multipart/form-data') return multipartBody(schema, valid, ctx);
    return (valid ? validValue(schema, ctx) : invalidValue(schema, ctx)).map((value): Body => ({
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(value) ?? 'null',
    }));
  });
  return fc.oneof(...kinds);
}

/**
 * Calls of one operation: by any of `callers`, with input drawn from the document's schemas
 * or made hostile (a field wrong, missing or extra, a path or query value that cannot be).
 */
export function requestsOf<Caller extends string>(
  method: string,
  path: string,
  operation: Operation,
  callers: readonly Caller[],
  ctx: ArbitraryContext,
): fc.Arbitrary<FuzzRequest<Caller>> {
  const parameters = operation.parameters ?? [];
  const inPath = parameters.filter((p) => p.in === 'path');
  const inQuery = parameters.filter((p) => p.in === 'query');
  return fc.boolean().chain((valid) =>
    fc
      .record({
        caller: fc.constantFrom(...callers),
        path: fc.tuple(...inPath.map((p) => parameterValue(p, valid, ctx, hintOf(path, p.name)))),
        query: queryOf(inQuery, valid, ctx),
        body: bodyOf(operation, valid, ctx),
      })
      .map(({ caller, path: values, query, body }) => {
        let url = path;
        inPath.forEach((parameter, index) => {
          url = url.replace(`{${parameter.name}}`, pathPart(values[index] ?? ''));
        });
        return { caller, valid, method: method.toUpperCase(), url: url + query, ...body };
      }),
  );
}

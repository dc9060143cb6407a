import fc from 'fast-check';

/** A JSON Schema (2020-12, as the OpenAPI document writes it), loosely typed. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export interface ArbitraryContext {
  /** `#/components/schemas/X` to its schema. */
  resolve(ref: string): JsonSchema;
  /**
   * Ids that exist (records of the demo), drawn for uuid fields besides random ones: those of
   * the records a field's name suggests (`classRoomId`, a path's `class_room/{id}`) first.
   */
  idsFor(hint: string | undefined): readonly string[];
}

/** Values that have broken services before: NUL, huge, out of range, wrong type, markup. */
export const HOSTILE = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(10_000),
  '',
  ' ',
  '\uD800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '=HYPERLINK("http://x")',
  '٠١٢٣',
  '0000-01-01',
  '9999-12-31T23:59:59.999Z',
  '275760-09-13',
  '00000000-0000-0000-0000-000000000000',
  -1,
  0,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  0.5,
  true,
  null,
  [],
  {},
  [null],
  { $gt: '' },
] as const;

const MAX_TEXT = 40;
const MAX_ITEMS = 4;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const someDate = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2040-12-31T00:00:00Z'),
  noInvalidDate: true,
});

function stringOf(schema: JsonSchema, ctx: ArbitraryContext, hint?: string) {
  switch (schema.format) {
    case 'uuid': {
      const ids = ctx.idsFor(hint);
      if (ids.length === 0) return fc.uuid();
      return fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 4 }, fc.uuid());
    }
    case 'date':
      return someDate.map(isoDay);
    case 'date-time':
      return someDate.map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1;
  const high = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1;
  // Mostly small numbers (the ones records hold), and the bounds themselves.
  const near = Math.min(high, Math.max(low, 0) + 1_000);
  if (integer) {
    return fc.oneof(fc.integer({ min: Math.ceil(low), max: Math.floor(near) }), fc.constant(low));
  }
  return fc.double({ min: low, max: near, noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: JsonSchema, ctx: ArbitraryContext): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    record[name] = validValue(property, ctx, name);
  }
  const requiredKeys = Object.keys(properties).filter((key) => required.has(key));
  return fc.record(record, { requiredKeys });
}

/**
 * Values the schema accepts (as far as a schema can say: the services check more). `hint`:
 * the name of the field or parameter, for the ids it draws.
 */
export function validValue(
  schema: JsonSchema,
  ctx: ArbitraryContext,
  hint?: string,
): fc.Arbitrary<unknown> {
  const again = (inner: JsonSchema) => validValue(inner, ctx, hint);
  if (schema.$ref) return again(ctx.resolve(schema.$ref));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(again));
  if (schema.allOf?.[0]) return again(schema.allOf[0]);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => again({ ...schema, type })));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'string':
      return stringOf(schema, ctx, hint);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      return fc.array(again(schema.items ?? {}), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema, ctx);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Path = (string | number)[];
const DROP = Symbol('drop');

/** Every place in a value a mutation may land: each member, each item, the value itself. */
function placesIn(value: unknown, path: Path = []): Path[] {
  const inner =
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) =>
          placesIn(item, [...path, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return [path, ...inner];
}

function replaced(value: unknown, path: Path, change: (old: unknown) => unknown): unknown {
  if (path.length === 0) return change(value);
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (
    Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }
  ) as Record<string | number, unknown>;
  const next = replaced(copy[head], rest, change);
  if (next === DROP) {
    if (Array.isArray(copy)) copy.splice(Number(head), 1);
    else delete copy[head];
  } else copy[head] = next;
  return copy;
}

/** A string with a NUL somewhere inside; anything else becomes one. */
const withNul = (at: number) => (old: unknown) => {
  const text = typeof old === 'string' ? old : (JSON.stringify(old) ?? '');
  const cut = at % (text.length + 1);
  return `${text.slice(0, cut)}\u0000${text.slice(cut)}`;
};

/** What one mutation does to the value it lands on. */
const MUTATIONS: fc.Arbitrary<(old: unknown) => unknown> = fc.oneof(
  { arbitrary: fc.nat().map(withNul), weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(...HOSTILE).map((bad) => () => bad), weight: 4 },
  fc.constant(() => DROP),
  fc.constant((old: unknown) =>
    old !== null && typeof old === 'object' && !Array.isArray(old)
      ? { ...old, unexpected: 'field' }
      : [old],
  ),
);

/**
 * Values a client might send by mistake or on purpose: a valid one changed in one place (a
 * NUL inside a text, a hostile value, a member dropped or added), or anything at all.
 */
export function invalidValue(schema: JsonSchema, ctx: ArbitraryContext): fc.Arbitrary<unknown> {
  const changed = validValue(schema, ctx).chain((value) =>
    fc
      .tuple(fc.constantFrom(...placesIn(value)), MUTATIONS)
      .map(([path, change]) => replaced(value, path, change))
      .map((result) => (result === DROP ? undefined : result)),
  );
  return fc.oneof({ arbitrary: changed, weight: 5 }, fc.jsonValue({ maxDepth: 3 }));
}

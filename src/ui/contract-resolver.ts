import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver, UseFormSetError, Path } from 'react-hook-form';
import type { z } from 'zod';
import { fieldIssueMessage } from '../i18n/field-issues';

/** Each field's first broken rule (a field shows one error at a time), by its top-level name. */
function firstIssueByField(issues: readonly z.core.$ZodIssue[]): Map<string, z.core.$ZodIssue> {
  const first = new Map<string, z.core.$ZodIssue>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'root');
    if (!first.has(field)) first.set(field, issue);
  }
  return first;
}

/**
 * A form whose values are the contract's body: checked by its schema in the browser, each broken
 * rule said in the page's language (src/i18n/field-issues.ts).
 */
export const formResolver = <Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema) =>
  zodResolver(schema, { error: fieldIssueMessage });

/**
 * A form's validator: the contract's schema over what would be sent, each field's error said in
 * the page's language (the contract's own messages are English); the values handed on are the
 * schema's output, ready to send. `messageOf` words a field's error more closely than the
 * console's general messages do.
 */
export function contractResolver<Values extends FieldValues, Body>(
  schema: z.ZodType<Body>,
  bodyOf: (values: Values) => unknown,
  messageOf: (issue: z.core.$ZodIssue) => string = (issue) => issue.message,
): Resolver<Values, unknown, Body> {
  return (values) => {
    const parsed = schema.safeParse(bodyOf(values), { error: fieldIssueMessage });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, issue] of firstIssueByField(parsed.error.issues))
      errors[field] = { type: issue.code, message: messageOf(issue) };
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** A number as typed; blank is left for the schema to refuse (coercing it would make it 0). */
export const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The service's field errors put on the fields they name; the values typed stay. */
export function showFieldErrors<Values extends FieldValues>(
  fieldErrors: Record<string, string> | undefined,
  fields: readonly string[],
  setError: UseFormSetError<Values>,
) {
  for (const [field, message] of Object.entries(fieldErrors ?? {}))
    if (fields.includes(field)) setError(field as Path<Values>, { message });
}

/**
 * A body checked by the contract's schema in the browser, for a form without react-hook-form:
 * its parsed value, or each field's first broken rule in the page's language.
 */
export function checkBody<Body>(
  schema: z.ZodType<Body>,
  body: unknown,
): { data: Body; errors: null } | { data: null; errors: Record<string, string> } {
  const parsed = schema.safeParse(body, { error: fieldIssueMessage });
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const [field, issue] of firstIssueByField(parsed.error.issues))
    errors[field] = issue.message;
  return { data: null, errors };
}

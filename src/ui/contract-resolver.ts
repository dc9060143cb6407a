import type { FieldErrors, FieldValues, Resolver, UseFormSetError, Path } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's validator: the contract's schema over what would be sent, each field's error said in
 * the page's language (the contract's own messages are English); the values handed on are the
 * schema's output, ready to send.
 */
export function contractResolver<Values extends FieldValues, Body>(
  schema: z.ZodType<Body>,
  bodyOf: (values: Values) => unknown,
  messageOf: (issue: z.core.$ZodIssue) => string,
): Resolver<Values, unknown, Body> {
  return (values) => {
    const parsed = schema.safeParse(bodyOf(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: messageOf(issue) };
    }
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

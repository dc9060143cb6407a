import type { z } from 'zod';
import { MESSAGES } from '../../contract/messages';
import { badRequest, type FieldErrors } from './errors';
import { FIELD_MESSAGES } from '../../contract/field-messages';

/** Key used for an issue about the input as a whole (e.g. a missing body). */
export const ROOT_FIELD = '_root';

/** Turns zod issues into `{ 'dotted.path': message }`, keeping the first message per path. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  const add = (path: PropertyKey[], message: string) => {
    const key = path.length > 0 ? path.map(String).join('.') : ROOT_FIELD;
    fieldErrors[key] ??= message;
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], FIELD_MESSAGES.unknownField);
    } else {
      add(issue.path, issue.message);
    }
  }
  return fieldErrors;
}

/** Parses input with a zod schema; failure is a 400 with field errors. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(MESSAGES.badRequest, toFieldErrors(result.error));
  return result.data;
}

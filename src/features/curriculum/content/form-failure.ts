import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toApiFailure } from '../../../api/api-failure';
import { notify } from '../../../ui/toast';

/**
 * A refused save: the server's field errors go on their fields (when the form has them), the
 * message is an error toast and returned for the form's alert.
 */
export async function showFailure<V extends FieldValues>(
  error: unknown,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
): Promise<string> {
  const failure = await toApiFailure(error);
  for (const [name, message] of Object.entries(failure.fieldErrors ?? {})) {
    const field = fields.find((f) => f === name);
    if (field) setError(field, { message });
  }
  notify('error', failure.message);
  return failure.message;
}

import type { RestoreRefusal } from '../../../contract/trash';
import { HttpError } from '../../platform/errors';

/** A 409 of a restore with its reason (and the parent to restore first), for the console. */
export const refusal = (
  error: HttpError,
  reason: RestoreRefusal,
  parent?: { id: string; name: string },
): HttpError =>
  new HttpError(
    error.statusCode,
    error.code,
    error.message,
    undefined,
    {},
    {
      restore: { refusal: reason, ...(parent && { parent }) },
    },
  );

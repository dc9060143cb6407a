import { MESSAGES } from '../contract/messages';

/**
 * The text a notice shows for a failed call. The SPA's client rejects with an Error or with the
 * server's `{ message }` body; anything else gets the spec's generic message, naming `action`,
 * rather than "[object]".
 */
export function errorMessage(error: unknown, action = 'your last action'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message) return message;
  }
  if (typeof error === 'string' && error) return error;
  return MESSAGES.internal(action);
}

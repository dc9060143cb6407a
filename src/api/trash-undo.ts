import type { QueryClient } from '@tanstack/react-query';
import { USERS_PATHS } from '../../contract/paths';
import { usersApi } from './http';
import { queryClient } from './query-client';

/** Puts a trash item back (under `name` when its own is taken); answers the server's message. */
export async function restoreFromTrash(trashId: string, name?: string): Promise<string> {
  const body = await usersApi
    .post(USERS_PATHS.trashRestore(trashId), name === undefined ? {} : { json: { name } })
    .json<{ message?: string } | null>();
  return body?.message ?? '';
}

/**
 * Undo of a delete (the toast's button, an audit entry's Restore): restores the item, then
 * fetches again every list on screen, since what came back may show in any of them. `client`:
 * the screen's cache (the app's by default).
 */
export async function undoDelete(
  trashId: string,
  client: QueryClient = queryClient,
): Promise<string> {
  const message = await restoreFromTrash(trashId);
  await client.invalidateQueries();
  return message;
}

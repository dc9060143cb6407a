import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { USERS_PATHS } from '../../../../contract/paths';
import type { TrashKind, TrashPage } from '../../../../contract/trash';
import type { ApiError } from '../../../../contract/wire';
import { ApiFailure, send, toApiFailure } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { usersApi } from '../../../api/http';
import type { Done } from '../../../api/organizations';
import { restoreFromTrash } from '../../../api/trash-undo';

/** The trash screen's filters as the address keeps them. */
export interface TrashFilters {
  kind?: TrashKind | undefined;
  /** A part of the name. */
  search?: string | undefined;
}

export interface TrashListQuery extends TrashFilters {
  pageNumber: number;
}

export const trashKey = ['users', 'trash'] as const;
const trashListKey = (query: TrashListQuery) => [...trashKey, 'list', query] as const;

/** Why the service refused a restore (409), and the item to restore first. */
export type RestoreRefusal = NonNullable<ApiError['restore']>;

const REFUSALS: readonly string[] = [
  'nameTaken',
  'parentInTrash',
  'parentGone',
  'seats',
] satisfies RestoreRefusal['refusal'][];

/** A restore that failed: the failure as any other, with the service's reason when it gave one. */
export class RestoreFailure extends ApiFailure {
  readonly restore: RestoreRefusal | undefined;

  constructor(failure: ApiFailure, restore: RestoreRefusal | undefined) {
    super(failure);
    this.name = 'RestoreFailure';
    this.restore = restore;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `restore` of an error body (contract/wire.ts), read without zod; undefined otherwise. */
export function readRefusal(body: unknown): RestoreRefusal | undefined {
  const restore = isRecord(body) ? body.restore : undefined;
  if (!isRecord(restore) || typeof restore.refusal !== 'string') return undefined;
  if (!REFUSALS.includes(restore.refusal)) return undefined;
  const { parent } = restore;
  const named =
    isRecord(parent) && typeof parent.id === 'string' && typeof parent.name === 'string'
      ? { id: parent.id, name: parent.name }
      : undefined;
  return {
    refusal: restore.refusal as RestoreRefusal['refusal'],
    ...(named && { parent: named }),
  };
}

async function restoreFailure(error: unknown): Promise<RestoreFailure> {
  // Read before the shared reader consumes the body.
  const body: unknown =
    error instanceof HTTPError
      ? await error.response
          .clone()
          .json()
          .catch(() => null)
      : null;
  return new RestoreFailure(await toApiFailure(error), readRefusal(body));
}

/** The service's parameters: empty filters dropped. */
const paramsOf = (query: TrashListQuery): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );

export async function fetchTrash(query: TrashListQuery): Promise<TrashPage> {
  const { data } = await send<Envelope<TrashPage>>(
    usersApi.get(USERS_PATHS.trash, { searchParams: paramsOf(query) }),
  );
  return data;
}

/** Puts an item back (under `name` when its own is taken); a refusal is a RestoreFailure. */
export async function restoreTrashItem(id: string, name?: string): Promise<Done> {
  try {
    return { message: await restoreFromTrash(id, name) };
  } catch (error) {
    throw await restoreFailure(error);
  }
}

export async function deleteTrashItem(id: string): Promise<Done> {
  const body = await send<Envelope<unknown> | null>(usersApi.delete(USERS_PATHS.trashItem(id)));
  return { message: body?.message ?? '' };
}

/** One page of the trash, newest first. */
export function useTrash(query: TrashListQuery) {
  return useQuery({
    queryKey: trashListKey(query),
    queryFn: () => fetchTrash(query),
    placeholderData: keepPreviousData,
  });
}

/** The item leaves the pages shown at once; the list is then asked for again. */
function dropItem(client: QueryClient, id: string) {
  client.setQueriesData<TrashPage>(
    { queryKey: trashKey },
    (page) => page && { ...page, result: page.result.filter((item) => item.id !== id) },
  );
  return client.invalidateQueries({ queryKey: trashKey });
}

/** A 404: the item left the trash meanwhile (restored, purged), so it leaves the list too. */
const gone = (client: QueryClient, error: Error, id: string) =>
  error instanceof ApiFailure && error.status === 404 ? dropItem(client, id) : undefined;

/**
 * Restores an item. What came back may show on any other screen (a class in the classes, a
 * member in the people), so the rest of the cache is marked stale too, each list asked for
 * again when it is next shown.
 */
export function useRestoreTrashItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name?: string | undefined }) =>
      restoreTrashItem(id, name),
    onError: (error, { id }) => gone(client, error, id),
    onSuccess: (_done, { id }) =>
      Promise.all([
        dropItem(client, id),
        client.invalidateQueries({
          predicate: ({ queryKey }) => !trashKey.every((part, index) => queryKey[index] === part),
          refetchType: 'none',
        }),
      ]),
  });
}

/** Deletes an item for good: only the trash changes (its records are gone already). */
export function useDeleteTrashItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTrashItem(id),
    onError: (error, id) => gone(client, error, id),
    onSuccess: (_done, id) => dropItem(client, id),
  });
}

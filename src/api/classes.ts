import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ClassRoom, ClassRoomBody, ClassRoomOption } from '../../contract/classes';
import { USERS_PATHS } from '../../contract/paths';
import type { Pagination } from '../../contract/wire';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';
import { ifMatch } from './versions';
import type { Done } from './organizations';
import { studentsKey } from './students';

export const classRoomsKey = ['users', 'classRooms'] as const;
export const classRoomListKey = (query: ClassRoomListQuery) =>
  [...classRoomsKey, 'list', query] as const;
export const classRoomKey = (id: string) => [...classRoomsKey, 'one', id] as const;
export const classRoomOptionsKey = [...classRoomsKey, 'options'] as const;

/**
 * Classes and students change together (a class's count, the waiting list, the figures), so a
 * change refreshes both. `except` is a class just deleted: its own queries would answer 404.
 */
export function refreshClassData(client: QueryClient, except?: string) {
  const keep = except
    ? { predicate: (q: { queryKey: readonly unknown[] }) => !q.queryKey.includes(except) }
    : {};
  return Promise.all([
    client.invalidateQueries({ queryKey: classRoomsKey, ...keep }),
    client.invalidateQueries({ queryKey: studentsKey }),
  ]);
}

export interface ClassRoomListQuery {
  pageNumber: number;
  /** The service's page unless set (an export reads larger pages). */
  pageSize?: number | undefined;
  name?: string | undefined;
  archived?: boolean | undefined;
  /** Only the classes this teacher teaches. */
  teacherId?: string | undefined;
}

export interface ClassRoomPage {
  result: ClassRoom[];
  pagination: Pagination;
}

/** Empty filters are dropped before the list is requested. */
export async function fetchClassRooms(query: ClassRoomListQuery): Promise<ClassRoomPage> {
  const searchParams: Record<string, string | number> = { pageNumber: query.pageNumber };
  if (query.pageSize) searchParams.pageSize = query.pageSize;
  if (query.name) searchParams.name = query.name;
  if (query.teacherId) searchParams.teacherId = query.teacherId;
  if (query.archived !== undefined) searchParams.archived = String(query.archived);
  const { data } = await send<Envelope<ClassRoomPage>>(
    usersApi.get(USERS_PATHS.classRooms, { searchParams }),
  );
  return data;
}

/** Create (no id) or update; the answer's class when the service sends it. */
export async function saveClassRoom(
  id: string | null,
  body: ClassRoomBody,
  etag?: string | null,
): Promise<Done & { classRoom: ClassRoom | null }> {
  const call = id
    ? usersApi.put(USERS_PATHS.classRoom(id), { json: body, headers: ifMatch(etag) })
    : usersApi.post(USERS_PATHS.classRooms, { json: body });
  const answer = await send<Envelope<ClassRoom> | null>(call);
  return { message: answer?.message ?? '', classRoom: answer?.data ?? null };
}

export async function fetchClassRoom(id: string): Promise<ClassRoom> {
  const { data } = await send<Envelope<ClassRoom>>(usersApi.get(USERS_PATHS.classRoom(id)));
  return data;
}

/** The live classes, for pickers. */
export async function fetchClassRoomOptions(): Promise<ClassRoomOption[]> {
  const { data } = await send<Envelope<ClassRoomOption[]>>(usersApi.get(USERS_PATHS.classRoomList));
  return data;
}

/** The server's 409 while the class has students is the caller's to show. */
export async function deleteClassRoom(id: string): Promise<Done> {
  const answer = await send<Envelope<unknown> | null>(usersApi.delete(USERS_PATHS.classRoom(id)));
  return { message: answer?.message ?? '' };
}

export async function archiveClassRoom(id: string): Promise<Done> {
  const answer = await send<Envelope<unknown> | null>(
    usersApi.put(USERS_PATHS.classRoomArchive(id)),
  );
  return { message: answer?.message ?? '' };
}

export function useClassRooms(query: ClassRoomListQuery) {
  return useQuery({
    queryKey: classRoomListKey(query),
    queryFn: () => fetchClassRooms(query),
    // The table stays while the next page loads, rather than flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useClassRoom(id: string) {
  return useQuery({ queryKey: classRoomKey(id), queryFn: () => fetchClassRoom(id) });
}

export function useClassRoomOptions() {
  return useQuery({ queryKey: classRoomOptionsKey, queryFn: fetchClassRoomOptions });
}

/** Create (no id) or update; the lists are fetched again. */
export function useSaveClassRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
      etag,
    }: {
      id: string | null;
      body: ClassRoomBody;
      etag?: string | null;
    }) => saveClassRoom(id, body, etag),
    onSuccess: () => refreshClassData(client),
  });
}

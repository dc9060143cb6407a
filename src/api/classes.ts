import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassRoom, ClassRoomBody } from '../../contract/classes';
import { USERS_PATHS } from '../../contract/paths';
import type { Pagination } from '../../contract/wire';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';
import type { Done } from './organizations';

export const classRoomsKey = ['users', 'classRooms'] as const;
export const classRoomListKey = (query: ClassRoomListQuery) =>
  [...classRoomsKey, 'list', query] as const;

export interface ClassRoomListQuery {
  pageNumber: number;
  name?: string | undefined;
  archived?: boolean | undefined;
}

export interface ClassRoomPage {
  result: ClassRoom[];
  pagination: Pagination;
}

/** Empty filters are dropped before the list is requested. */
export async function fetchClassRooms(query: ClassRoomListQuery): Promise<ClassRoomPage> {
  const searchParams: Record<string, string | number> = { pageNumber: query.pageNumber };
  if (query.name) searchParams.name = query.name;
  if (query.archived !== undefined) searchParams.archived = String(query.archived);
  const { data } = await send<Envelope<ClassRoomPage>>(
    usersApi.get(USERS_PATHS.classRooms, { searchParams }),
  );
  return data;
}

export async function saveClassRoom(id: string | null, body: ClassRoomBody): Promise<Done> {
  const call = id
    ? usersApi.put(USERS_PATHS.classRoom(id), { json: body })
    : usersApi.post(USERS_PATHS.classRooms, { json: body });
  const answer = await send<Envelope<ClassRoom> | null>(call);
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

/** Create (no id) or update; the lists are fetched again. */
export function useSaveClassRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ClassRoomBody }) =>
      saveClassRoom(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: classRoomsKey }),
  });
}

import type { ClassRoomListQuery } from '../../api/classes';

/** The list's state lives in the URL (`?page=2&name=alif&archived=true`) so it can be shared. */
export const PARAM = { page: 'page', name: 'name', archived: 'archived' } as const;

/** `?page=`: a whole number from 1, else the first page. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get(PARAM.page));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readListQuery(params: URLSearchParams): ClassRoomListQuery {
  const name = params.get(PARAM.name)?.trim() ?? '';
  const archived = params.get(PARAM.archived);
  return {
    pageNumber: readPage(params),
    ...(name && { name }),
    ...((archived === 'true' || archived === 'false') && { archived: archived === 'true' }),
  };
}

/** Writes the query back; defaults (page 1, no filter) are left out of the address. */
export function writeListQuery(query: ClassRoomListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.name) params.set(PARAM.name, query.name);
  if (query.archived !== undefined) params.set(PARAM.archived, String(query.archived));
  if (query.pageNumber > 1) params.set(PARAM.page, String(query.pageNumber));
  return params;
}

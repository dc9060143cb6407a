import type { ClassRoomListQuery } from '../../api/classes';
import { pageParam, readOneOf, readPage, readText, writeParams } from '../../ui/list-params';

/** The list's state lives in the URL (`?page=2&name=alif&archived=true`) so it can be shared. */
export const PARAM = { page: 'page', name: 'name', archived: 'archived' } as const;

/** With `?new=1`: the new class's teacher, preset (a teacher who just joined). */
export const TEACHER_PARAM = 'teacher';

export function readListQuery(params: URLSearchParams): ClassRoomListQuery {
  const name = readText(params, PARAM.name);
  const archived = readOneOf(params, PARAM.archived, ['true', 'false']);
  return {
    pageNumber: readPage(params),
    ...(name && { name }),
    ...(archived && { archived: archived === 'true' }),
  };
}

export const writeListQuery = (query: ClassRoomListQuery): URLSearchParams =>
  writeParams({
    [PARAM.name]: query.name,
    [PARAM.archived]: query.archived,
    [PARAM.page]: pageParam(query.pageNumber),
  });

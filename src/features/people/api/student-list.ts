import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USERS_PATHS } from '../../../../contract/paths';
import type { Student } from '../../../../contract/students';
import type { Pagination } from '../../../../contract/wire';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { usersApi } from '../../../api/http';
import { studentsKey } from '../../../api/students';

/** `GET v2/users/students`: with `cursor` (the previous page's nextCursor) it reads by keyset. */
export interface StudentListQuery {
  pageNumber: number;
  /** The page's size (20 by default); an export asks for the largest. */
  pageSize?: number | undefined;
  cursor?: string | undefined;
  search?: string | undefined;
  organizationId?: string | undefined;
}

export const studentListKey = (query: StudentListQuery) => [...studentsKey, 'list', query] as const;

export async function fetchStudentList(
  query: StudentListQuery,
): Promise<{ result: Student[]; pagination: Pagination }> {
  const searchParams: Record<string, string | number> = { pageNumber: query.pageNumber };
  if (query.pageSize) searchParams.pageSize = query.pageSize;
  if (query.cursor) searchParams.cursor = query.cursor;
  if (query.search) searchParams.search = query.search;
  if (query.organizationId) searchParams.organizationId = query.organizationId;
  const { data } = await send<Envelope<{ result: Student[]; pagination: Pagination }>>(
    usersApi.get(USERS_PATHS.students, { searchParams }),
  );
  return data;
}

export function useStudentList(query: StudentListQuery) {
  return useQuery({
    queryKey: studentListKey(query),
    queryFn: () => fetchStudentList(query),
    placeholderData: keepPreviousData,
  });
}

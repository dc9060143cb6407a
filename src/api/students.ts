import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USERS_PATHS } from '../../contract/paths';
import type { Student, StudentDetail, StudentsStats } from '../../contract/students';
import type { Pagination } from '../../contract/wire';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';

/** Everything about the organisation's students; adding, moving or removing refreshes it. */
export const studentsKey = ['users', 'students'] as const;
export const waitingListKey = (query: WaitingListQuery) =>
  [...studentsKey, 'waiting', query] as const;
export const studentsStatsKey = [...studentsKey, 'stats'] as const;
export const studentDetailKey = (id: string) => [...studentsKey, 'one', id] as const;

export interface WaitingListQuery {
  pageNumber: number;
  /** The service's page unless set (an export reads larger pages). */
  pageSize?: number | undefined;
  search?: string | undefined;
}

export interface StudentPage {
  result: Student[];
  pagination: Pagination;
}

/** The organisation's students in no live class. Empty filters are dropped. */
export async function fetchWaitingList(query: WaitingListQuery): Promise<StudentPage> {
  const searchParams: Record<string, string | number> = { pageNumber: query.pageNumber };
  if (query.pageSize) searchParams.pageSize = query.pageSize;
  if (query.search) searchParams.search = query.search;
  const { data } = await send<Envelope<StudentPage>>(
    usersApi.get(USERS_PATHS.waitingList, { searchParams }),
  );
  return data;
}

export async function fetchStudentsStats(): Promise<StudentsStats> {
  const { data } = await send<Envelope<StudentsStats>>(usersApi.get(USERS_PATHS.studentsStats));
  return data;
}

export function useWaitingList(query: WaitingListQuery) {
  return useQuery({
    queryKey: waitingListKey(query),
    queryFn: () => fetchWaitingList(query),
    placeholderData: keepPreviousData,
  });
}

export function useStudentsStats() {
  return useQuery({ queryKey: studentsStatsKey, queryFn: fetchStudentsStats });
}

/** `GET v1/class_room/students/{id}`: the student with all their classes, archived ones included. */
export async function fetchStudentDetail(id: string): Promise<StudentDetail> {
  const { data } = await send<Envelope<StudentDetail>>(usersApi.get(USERS_PATHS.student(id)));
  return data;
}

async function remove(path: string): Promise<{ message: string }> {
  const answer = await send<Envelope<unknown> | null>(usersApi.delete(path));
  return { message: answer?.message ?? '' };
}

/** The student leaves the active organisation: their seats in its classes go too. */
export const removeStudentFromOrganization = (id: string) =>
  remove(USERS_PATHS.removeStudentFromOrganization(id));

/** The teacher leaves the active organisation: the classes they taught keep no teacher. */
export const removeTeacher = (id: string) => remove(USERS_PATHS.removeTeacher(id));

/** One student leaves one class (they stay in the organisation). */
export const removeStudentFromClass = (id: string, classRoomId: string) =>
  remove(USERS_PATHS.removeStudentFromClassRoom(id, classRoomId));

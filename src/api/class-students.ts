import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClassRoomStudent,
  ClassRoomStudentsBody,
  MoveStudentsBody,
} from '../../contract/classes';
import { USERS_PATHS } from '../../contract/paths';
import type { Pagination } from '../../contract/wire';
import { ApiFailure, send } from './api-failure';
import { classRoomsKey, refreshClassData } from './classes';
import type { Envelope } from './envelope';
import { usersApi } from './http';
import type { Done } from './organizations';
import { peopleKey } from './people';
import { removeStudentFromClass, removeStudentFromOrganization, removeTeacher } from './students';
import { teacherOptionsKey } from './teachers';

export const classStudentsKey = (id: string, pageNumber: number) =>
  [...classRoomsKey, 'students', id, pageNumber] as const;

export interface ClassRoomStudentPage {
  result: ClassRoomStudent[];
  pagination: Pagination;
}

/** A page of the class's students; the service's page size unless `pageSize` is set. */
export async function fetchClassStudents(
  id: string,
  pageNumber: number,
  pageSize?: number,
): Promise<ClassRoomStudentPage> {
  const searchParams = pageSize ? { pageNumber, pageSize } : { pageNumber };
  const { data } = await send<Envelope<ClassRoomStudentPage>>(
    usersApi.get(USERS_PATHS.classRoomStudents(id), { searchParams }),
  );
  return data;
}

async function post(path: string, json: ClassRoomStudentsBody | MoveStudentsBody): Promise<Done> {
  const answer = await send<Envelope<unknown> | null>(usersApi.post(path, { json }));
  return { message: answer?.message ?? '' };
}

export const addStudents = (body: ClassRoomStudentsBody) => post(USERS_PATHS.addStudents, body);
export const moveStudents = (body: MoveStudentsBody) => post(USERS_PATHS.moveStudents, body);
export const removeStudents = (body: ClassRoomStudentsBody) =>
  post(USERS_PATHS.removeStudents, body);

export function useClassStudents(id: string, pageNumber: number) {
  return useQuery({
    queryKey: classStudentsKey(id, pageNumber),
    queryFn: () => fetchClassStudents(id, pageNumber),
    placeholderData: keepPreviousData,
  });
}

/** Changes made in a form; each refreshes the classes (their counts) and the students (the waiting list). */
function useStudentsChange<B>(call: (body: B) => Promise<Done>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => refreshClassData(client) });
}

export const useAddStudents = () => useStudentsChange(addStudents);
export const useMoveStudents = () => useStudentsChange(moveStudents);

/** Someone leaves a class (`fromClass`) or the active organisation (a student or a teacher). */
export type Removal =
  | { kind: 'fromClass'; id: string; classRoomId: string }
  | { kind: 'student' | 'teacher'; id: string };

function callOf(removal: Removal): Promise<Done> {
  if (removal.kind === 'fromClass') return removeStudentFromClass(removal.id, removal.classRoomId);
  if (removal.kind === 'student') return removeStudentFromOrganization(removal.id);
  return removeTeacher(removal.id);
}

/** A refusal about one field (not in this class, which class) says so, not "some fields...". */
async function runRemoval(removal: Removal): Promise<Done> {
  try {
    return await callOf(removal);
  } catch (error) {
    if (!(error instanceof ApiFailure) || !error.fieldErrors) throw error;
    const [field] = Object.values(error.fieldErrors);
    if (!field) throw error;
    throw new ApiFailure({ status: error.status, message: field, fieldErrors: error.fieldErrors });
  }
}

/**
 * A removal changes classes (counts, teachers), the student lists, the teacher pickers and the
 * people's memberships: all are read again, after a refusal too (the screen may be stale).
 */
export function useRemoval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runRemoval,
    onSettled: () =>
      Promise.all([
        refreshClassData(client),
        client.invalidateQueries({ queryKey: teacherOptionsKey }),
        client.invalidateQueries({ queryKey: peopleKey }),
      ]),
  });
}

import { useQuery } from '@tanstack/react-query';
import { USERS_PATHS } from '../../contract/paths';
import type { TeacherOption } from '../../contract/students';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';

export const teacherOptionsKey = ['users', 'teachers', 'options'] as const;

/** `GET v2/users/teachers-list`: the active organisation's teachers, for pickers. */
export async function fetchTeacherOptions(): Promise<TeacherOption[]> {
  const { data } = await send<Envelope<TeacherOption[]>>(usersApi.get(USERS_PATHS.teachersList));
  return data;
}

export function useTeacherOptions() {
  return useQuery({ queryKey: teacherOptionsKey, queryFn: fetchTeacherOptions });
}

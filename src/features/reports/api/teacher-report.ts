import { useQuery } from '@tanstack/react-query';
import { USERS_PATHS } from '../../../../contract/paths';
import type { TeacherReportRow } from '../../../../contract/people';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { usersApi } from '../../../api/http';

export type { TeacherReportRow };

export const teacherReportKey = ['users', 'teachers', 'report'] as const;

/** `GET v2/users/report-teacher`: each teacher of the active organisation, their classes and students. */
export async function fetchTeacherReport(): Promise<TeacherReportRow[]> {
  const { data } = await send<Envelope<TeacherReportRow[]>>(
    usersApi.get(USERS_PATHS.teacherReport),
  );
  return data;
}

export function useTeacherReport(enabled = true) {
  return useQuery({ queryKey: teacherReportKey, queryFn: fetchTeacherReport, enabled });
}

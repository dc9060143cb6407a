import { useQuery } from '@tanstack/react-query';
import { ASSESSMENT_PATHS } from '../../../../contract/assessment-constants';
import type { ClassProgress } from '../../../../contract/assessment';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { levelsApi } from '../../../api/http';

export const classProgressKey = (classRoomId: string) =>
  ['levels', 'classProgress', classRoomId] as const;

/** `GET v1/admin/units/class_rooms/{id}/progress`: each student's progress in the class. */
export async function fetchClassProgress(classRoomId: string): Promise<ClassProgress> {
  const { data } = await send<Envelope<ClassProgress>>(
    levelsApi.get(ASSESSMENT_PATHS.classProgress(classRoomId)),
  );
  return data;
}

export function useClassProgress(classRoomId: string) {
  return useQuery({
    queryKey: classProgressKey(classRoomId),
    queryFn: () => fetchClassProgress(classRoomId),
  });
}

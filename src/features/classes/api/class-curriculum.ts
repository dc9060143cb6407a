import { useQuery } from '@tanstack/react-query';
import { ASSESSMENT_PATHS } from '../../../../contract/assessment-constants';
import type {
  AttemptStatistics,
  ClassAssignment,
  ClassExam,
  ClassUnit,
} from '../../../../contract/assessment';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { levelsApi } from '../../../api/http';

/*
 * A class room's work, from the levels service: its topic's units and exams, what was given to
 * it, and one learner's statistics at an exam. Read with r ClassRoomManager or r
 * ClassRoomTeacher (a teacher only their own classes and students).
 */

export const classUnitsKey = (classRoomId: string) =>
  ['levels', 'classUnits', classRoomId] as const;
export const classExamsKey = (classRoomId: string) =>
  ['levels', 'classExams', classRoomId] as const;
export const classAssignmentsKey = (classRoomId: string) =>
  ['levels', 'classAssignments', classRoomId] as const;
export const attemptStatisticsKey = (activityId: string, userId: string) =>
  ['levels', 'attemptStatistics', activityId, userId] as const;

async function read<T>(path: string): Promise<T> {
  const { data } = await send<Envelope<T>>(levelsApi.get(path));
  return data;
}

/** `GET v1/admin/units/class_rooms/{id}/all_units`: the topic's published units, in order. */
export const fetchClassUnits = (classRoomId: string) =>
  read<ClassUnit[]>(ASSESSMENT_PATHS.classUnits(classRoomId));

/** `GET v1/admin/units/class_rooms/{id}/all_exams`: the topic's published exams, in order. */
export const fetchClassExams = (classRoomId: string) =>
  read<ClassExam[]>(ASSESSMENT_PATHS.classExams(classRoomId));

/** `GET v1/admin/units/class_rooms/{id}/all_assignments`: given to the class, soonest due first. */
export const fetchClassAssignments = (classRoomId: string) =>
  read<ClassAssignment[]>(ASSESSMENT_PATHS.classAssignments(classRoomId));

/** `GET v1/levels/exam/activities/{activityId}/users/{userId}/statistics`. */
export const fetchAttemptStatistics = (activityId: string, userId: string) =>
  read<AttemptStatistics>(ASSESSMENT_PATHS.statistics(activityId, userId));

export function useClassUnits(classRoomId: string) {
  return useQuery({
    queryKey: classUnitsKey(classRoomId),
    queryFn: () => fetchClassUnits(classRoomId),
  });
}

export function useClassExams(classRoomId: string) {
  return useQuery({
    queryKey: classExamsKey(classRoomId),
    queryFn: () => fetchClassExams(classRoomId),
  });
}

export function useClassAssignments(classRoomId: string) {
  return useQuery({
    queryKey: classAssignmentsKey(classRoomId),
    queryFn: () => fetchClassAssignments(classRoomId),
  });
}

/** A learner's attempts at an activity; nothing is read until a learner is chosen. */
export function useAttemptStatistics(activityId: string, userId: string | null) {
  return useQuery({
    queryKey: attemptStatisticsKey(activityId, userId ?? ''),
    queryFn: () => fetchAttemptStatistics(activityId, userId ?? ''),
    enabled: userId !== null,
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ASSESSMENT_PATHS } from '../../../../contract/assessment-constants';
import type {
  Activity,
  activityUpdateSchema,
  examBodySchema,
} from '../../../../contract/curriculum';
import { LEVELS_PATHS } from '../../../../contract/curriculum-paths';
import { send } from '../../../api/api-failure';
import { topicTreeKey, refreshContent } from '../../../api/curriculum-content';
import type { Envelope } from '../../../api/envelope';
import { levelsApi } from '../../../api/http';

/**
 * A topic's exams. The key sits under the topic's tree, so whatever refreshes the activities
 * (an exam's publication, archive or delete through the content workflow) fetches them again.
 */
export const topicExamsKey = (levelId: string) => [...topicTreeKey(levelId), 'exams'] as const;

/** `GET v1/admin/levels/{id}/exams`: in order; HAD sees drafts too, archived ones are left out. */
export async function fetchTopicExams(levelId: string): Promise<Activity[]> {
  const { data } = await send<Envelope<Activity[]>>(levelsApi.get(ASSESSMENT_PATHS.exams(levelId)));
  return data;
}

export type ExamFields = Pick<
  z.input<typeof activityUpdateSchema>,
  'titleEn' | 'titleAr' | 'expectedTimeInMinutes'
>;

/** A new exam closing `levelId`, or an exam's titles and time. */
export type ExamSave =
  | { id: null; levelId: string; body: z.input<typeof examBodySchema> }
  | { id: string; body: ExamFields };

export interface SavedExam {
  exam: Activity;
  message: string;
}

/**
 * `POST v1/admin/levels/addExam/{levelId}`, or `PUT v1/curriculums/activities/{id}` (an exam is
 * an activity: the same route edits its titles and time, whatever its kind).
 */
export async function saveExam(save: ExamSave): Promise<SavedExam> {
  const call =
    save.id === null
      ? levelsApi.post(ASSESSMENT_PATHS.addExam(save.levelId), { json: save.body })
      : levelsApi.put(LEVELS_PATHS.item('activity', save.id), { json: save.body });
  const { data, message } = await send<Envelope<Activity>>(call);
  return { exam: data, message: message ?? '' };
}

export function useTopicExams(levelId: string) {
  return useQuery({ queryKey: topicExamsKey(levelId), queryFn: () => fetchTopicExams(levelId) });
}

export function useSaveExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveExam,
    onSuccess: () => refreshContent(client, 'activity'),
  });
}

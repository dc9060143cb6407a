import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ASSESSMENT_PATHS } from '../../contract/assessment-constants';
import type { LevelTest } from '../../contract/assessment';
import type { ContentAction } from '../../contract/curriculum-constants';
import type { Element } from '../../contract/elements';
import { send } from './api-failure';
import {
  contentKey,
  fetchActivityElements,
  refreshContent,
  reorderChildren,
  runContentAction,
} from './curriculum-content';
import type { Envelope } from './envelope';
import { levelsApi } from './http';
import type { Done } from './organizations';

/**
 * The level test and its elements. The key sits among the activities' element lists, so every
 * change of an element (the editor's saves included, which refresh those lists) fetches it again.
 */
export const levelTestKey = [...contentKey, 'elements', 'level-test'] as const;

/** `GET v1/curriculums/activities/level-test`: HAD sees drafts too; archived ones are left out. */
export async function fetchLevelTest(): Promise<LevelTest> {
  const { data } = await send<Envelope<LevelTest>>(levelsApi.get(ASSESSMENT_PATHS.levelTest));
  return data;
}

export interface SavedPoints {
  element: Element;
  message: string;
}

/** `PUT v1/admin/exam/elementPoints/{id}`: an exam's or the level test's element, 0-100. */
export async function saveElementPoints(id: string, points: number): Promise<SavedPoints> {
  const { data, message } = await send<Envelope<Element>>(
    levelsApi.put(ASSESSMENT_PATHS.elementPoints(id), { json: { points } }),
  );
  return { element: data, message: message ?? '' };
}

/**
 * The whole list of the test's elements in a new order. The level test's answer leaves archived
 * elements out but the service reorders every sibling, so they are read and kept after the rest.
 */
export async function reorderLevelTest(activityId: string, ids: string[]): Promise<Done> {
  const all = await fetchActivityElements(activityId);
  const rest = all.filter((element) => !ids.includes(element.id)).map((element) => element.id);
  return reorderChildren('element', activityId, [...ids, ...rest]);
}

export function useLevelTest(enabled: boolean) {
  return useQuery({ queryKey: levelTestKey, queryFn: fetchLevelTest, enabled });
}

/** Points change the test's total and the element in every list holding it. */
export function useSaveElementPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, points }: { id: string; points: number }) => saveElementPoints(id, points),
    onSuccess: () => refreshContent(client, 'element'),
  });
}

/** Publish, unpublish, archive or delete one of the test's elements (the content workflow). */
export function useLevelTestElementAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ContentAction }) =>
      runContentAction('element', id, action),
    // A refusal (409) may mean the element changed elsewhere: fetched again either way.
    onSettled: () => refreshContent(client, 'element'),
  });
}

/** Optimistic: the list shows the new order at once and goes back if the service refuses. */
export function useReorderLevelTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, ids }: { activityId: string; ids: string[] }) =>
      reorderLevelTest(activityId, ids),
    onMutate: async ({ ids }) => {
      await client.cancelQueries({ queryKey: levelTestKey });
      const previous = client.getQueryData<LevelTest>(levelTestKey);
      if (previous) {
        const byId = new Map(previous.elements.map((element) => [element.id, element]));
        const elements = ids.flatMap((id) => byId.get(id) ?? []);
        client.setQueryData<LevelTest>(levelTestKey, { ...previous, elements });
      }
      return { previous };
    },
    onError: (_error, _reorder, context) => {
      if (context?.previous) client.setQueryData(levelTestKey, context.previous);
    },
    // Not awaited: the outcome's toast does not wait for the lists to be fetched again.
    onSettled: () => void refreshContent(client, 'element'),
  });
}

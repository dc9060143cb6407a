import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TopicBody, TopicOverview } from '../../../../contract/curriculum';
import { LEVELS_PATHS } from '../../../../contract/curriculum-paths';
import type { Pagination } from '../../../../contract/wire';
import { send } from '../../../api/api-failure';
import { contentKey } from '../../../api/curriculum-content';
import type { Envelope } from '../../../api/envelope';
import { levelsApi } from '../../../api/http';
import type { Done } from '../../../api/organizations';

/** The topics screen's filters (kept in the address by the page). */
export interface TopicQuery {
  search?: string | undefined;
  status?: 'published' | 'unpublished' | 'archived' | undefined;
}

/** The most topics one screen lists; reordering needs every topic on it. */
export const TOPICS_PAGE_SIZE = 100;

export const topicsKey = (query: TopicQuery) => [...contentKey, 'topics', query] as const;

interface TopicPage {
  result: TopicOverview[];
  pagination: Pagination;
}

/** Every topic with its counts, archived ones too unless a status is chosen (a page of them). */
export async function fetchTopics(query: TopicQuery, pageNumber = 1): Promise<TopicPage> {
  const searchParams: Record<string, string | number> = { pageNumber, pageSize: TOPICS_PAGE_SIZE };
  if (query.search) searchParams.search = query.search;
  if (query.status === 'archived') searchParams.archived = 'true';
  else if (query.status) searchParams.published = String(query.status === 'published');
  else searchParams.includeArchived = 'true';
  const { data } = await send<Envelope<TopicPage>>(
    levelsApi.get(LEVELS_PATHS.overview, { searchParams }),
  );
  return data;
}

export async function saveTopic(id: string | null, body: TopicBody): Promise<Done> {
  const call = id
    ? levelsApi.put(LEVELS_PATHS.item('level', id), { json: body })
    : levelsApi.post(LEVELS_PATHS.create('level'), { json: body });
  const answer = await send<Envelope<unknown> | null>(call);
  return { message: answer?.message ?? '' };
}

export async function reorderTopics(ids: string[]): Promise<Done> {
  const answer = await send<Envelope<unknown> | null>(
    levelsApi.put(LEVELS_PATHS.reorder('level'), { json: { ids } }),
  );
  return { message: answer?.message ?? '' };
}

export function useTopics(query: TopicQuery, enabled: boolean) {
  return useQuery({ queryKey: topicsKey(query), queryFn: () => fetchTopics(query), enabled });
}

/** A saved topic changes the pickers and trees too: everything of the levels service refreshes. */
export function useSaveTopic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TopicBody }) => saveTopic(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [contentKey[0]] }),
  });
}

/** Optimistic: the list shows the new order at once and goes back if the service refuses. */
export function useReorderTopics(query: TopicQuery) {
  const client = useQueryClient();
  const key = topicsKey(query);
  return useMutation({
    mutationFn: reorderTopics,
    onMutate: async (ids: string[]) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<TopicPage>(key);
      if (previous) {
        const byId = new Map(previous.result.map((topic) => [topic.id, topic]));
        const result = ids.flatMap((id, index) => {
          const topic = byId.get(id);
          return topic ? [{ ...topic, order: index + 1 }] : [];
        });
        client.setQueryData<TopicPage>(key, { ...previous, result });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    // Not awaited: the outcome's toast does not wait for the lists to be fetched again.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: [contentKey[0]] });
    },
  });
}

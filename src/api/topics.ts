import { useQuery } from '@tanstack/react-query';
import type { TopicOption } from '../../contract/curriculum';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { levelsApi } from './http';

export const topicOptionsKey = ['levels', 'topicOptions'] as const;

/** The curriculum's topics for pickers: every one for HAD, the published ones for others. */
export async function fetchTopicOptions(): Promise<TopicOption[]> {
  const { data } = await send<Envelope<TopicOption[]>>(levelsApi.get(LEVELS_PATHS.levelsData));
  return data;
}

export function useTopicOptions() {
  return useQuery({ queryKey: topicOptionsKey, queryFn: fetchTopicOptions });
}

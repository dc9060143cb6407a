import { useQuery } from '@tanstack/react-query';
import type { LevelOption } from '../../contract/curriculum';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { levelsApi } from './http';

export const topicOptionsKey = ['levels', 'topicOptions'] as const;

/** The curriculum's topics for pickers: every one for HAD, the published ones for others. */
export async function fetchTopicOptions(): Promise<LevelOption[]> {
  const { data } = await send<Envelope<LevelOption[]>>(levelsApi.get(LEVELS_PATHS.levelsData));
  return data;
}

export function useTopicOptions() {
  return useQuery({ queryKey: topicOptionsKey, queryFn: fetchTopicOptions });
}

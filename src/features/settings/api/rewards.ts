import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REWARD_PATHS,
  type Reward,
  type RewardBody,
  type RewardType,
} from '../../../../contract/rewards';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { settingsApi } from '../../../api/http';
import type { Done } from '../../../api/organizations';

/** One reward type's setting (settings service). */
export const rewardKey = (type: RewardType) => ['settings', 'rewards', type] as const;

export async function fetchReward(type: RewardType): Promise<Reward> {
  const { data } = await send<Envelope<Reward>>(settingsApi.get(REWARD_PATHS.type(type)));
  return data;
}

export async function saveReward(type: RewardType, body: RewardBody): Promise<Done> {
  const answer = await send<Envelope<Reward> | null>(
    settingsApi.put(REWARD_PATHS.type(type), { json: body }),
  );
  return { message: answer?.message ?? '' };
}

export function useReward(type: RewardType, enabled: boolean) {
  return useQuery({ queryKey: rewardKey(type), queryFn: () => fetchReward(type), enabled });
}

export function useSaveReward(type: RewardType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RewardBody) => saveReward(type, body),
    onSuccess: () => client.invalidateQueries({ queryKey: rewardKey(type) }),
  });
}

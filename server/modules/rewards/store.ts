import {
  REWARD_BODY_SCHEMAS,
  REWARD_DEFAULTS,
  type Reward,
  type RewardBody,
  type RewardType,
} from '../../../contract/rewards';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { readSetting, writeSetting, type StoredSetting } from '../../platform/stored-setting';

/** The `app_settings` key of one type's reward. */
export const rewardKey = (type: RewardType) => `rewards:${type}`;

const present = (type: RewardType, { value, updatedAt }: StoredSetting<RewardBody>): Reward =>
  ({ ...value, type, updatedAt }) as Reward;

/** The type's stored reward, or its default (off, worth nothing) before anyone wrote it. */
export async function readReward(tx: Db, type: RewardType): Promise<Reward> {
  const schema = REWARD_BODY_SCHEMAS[type] as unknown as z.ZodType<RewardBody>;
  return present(type, await readSetting(tx, rewardKey(type), schema, REWARD_DEFAULTS[type]));
}

export async function writeReward(tx: Db, type: RewardType, body: RewardBody): Promise<Reward> {
  return present(type, await writeSetting(tx, rewardKey(type), body));
}

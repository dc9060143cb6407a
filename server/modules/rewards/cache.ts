import { REWARD_TYPES, type Reward, type RewardType } from '../../../contract/rewards';
import type { Broadcast } from '../../platform/broadcast';

/** The broadcast topic of reward changes; the message is the type written. */
export const REWARDS_TOPIC = 'rewards';

/**
 * How long a kept reward is trusted. While this process is subscribed to the changes (Redis
 * pub/sub), a write anywhere drops it at once, so it is kept up to `subscribedTtlMs` (a message
 * lost some other way still converges). While it is not (Redis down, no REDIS_URL), writes made
 * by other processes do not reach it, so it is kept `fallbackTtlMs` only: every process serves
 * a new reward within that time.
 */
export const REWARDS_CACHE_TTL = { subscribedTtlMs: 60_000, fallbackTtlMs: 5_000 } as const;

interface Entry {
  reward: Reward;
  at: number;
  /** The subscription it was read under (null: none); trusted long only while that one lasts. */
  subscription: number | null;
}

export interface RewardsCache {
  /** The kept reward, or `load()`'s (kept unless a change arrived while it was read). */
  read(type: RewardType, load: () => Promise<Reward>): Promise<Reward>;
  /** Drops one type (or all): a write here, or a message from another process. */
  forget(type?: RewardType): void;
  /** This process's subscription to changes started (again) or was lost. */
  subscribed(): void;
  unsubscribed(): void;
}

export function createRewardsCache({
  now = Date.now,
  ttl = REWARDS_CACHE_TTL,
}: { now?: () => number; ttl?: typeof REWARDS_CACHE_TTL } = {}): RewardsCache {
  const entries = new Map<RewardType, Entry>();
  // Bumped by every change: a read that started before one must not keep what it read.
  let changes = 0;
  let subscriptions = 0;
  let current: number | null = null;

  const fresh = (entry: Entry) => {
    const age = now() - entry.at;
    if (entry.subscription !== null && entry.subscription === current) {
      return age < ttl.subscribedTtlMs;
    }
    return age < ttl.fallbackTtlMs;
  };
  const forget = (type?: RewardType) => {
    changes += 1;
    if (type) entries.delete(type);
    else entries.clear();
  };

  return {
    async read(type, load) {
      const entry = entries.get(type);
      if (entry && fresh(entry)) return entry.reward;
      const seen = changes;
      const subscription = current;
      const reward = await load();
      if (changes === seen) entries.set(type, { reward, at: now(), subscription });
      return reward;
    },
    forget,
    subscribed() {
      // Changes published while this process was not subscribed reached no one here.
      subscriptions += 1;
      current = subscriptions;
      forget();
    },
    unsubscribed() {
      current = null;
    },
  };
}

const isRewardType = (value: string): value is RewardType =>
  (REWARD_TYPES as readonly string[]).includes(value);

/** Keeps `cache` in step with every process's writes. */
export function listenForRewardChanges(broadcast: Broadcast, cache: RewardsCache): void {
  broadcast.listen(REWARDS_TOPIC, {
    message: (type) => cache.forget(isRewardType(type) ? type : undefined),
    live: () => cache.subscribed(),
    lost: () => cache.unsubscribed(),
  });
}

import { describe, expect, it } from 'vitest';
import { REWARD_DEFAULTS, type Reward } from '../../contract/rewards';
import type { Broadcast, BroadcastListener } from '../../server/platform/broadcast';
import {
  createRewardsCache,
  listenForRewardChanges,
  REWARDS_CACHE_TTL,
  REWARDS_TOPIC,
} from '../../server/modules/rewards/cache';

/** The rule of the rewards cache (cache.ts) on a simulated clock; no database, no Redis. */
const reward = (points: number): Reward => ({
  ...REWARD_DEFAULTS.lessonCompleted,
  points,
  type: 'lessonCompleted',
  updatedAt: null,
});

function setup() {
  let clock = 0;
  const cache = createRewardsCache({ now: () => clock });
  let stored = 1;
  let loads = 0;
  const load = async () => {
    loads += 1;
    return reward(stored);
  };
  const get = () => cache.read('lessonCompleted', load).then((r) => r.points);
  return {
    cache,
    get,
    set: (points: number) => (stored = points),
    tick: (ms: number) => (clock += ms),
    loads: () => loads,
  };
}

describe('the rewards cache', () => {
  it('without a subscription keeps a reward the fallback TTL only', async () => {
    const s = setup();
    expect(await s.get()).toBe(1);
    s.set(2);
    s.tick(REWARDS_CACHE_TTL.fallbackTtlMs - 1);
    expect(await s.get()).toBe(1);
    s.tick(1);
    expect(await s.get()).toBe(2);
  });

  it('subscribed, keeps it until a change (or the long TTL), and drops it at a change', async () => {
    const s = setup();
    s.cache.subscribed();
    expect(await s.get()).toBe(1);
    s.set(2);
    s.tick(REWARDS_CACHE_TTL.fallbackTtlMs * 2);
    expect(await s.get()).toBe(1);
    s.cache.forget('lessonCompleted');
    expect(await s.get()).toBe(2);
    s.set(3);
    s.tick(REWARDS_CACHE_TTL.subscribedTtlMs);
    expect(await s.get()).toBe(3);
    // Another type's change leaves this one kept.
    s.set(4);
    s.cache.forget('examPassed');
    expect(await s.get()).toBe(3);
  });

  it('a lost subscription falls back to the short TTL; a new one forgets everything', async () => {
    const s = setup();
    s.cache.subscribed();
    expect(await s.get()).toBe(1);
    s.set(2);
    s.tick(REWARDS_CACHE_TTL.fallbackTtlMs);
    s.cache.unsubscribed();
    // Read under the lost subscription and older than the fallback TTL: read again.
    expect(await s.get()).toBe(2);
    s.set(3);
    s.cache.subscribed();
    expect(await s.get()).toBe(3);
  });

  it('does not keep what a read got when a change arrived during it', async () => {
    const s = setup();
    s.cache.subscribed();
    let release: () => void = () => undefined;
    const slow = s.cache.read('lessonCompleted', async () => {
      const old = reward(1);
      await new Promise<void>((resolve) => (release = resolve));
      return old;
    });
    s.set(2);
    s.cache.forget('lessonCompleted');
    release();
    expect((await slow).points).toBe(1);
    expect(await s.get()).toBe(2);
  });

  it('listens on its topic: a message forgets the type, live and lost switch the rule', async () => {
    const listeners: BroadcastListener[] = [];
    const broadcast: Broadcast = {
      publish: async () => true,
      listen: (topic, listener) => {
        expect(topic).toBe(REWARDS_TOPIC);
        listeners.push(listener);
      },
      close: async () => undefined,
    };
    const s = setup();
    listenForRewardChanges(broadcast, s.cache);
    const [listener] = listeners;
    listener!.live();
    expect(await s.get()).toBe(1);
    s.set(2);
    s.tick(REWARDS_CACHE_TTL.fallbackTtlMs);
    expect(await s.get()).toBe(1);
    listener!.message('lessonCompleted');
    expect(await s.get()).toBe(2);
    s.set(3);
    listener!.message('not-a-type');
    expect(await s.get()).toBe(3);
    listener!.lost();
    s.set(4);
    s.tick(REWARDS_CACHE_TTL.fallbackTtlMs);
    expect(await s.get()).toBe(4);
    expect(s.loads()).toBe(4);
  });
});

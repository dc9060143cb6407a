import type { SharedGeneration } from './list-totals';
import type { SharedRedis } from './redis';

/**
 * The list totals' write generation in Redis, one counter for every API process. A
 * generation read is tagged with the connection it came from: after an outage (writes then
 * bumped nothing) every process starts again from an empty cache.
 */
export function redisGeneration(redis: SharedRedis, key: string): SharedGeneration {
  return {
    async read() {
      if (!redis.isReady()) return undefined;
      try {
        const value = await redis.client.get(key);
        return `${redis.connection()}:${value ?? '0'}`;
      } catch (error) {
        redis.failed(error);
        return undefined;
      }
    },
    async bump() {
      if (!redis.isReady()) return;
      try {
        await redis.client.incr(key);
      } catch (error) {
        redis.failed(error);
      }
    },
  };
}

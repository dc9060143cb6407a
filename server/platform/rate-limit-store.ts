import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore, {
  type LibraryStore,
  type StoreCallback,
} from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedRedis } from './redis';

/**
 * Counts in Redis while it answers, in this process's memory while it does not (SharedRedis
 * logs the outage once): a limited route keeps limiting instead of answering 500, and is
 * shared again as soon as Redis is back. Counts made during an outage stay in the process.
 */
class SharedOrLocalStore implements LibraryStore {
  constructor(
    private readonly shared: LibraryStore,
    private readonly local: LibraryStore,
    private readonly redis: SharedRedis,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    this.run('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    this.run('read', key, callback, timeWindow, max);
  }

  child(routeOptions: object): LibraryStore {
    return new SharedOrLocalStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.redis,
    );
  }

  private run(
    method: 'incr' | 'read',
    key: string,
    callback: StoreCallback,
    timeWindow: number,
    max: number,
  ) {
    if (!this.redis.isReady()) return this.local[method](key, callback, timeWindow, max);
    this.shared[method](
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.redis.failed(error);
        this.local[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }
}

interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** The plugin's `store` option: it builds one with its settings, then a child per limiter. */
export function sharedOrLocalStore(redis: SharedRedis, prefix: string): FastifyRateLimitStoreCtor {
  return class extends SharedOrLocalStore {
    constructor(params: StoreParams) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis.client, prefix),
        new LocalStore(continueExceeding, exponentialBackoff),
        redis,
      );
    }
  };
}

/**
 * The two stores @fastify/rate-limit ships (CommonJS, without types of their own), reused by
 * rate-limit-store.ts so that counting, in Redis or in memory, stays the library's.
 */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { LibraryStore } from '@fastify/rate-limit/store/RedisStore.js';

  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean) => LibraryStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';

  export type StoreResult = { current: number; ttl: number };
  export type StoreCallback = (error: Error | null, result?: StoreResult) => void;

  /** What the plugin calls: `incr` counts a hit, `read` only looks; `child` per limiter. */
  export interface LibraryStore {
    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
    read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
    child(routeOptions: object): LibraryStore;
  }

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    keyPrefix: string,
  ) => LibraryStore;
  export default RedisStore;
}

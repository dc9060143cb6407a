/**
 * Totals of paged lists kept in process memory for a few seconds (docs/classes.md, "Students").
 *
 * Counting every matching row is the floor of a list call (an exact count of 100,000 students
 * costs about 13 ms of database CPU on each request); the page itself is cheap. Only the
 * `total` (and so `numOfPages`) of an answer may come from here, at most `ttlMs` old: the rows
 * are always read fresh. Keys name the scope (one organisation, or platform-wide) and the
 * filters. Every write request (any method but GET, HEAD and OPTIONS) clears every total when
 * it answers (`clearOnWrites`), so someone who adds a student and then lists sees the new total.
 *
 * Several API processes share a write generation in Redis (`shared`, list-totals-shared.ts):
 * a write bumps it before its answer leaves, and a process that reads a new generation forgets
 * what it kept, so a write on one process shows at once on every other. When the generation
 * cannot be read (Redis down), totals are counted afresh. Without Redis, writes by another
 * process (or a script) show after at most `ttlMs`.
 */
import type { FastifyInstance } from 'fastify';

export interface ListTotals {
  /**
   * The kept total of `key` when younger than the TTL; otherwise `count()`, then kept. A total
   * is a number, or a few numbers counted together (a topic's counts in the curriculum).
   */
  get<T>(key: string, count: () => Promise<T>): Promise<T>;
  /** Forgets every total (after a write), in every process sharing the generation. */
  clear(): Promise<void>;
}

/** The write generation every API process sees (list-totals-shared.ts). */
export interface SharedGeneration {
  /** The current generation; undefined when it cannot be known (nothing is kept then). */
  read(): Promise<string | undefined>;
  /** Tells every process that a write happened. */
  bump(): Promise<void>;
}

export interface ListTotalsOptions {
  /** How long a total is kept; 0 counts on every call (the tests' default). */
  ttlMs: number;
  /** The most totals kept; the oldest goes first. */
  maxEntries?: number;
  /** Monotonic milliseconds (tests pass their own). */
  now?: () => number;
  /** Set with several API processes (REDIS_URL): writes of any process clear the totals. */
  shared?: SharedGeneration;
}

export const LIST_TOTALS_TTL_MS = 5_000;

export function createListTotals({
  ttlMs,
  maxEntries = 1_000,
  now = () => performance.now(),
  shared,
}: ListTotalsOptions): ListTotals {
  const kept = new Map<string, { total: unknown; until: number }>();
  // Bumped by clear(): a count that started before a write and ends after it is not kept.
  let generation = 0;
  // The shared generation the kept totals were counted under.
  let sharedSeen: string | undefined;
  return {
    async get<T>(key: string, count: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return count();
      const sharedNow = shared ? await shared.read() : undefined;
      if (shared && sharedNow !== sharedSeen) {
        kept.clear();
        sharedSeen = sharedNow;
      }
      if (shared && sharedNow === undefined) return count();
      const hit = kept.get(key);
      if (hit && hit.until > now()) return hit.total as T;
      const started = generation;
      const total = await count();
      // Another process's write during the count shows as a new generation at the next read.
      if (started === generation && sharedSeen === sharedNow) {
        kept.delete(key);
        kept.set(key, { total, until: now() + ttlMs });
        while (kept.size > maxEntries) {
          const oldest = kept.keys().next().value;
          if (oldest === undefined) break;
          kept.delete(oldest);
        }
      }
      return total;
    },
    async clear() {
      generation += 1;
      kept.clear();
      await shared?.bump();
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Clears the totals when a write request answers (onSend: after the route's transaction has
 * committed, before the client can read the answer), whatever its status; with a shared
 * generation, the other processes' too.
 */
export function clearOnWrites(app: FastifyInstance, totals: ListTotals) {
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method)) await totals.clear();
  });
}

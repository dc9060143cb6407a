/**
 * Totals of paged lists kept in process memory for a few seconds (server/README.md, "Students").
 *
 * Counting every matching row is the floor of a list call (an exact count of 100,000 students
 * costs about 13 ms of database CPU on each request); the page itself is cheap. Only the
 * `total` (and so `numOfPages`) of an answer may come from here, at most `ttlMs` old: the rows
 * are always read fresh. Keys name the scope (one organisation, or platform-wide) and the
 * filters. Every write request of this process (any method but GET, HEAD and OPTIONS) clears
 * every total when it answers (`clearOnWrites`), so someone who adds a student and then lists
 * sees the new total; writes by another process (several API processes, a script) show after
 * at most `ttlMs`.
 */
import type { FastifyInstance } from 'fastify';

export interface ListTotals {
  /**
   * The kept total of `key` when younger than the TTL; otherwise `count()`, then kept. A total
   * is a number, or a few numbers counted together (a topic's counts in the curriculum).
   */
  get<T>(key: string, count: () => Promise<T>): Promise<T>;
  /** Forgets every total (after a write). */
  clear(): void;
}

export interface ListTotalsOptions {
  /** How long a total is kept; 0 counts on every call (the tests' default). */
  ttlMs: number;
  /** The most totals kept; the oldest goes first. */
  maxEntries?: number;
  /** Monotonic milliseconds (tests pass their own). */
  now?: () => number;
}

export const LIST_TOTALS_TTL_MS = 5_000;

export function createListTotals({
  ttlMs,
  maxEntries = 1_000,
  now = () => performance.now(),
}: ListTotalsOptions): ListTotals {
  const kept = new Map<string, { total: unknown; until: number }>();
  // Bumped by clear(): a count that started before a write and ends after it is not kept.
  let generation = 0;
  return {
    async get<T>(key: string, count: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return count();
      const hit = kept.get(key);
      if (hit && hit.until > now()) return hit.total as T;
      const started = generation;
      const total = await count();
      if (started === generation) {
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
    clear() {
      generation += 1;
      kept.clear();
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Clears the totals when a write request answers (onSend: after the route's transaction has
 * committed, before the client can read the answer), whatever its status.
 */
export function clearOnWrites(app: FastifyInstance, totals: ListTotals) {
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method)) totals.clear();
  });
}

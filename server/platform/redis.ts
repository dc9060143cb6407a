/**
 * The one Redis connection of an API process (REDIS_URL): rate-limit counters and the list
 * totals' generation, shared by every process.
 *
 * Redis is a help, never a dependency: while it is unreachable, callers fall back to what one
 * process can do alone (counting in memory, counting totals afresh), and go back to Redis once
 * it answers again. Commands never wait for a connection (no offline queue) and give up after
 * `COMMAND_TIMEOUT_MS`, so a request is not held up by a Redis that is down or hung. An outage
 * is logged once when it starts and once when it ends, never per request or per reconnection
 * attempt.
 */
import type { Redis } from 'ioredis';

export interface RedisLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface SharedRedis {
  client: Redis;
  /** Connected and answering: use Redis; otherwise the in-process fallback. */
  isReady(): boolean;
  /**
   * Bumped at every (re)connection: what a process kept from Redis before an outage (a
   * generation it read) may be out of date, since writes during the outage reached no one.
   */
  connection(): number;
  /**
   * A command failed although the connection looked ready (a hung or failing Redis): counted
   * as an outage, and the connection is made afresh so a recovered Redis is noticed.
   */
  failed(error: unknown): void;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 2_000;
const COMMAND_TIMEOUT_MS = 1_000;
/** Reconnect attempts: 100 ms, 200 ms ... at most every second, for as long as it takes. */
const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 1_000);

/** host:port of the URL, never its password. */
const whereOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '6379'}`;
};

export async function connectRedis(url: string, log: RedisLog): Promise<SharedRedis> {
  const { Redis } = await import('ioredis');
  const where = whereOf(url);
  const client = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: reconnectDelay,
  });
  let up = false;
  // Undefined until the first outcome: a start with Redis down is logged as an outage too.
  let reported: 'up' | 'down' | undefined;
  let connections = 0;
  let closing = false;

  const down = (error: unknown) => {
    up = false;
    if (closing || reported === 'down') return;
    reported = 'down';
    log.warn(
      { redis: where, error: error instanceof Error ? error.message : String(error) },
      'Redis unreachable: rate limits are counted in this process and list totals afresh until it answers again',
    );
  };
  client.on('ready', () => {
    up = true;
    connections += 1;
    if (reported === 'down')
      log.info(
        { redis: where },
        'Redis answers again: rate limits and list totals are shared again',
      );
    reported = 'up';
  });
  // ioredis emits 'error' at each failed attempt; without a listener it prints them all.
  client.on('error', down);
  client.on('close', () => down(new Error('connection closed')));

  // Start shared when Redis is there; do not hold the start-up when it is not.
  await new Promise<void>((resolve) => {
    const settle = () => {
      client.off('ready', settle);
      client.off('error', settle);
      resolve();
    };
    client.once('ready', settle);
    client.once('error', settle);
  });

  return {
    client,
    isReady: () => up && client.status === 'ready',
    connection: () => connections,
    failed(error) {
      down(error);
      if (client.status === 'ready') client.disconnect(true);
    },
    async close() {
      closing = true;
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}

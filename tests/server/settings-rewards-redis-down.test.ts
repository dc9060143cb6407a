import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARD_PATHS, rewardSchema } from '../../contract/rewards';
import { envelope } from '../../contract/wire';
import { REWARDS_CACHE_TTL, REWARDS_TOPIC } from '../../server/modules/rewards/cache';
import { settingsUrl } from './support/meetings';
import { REDIS_REQUIRED, redisAnswers, TEST_REDIS_URL } from './support/redis';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { createTestApp, type TestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

/**
 * The rewards cache when Redis goes away and comes back (a TCP proxy in front of the real
 * Redis, as in rate-limit-redis-down.test.ts): writes still answer, every process serves the
 * new reward within the fallback TTL, and once Redis is back a write reaches the others at once.
 */
const URL_ = settingsUrl(REWARD_PATHS.type('lessonCompleted'));
const one = envelope(rewardSchema);
const redisUp = await redisAnswers();
const BACK = 'Redis answers again';

describe.skipIf(!redisUp && !REDIS_REQUIRED)('the rewards cache while Redis is down', () => {
  let proxy: TcpProxy;
  let database: TestDatabase;
  let probe: Redis;
  let a: TestApp;
  let b: TestApp;
  let onA: string;
  let onB: string;
  const prefix = `console-rewards-down-${randomBytes(6).toString('hex')}:`;
  const channel = `${prefix}broadcast:${REWARDS_TOPIC}`;

  /** Both processes subscribed (counted by the real Redis, behind the proxy). */
  async function bothSubscribed() {
    for (let tries = 0; ; tries += 1) {
      const [, count] = (await probe.pubsub('NUMSUB', channel)) as [string, number];
      if (Number(count) >= 2) return;
      if (tries > 200) throw new Error('the processes never subscribed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const points = async (app: TestApp, token: string) => {
    const response = await app.request(token, 'GET', URL_);
    expect(response.statusCode, response.body).toBe(200);
    return one.parse(response.json()).data.points;
  };
  const write = async (app: TestApp, token: string, value: number) => {
    const response = await app.request(token, 'PUT', URL_, {
      enabled: true,
      points: value,
      coins: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    if (!redisUp)
      throw new Error(`TEST_REDIS_URL is set, but no Redis answers at ${TEST_REDIS_URL}`);
    const redis = new URL(TEST_REDIS_URL);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    const through = new URL(TEST_REDIS_URL);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    database = await openTestDatabase();
    const env = { REDIS_URL: through.toString(), RATE_LIMIT_PREFIX: prefix };
    a = await createTestApp({ database, env });
    b = await createTestApp({ database, env });
    probe = new Redis(TEST_REDIS_URL);
    [onA, onB] = [await a.login('admin@demo.test'), await b.login('admin@demo.test')];
    await bothSubscribed();
  });
  afterAll(async () => {
    probe?.disconnect();
    await a?.close();
    await b?.close();
    await database?.close();
    await proxy?.close().catch(() => undefined);
  });

  it('converges within the fallback TTL while Redis is gone, at once again when it is back', async () => {
    await write(a, onA, 1);
    expect(await points(b, onB)).toBe(1);

    // Gone: the write answers (never a 500), the writer serves it at once, B within the TTL.
    await proxy.close();
    await write(a, onA, 2);
    expect(await points(a, onA)).toBe(2);
    const since = Date.now();
    while ((await points(b, onB)) !== 2) {
      expect(Date.now() - since).toBeLessThan(REWARDS_CACHE_TTL.fallbackTtlMs + 1_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // Back: both subscribe again by themselves; B's kept reward is dropped by A's next write.
    await proxy.open();
    await bothSubscribed();
    // And each one's shared connection, which publishes (reconnected every 100 ms to 1 s).
    for (const app of [a, b]) {
      for (let tries = 0; !app.logs().some((line) => line.includes(BACK)); tries += 1) {
        if (tries > 100) throw new Error('Redis never answered again');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(await points(b, onB)).toBe(2);
    await write(a, onA, 3);
    // The message reaches B a moment after A answers (pub/sub is asynchronous), far sooner than
    // either TTL would drop B's kept reward (subscribed again, B keeps it for a minute).
    const written = Date.now();
    while ((await points(b, onB)) !== 3) {
      expect(Date.now() - written).toBeLessThan(REWARDS_CACHE_TTL.fallbackTtlMs);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 30_000);
});

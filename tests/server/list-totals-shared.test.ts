import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListTotals, type ListTotals } from '../../server/platform/list-totals';
import { redisGeneration } from '../../server/platform/list-totals-shared';
import { connectRedis, type SharedRedis } from '../../server/platform/redis';
import { TEST_REDIS_URL } from './support/redis';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

/**
 * Two processes' list totals sharing a write generation in the real Redis (each with its own
 * connection, as two API processes have): a write on one clears what the other keeps, and
 * while Redis cannot be read nothing is kept. The second connection goes through a proxy the
 * test closes and opens again.
 */
const log = { warn: () => undefined, info: () => undefined };

const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within 15 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const counter = () => {
  let calls = 0;
  return { count: () => Promise.resolve(++calls), calls: () => calls };
};

describe('list totals shared through Redis', () => {
  let proxy: TcpProxy;
  let redisA: SharedRedis;
  let redisB: SharedRedis;
  let a: ListTotals;
  let b: ListTotals;
  beforeAll(async () => {
    const direct = new URL(TEST_REDIS_URL);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 6379) });
    const through = new URL(TEST_REDIS_URL);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    redisA = await connectRedis(TEST_REDIS_URL, log);
    redisB = await connectRedis(through.toString(), log);
    const key = `console-test-${randomBytes(6).toString('hex')}:totals`;
    a = createListTotals({ ttlMs: 60_000, shared: redisGeneration(redisA, key) });
    b = createListTotals({ ttlMs: 60_000, shared: redisGeneration(redisB, key) });
  });
  afterAll(async () => {
    await redisA?.close();
    await redisB?.close();
    await proxy?.close().catch(() => undefined);
  });

  it("a write on one clears the other's kept totals at once", async () => {
    const counted = counter();
    expect(await b.get('students', counted.count)).toBe(1);
    expect(await b.get('students', counted.count)).toBe(1);
    await a.clear();
    expect(await b.get('students', counted.count)).toBe(2);
    expect(await b.get('students', counted.count)).toBe(2);
    expect(counted.calls()).toBe(2);
  });

  const whileGone = async (during: () => Promise<void> = async () => undefined) => {
    await proxy.close();
    await until(() => !redisB.isReady(), 'the outage noticed');
    await during();
    await proxy.open();
    await until(() => redisB.isReady(), 'reconnected');
  };

  it('counts afresh while Redis is gone', async () => {
    const counted = counter();
    await b.get('classes', counted.count);
    await whileGone(async () => {
      expect(await b.get('classes', counted.count)).toBe(2);
      expect(await b.get('classes', counted.count)).toBe(3);
    });
    expect(await b.get('classes', counted.count)).toBe(4);
    expect(await b.get('classes', counted.count)).toBe(4);
  });

  it('keeps nothing from before an outage, even unread during it', async () => {
    const counted = counter();
    await b.get('rooms', counted.count);
    // Writes during the outage bumped nothing that B could see later.
    await whileGone();
    expect(await b.get('rooms', counted.count)).toBe(2);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../contract/wire';
import { ACCOUNT_URLS } from './support/accounts';
import { freePort } from '../e2e/support/server';
import { TEST_REDIS_URL } from './support/redis';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { createTestApp, type TestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

/**
 * REDIS_URL set and Redis unreachable: the limited routes go on limiting in each process's
 * memory (never a 500), the outage is logged once, and the counts are shared again once Redis
 * answers. Redis disappears for real: a closed port, or a TCP proxy in front of the real Redis
 * that the test closes and opens again.
 */
const PER_ACCOUNT = 3;
const LIMITS = { RATE_LIMIT_PER_ADDRESS: '1000', RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT) };
const OUTAGE = 'Redis unreachable';
const BACK = 'Redis answers again';

const wrongLogin = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: ACCOUNT_URLS.login,
    payload: { email, password: 'not-the-password' },
  });

const statuses = async (t: TestApp, email: string, times: number) => {
  const seen: number[] = [];
  for (let i = 0; i < times; i++) seen.push((await wrongLogin(t, email)).statusCode);
  return seen;
};

const logged = (t: TestApp, message: string) =>
  t.logs().filter((line) => line.includes(message)).length;

const until = async (check: () => boolean, what: string, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const account = () => `limited-${randomBytes(4).toString('hex')}@example.test`;

describe('REDIS_URL at a closed port', () => {
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    t = await createTestApp({ env: { ...LIMITS, REDIS_URL: `redis://127.0.0.1:${port}` } });
  });
  afterAll(() => t?.close());

  it('limits in this process, never answers 500, and logs the outage once', async () => {
    const email = account();
    expect(await statuses(t, email, PER_ACCOUNT + 2)).toEqual([401, 401, 401, 429, 429]);
    const throttled = await wrongLogin(t, email);
    expect(throttled.json()).toMatchObject({ code: ERROR_CODES.tooManyRequests });
    // Several reconnection attempts later, still one line.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await statuses(t, account(), 2);
    expect(logged(t, OUTAGE)).toBe(1);
    const line = JSON.parse(t.logs().find((entry) => entry.includes(OUTAGE)) ?? '{}');
    expect(line).toMatchObject({ level: 40, redis: expect.stringMatching(/^127\.0\.0\.1:\d+$/) });
  });
});

describe('Redis behind a proxy that goes away and comes back', () => {
  let proxy: TcpProxy;
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const redis = new URL(TEST_REDIS_URL);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    const through = new URL(TEST_REDIS_URL);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    database = await openTestDatabase();
    const env = {
      ...LIMITS,
      REDIS_URL: through.toString(),
      RATE_LIMIT_PREFIX: `console-test-${randomBytes(6).toString('hex')}:`,
    };
    a = await createTestApp({ database, env });
    b = await createTestApp({ database, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    await proxy?.close().catch(() => undefined);
  });

  it('shares the counts, limits alone while Redis is gone, and shares again once it is back', async () => {
    // Up: the two processes count together.
    const shared = account();
    expect([...(await statuses(a, shared, 2)), ...(await statuses(b, shared, 2))]).toEqual([
      401, 401, 401, 429,
    ]);
    expect(logged(a, OUTAGE)).toBe(0);

    // Gone: each process limits on its own, nothing answers 500.
    await proxy.close();
    const alone = account();
    expect(await statuses(a, alone, PER_ACCOUNT + 1)).toEqual([401, 401, 401, 429]);
    expect(await statuses(b, alone, PER_ACCOUNT + 1)).toEqual([401, 401, 401, 429]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await statuses(a, account(), 2)).toEqual([401, 401]);
    expect(logged(a, OUTAGE)).toBe(1);
    expect(logged(b, OUTAGE)).toBe(1);

    // Back: both reconnect by themselves and count together again.
    await proxy.open();
    await until(() => logged(a, BACK) === 1 && logged(b, BACK) === 1, 'both reconnected');
    const again = account();
    expect([...(await statuses(b, again, 2)), ...(await statuses(a, again, 2))]).toEqual([
      401, 401, 401, 429,
    ]);
    expect(logged(a, OUTAGE)).toBe(1);
  });
});

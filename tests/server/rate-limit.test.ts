import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import { apiErrorSchema, ERROR_CODES } from '../../contract/wire';
import { DEMO_PASSWORD } from '../../server/db/demo-data';
import { ACCOUNT_URLS } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

const MAX_DELAY_MS = 600;
const LIMITS = {
  RATE_LIMIT_PER_ADDRESS: '6',
  RATE_LIMIT_PER_ACCOUNT: '3',
  LOGIN_MAX_DELAY_MS: String(MAX_DELAY_MS),
};
const login = (t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: ACCOUNT_URLS.login,
    payload: { email, password },
    remoteAddress,
  });
const wrongLogin = (t: TestApp, email: string, remoteAddress = '127.0.0.1') =>
  login(t, email, 'not-the-password', remoteAddress);

function expectThrottled(response: Awaited<ReturnType<typeof wrongLogin>>) {
  expect(response.statusCode).toBe(429);
  const body = apiErrorSchema.parse(response.json());
  expect(body).toMatchObject({
    message: ACCOUNT_MESSAGES.tooManyRequests,
    code: ERROR_CODES.tooManyRequests,
  });
  expect(body.retryAfterSeconds).toBeGreaterThan(0);
  expect(response.headers['retry-after']).toBe(String(body.retryAfterSeconds));
}

describe('in memory (no REDIS_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: LIMITS });
  });
  afterAll(() => t.close());

  it('refuses an address that keeps guessing one account, and only that address', async () => {
    const attacker = '10.0.0.1';
    for (let i = 0; i < 3; i++) {
      expect((await wrongLogin(t, 'admin@demo.test', attacker)).statusCode).toBe(401);
    }
    expectThrottled(await wrongLogin(t, 'ADMIN@demo.test', attacker));
    expectThrottled(await login(t, 'admin@demo.test', DEMO_PASSWORD, attacker));
    // The owner, from their own address, signs in; a right password counts nothing.
    const owner = await login(t, 'admin@demo.test', DEMO_PASSWORD, '10.0.0.2');
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('holds every attempt on an account guessed from many addresses, and lets the owner in', async () => {
    const email = 'manager@demo.test';
    for (let i = 0; i < 3; i++) {
      for (let address = 1; address <= 3; address++) {
        expect((await wrongLogin(t, email, `10.4.${i}.${address}`)).statusCode).toBe(401);
      }
    }
    // Nine wrong guesses: every attempt now waits (capped at LOGIN_MAX_DELAY_MS), the owner's too.
    const started = performance.now();
    const owner = await login(t, email, DEMO_PASSWORD, '10.4.9.9');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(MAX_DELAY_MS - 5);
  });

  it('limits one address across many accounts', async () => {
    for (let i = 0; i < 6; i++) {
      const response = await wrongLogin(t, `user${i}@example.test`, '10.1.1.1');
      expect(response.statusCode).toBe(401);
    }
    expectThrottled(await wrongLogin(t, 'someone-else@example.test', '10.1.1.1'));
    // Another address is not affected.
    expect((await wrongLogin(t, 'someone-else@example.test', '10.1.1.2')).statusCode).toBe(401);
  });

  it('limits code verification per temp token', async () => {
    const payload = { tempToken: 'x.y.z', code: '123456' };
    const verify = (ip: string) =>
      t.app.inject({ method: 'POST', url: ACCOUNT_URLS.verify, payload, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await verify(`10.2.0.${i}`)).statusCode).toBe(400);
    expect((await verify('10.2.0.99')).statusCode).toBe(429);
  });
});

describe('shared through Redis (REDIS_URL)', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    const env = {
      ...LIMITS,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      // A prefix of its own: parallel runs and other files never share counters.
      RATE_LIMIT_PREFIX: `console-test-${randomBytes(6).toString('hex')}:`,
    };
    a = await createTestApp({ database, env });
    b = await createTestApp({ database, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('counts the wrong guesses of both API processes together', async () => {
    expect((await wrongLogin(a, 'manager@demo.test', '10.3.0.1')).statusCode).toBe(401);
    expect((await wrongLogin(b, 'manager@demo.test', '10.3.0.1')).statusCode).toBe(401);
    expect((await wrongLogin(a, 'manager@demo.test', '10.3.0.1')).statusCode).toBe(401);
    // The fourth guess from this address is refused by the other process.
    expectThrottled(await wrongLogin(b, 'manager@demo.test', '10.3.0.1'));
    expect((await login(b, 'manager@demo.test', DEMO_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });
});

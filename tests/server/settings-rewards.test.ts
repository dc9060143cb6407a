import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REWARD_AMOUNT_MAX,
  REWARD_DEFAULTS,
  REWARD_MESSAGES,
  REWARD_PATHS,
  REWARD_TYPES,
  rewardSchema,
  type RewardType,
} from '../../contract/rewards';
import { envelope } from '../../contract/wire';
import { appSettings } from '../../server/db/schema/settings';
import { REWARDS_TOPIC } from '../../server/modules/rewards/cache';
import { rewardKey } from '../../server/modules/rewards/store';
import { entriesOf, requestIdOf } from './support/audit';
import { createRole, createUser, organizationId, userId } from './support/factories';
import { settingsUrl } from './support/meetings';
import { REDIS_REQUIRED, redisAnswers, TEST_REDIS_URL } from './support/redis';
import { createTestApp, type TestApp } from './support/test-app';

const url = (type: string) => settingsUrl(REWARD_PATHS.type(type as RewardType));
const one = envelope(rewardSchema);

let t: TestApp;
let admin: string;
/** A customer's member whose role grants Configurations read and write. */
let customerConfigurator: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  const role = await createRole(t.db, { grants: { Configurations: ['read', 'write', 'update'] } });
  const user = await createUser(t.db, {
    memberships: [
      { organizationId: await organizationId(t.db, 'Nour Academy'), roleId: role, isActive: true },
    ],
  });
  customerConfigurator = await t.login(user.email);
});
afterAll(() => t.close());

async function read(app: TestApp, token: string, type: RewardType) {
  const response = await app.request(token, 'GET', url(type));
  expect(response.statusCode, response.body).toBe(200);
  return one.parse(response.json()).data;
}

/** Changes the stored reward behind every process's back (as the owner: not audited). */
const writeBehind = (app: TestApp, type: RewardType, value: object) =>
  app.db
    .insert(appSettings)
    .values({ key: rewardKey(type), value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });

describe('the rewards (GET and PUT v1/rewards/type/{type})', () => {
  it('answer each type off and worth nothing before anyone writes it; another type is 404', async () => {
    for (const type of REWARD_TYPES) {
      expect(await read(t, admin, type)).toEqual({
        ...REWARD_DEFAULTS[type],
        type,
        updatedAt: null,
      });
    }
    expect((await t.request(admin, 'GET', url('birthday'))).statusCode).toBe(404);
    expect((await t.request(admin, 'PUT', url('birthday'), {})).statusCode).toBe(404);
  });

  it('are written per type with their own fields, the message, and an audit entry', async () => {
    const body = { enabled: true, points: 50, coins: 5, minScore: 80 };
    const saved = await t.request(admin, 'PUT', url('examPassed'), body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(REWARD_MESSAGES.updated);
    const data = one.parse(saved.json()).data;
    expect(data).toMatchObject({ ...body, type: 'examPassed' });
    expect(data.updatedAt).not.toBeNull();
    expect(await read(t, admin, 'examPassed')).toEqual(data);

    const streak = { enabled: true, points: 10, coins: 1, streakDays: 5 };
    expect((await t.request(admin, 'PUT', url('dailyStreak'), streak)).statusCode).toBe(200);
    expect(await read(t, admin, 'dailyStreak')).toMatchObject(streak);

    const [entry, ...more] = await entriesOf(t.db, requestIdOf(saved));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      tableName: 'app_settings',
      action: 'insert',
      recordId: 'rewards:examPassed',
      actorId: await userId(t.db, 'admin@demo.test'),
      route: 'PUT /api/settings/v1/rewards/type/:type',
    });
    expect(entry?.after).toMatchObject({ value: body });
  });

  it("refuse another type's fields, missing ones, negative or huge amounts (400 on the field)", async () => {
    const refused = async (type: RewardType, body: object) => {
      const response = await t.request(admin, 'PUT', url(type), body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().fieldErrors as Record<string, string>;
    };
    const base = { enabled: true, points: 1, coins: 1 };
    expect(await refused('lessonCompleted', { ...base, streakDays: 3 })).toEqual({
      streakDays: 'Unknown field.',
    });
    expect(Object.keys(await refused('examPassed', base))).toEqual(['minScore']);
    expect(Object.keys(await refused('examPassed', { ...base, minScore: 101 }))).toEqual([
      'minScore',
    ]);
    expect(Object.keys(await refused('dailyStreak', { ...base, streakDays: 0 }))).toEqual([
      'streakDays',
    ]);
    expect(Object.keys(await refused('levelTestDone', { ...base, points: -1 }))).toEqual([
      'points',
    ]);
    expect(
      Object.keys(await refused('levelTestDone', { ...base, coins: REWARD_AMOUNT_MAX + 1 })),
    ).toEqual(['coins']);
    expect(Object.keys(await refused('levelTestDone', { ...base, points: 1.5 }))).toEqual([
      'points',
    ]);
    expect(Object.keys(await refused('levelTestDone', { points: 1, coins: 1 }))).toEqual([
      'enabled',
    ]);
    expect(await read(t, admin, 'levelTestDone')).toMatchObject({ updatedAt: null });
  });

  it('need Configurations: read to read, and HAD to write (403)', async () => {
    const manager = await t.login('manager@demo.test');
    expect((await t.request(manager, 'GET', url('dailyStreak'))).statusCode).toBe(403);
    expect(
      (await t.request(manager, 'PUT', url('dailyStreak'), REWARD_DEFAULTS.dailyStreak)).statusCode,
    ).toBe(403);
    // A customer's configuration reader reads them (they are not secret) but may not change them.
    expect(await read(t, customerConfigurator, 'dailyStreak')).toMatchObject({ streakDays: 5 });
    const customer = await t.request(
      customerConfigurator,
      'PUT',
      url('dailyStreak'),
      REWARD_DEFAULTS.dailyStreak,
    );
    expect(customer.statusCode).toBe(403);
    expect(customer.json().message).toBe(REWARD_MESSAGES.hadOnly);
  });

  it('are read through the cache; a PUT refreshes it at once', async () => {
    const kept = await read(t, admin, 'lessonCompleted');
    await writeBehind(t, 'lessonCompleted', { enabled: true, points: 999, coins: 0 });
    // Written behind the service's back: the cache still answers what it kept.
    expect(await read(t, admin, 'lessonCompleted')).toEqual(kept);
    const body = { enabled: true, points: 20, coins: 2 };
    expect((await t.request(admin, 'PUT', url('lessonCompleted'), body)).statusCode).toBe(200);
    expect(await read(t, admin, 'lessonCompleted')).toMatchObject(body);
  });
});

/**
 * Two API processes (two apps on one database) and one Redis: a PUT on A reaches B's cache
 * through pub/sub before A answers. In-process, so it runs on PGlite too; the same with two OS
 * processes on PostgreSQL is in two-processes.test.ts.
 */
const redisUp = await redisAnswers();
describe.skipIf(!redisUp && !REDIS_REQUIRED)('the rewards cache across two processes', () => {
  let a: TestApp;
  let b: TestApp;
  let probe: Redis;
  const prefix = `console-rewards-${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    if (!redisUp)
      throw new Error(`TEST_REDIS_URL is set, but no Redis answers at ${TEST_REDIS_URL}`);
    const env = { REDIS_URL: TEST_REDIS_URL, RATE_LIMIT_PREFIX: prefix };
    a = await createTestApp({ env });
    b = await createTestApp({ env, database: a.database });
    probe = new Redis(TEST_REDIS_URL);
    // Both subscribed (the subscription is made once each process's connection is ready).
    const channel = `${prefix}broadcast:${REWARDS_TOPIC}`;
    for (let tries = 0; ; tries += 1) {
      const [, count] = (await probe.pubsub('NUMSUB', channel)) as [string, number];
      if (Number(count) >= 2) break;
      if (tries > 100) throw new Error('the processes never subscribed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(async () => {
    probe?.disconnect();
    await b?.close();
    await a?.close();
  });

  it('B serves the reward A wrote right after A answers', async () => {
    const [onA, onB] = [await a.login('admin@demo.test'), await b.login('admin@demo.test')];
    const kept = await read(b, onB, 'levelTestDone');
    // B keeps what it read (a change behind both backs does not show) ...
    await writeBehind(a, 'levelTestDone', { enabled: true, points: 7, coins: 7 });
    expect(await read(b, onB, 'levelTestDone')).toEqual(kept);
    // ... until A writes through the service.
    const body = { enabled: true, points: 300, coins: 30 };
    const saved = await a.request(onA, 'PUT', url('levelTestDone'), body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read(b, onB, 'levelTestDone')).toMatchObject(body);
    // And the other way round.
    const back = { enabled: false, points: 1, coins: 0 };
    expect((await b.request(onB, 'PUT', url('levelTestDone'), back)).statusCode).toBe(200);
    expect(await read(a, onA, 'levelTestDone')).toMatchObject(back);
  });
});

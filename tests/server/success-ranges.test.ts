import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettingsSchema } from '../../contract/general';
import { USERS_PATHS } from '../../contract/paths';
import {
  APP_SETTINGS_MESSAGES,
  levelSettingsSchema,
  SUCCESS_RANGE_MESSAGES,
  SUCCESS_RANGE_PATHS,
  successRangeSchema,
} from '../../contract/success-ranges';
import { envelope } from '../../contract/wire';
import { levels } from '../../server/db/schema/curriculum';
import { successRanges } from '../../server/db/schema/success-ranges';
import { pgCode, EXCLUSION_VIOLATION } from '../../server/platform/pg-errors';
import { settingsUrl } from './support/meetings';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let manager: string;
let topics: string[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  manager = await t.login('manager@demo.test');
  topics = (await t.db.select({ id: levels.id }).from(levels).orderBy(asc(levels.position))).map(
    (row) => row.id,
  );
  expect(topics.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => t.close());

const LEVELS = settingsUrl(SUCCESS_RANGE_PATHS.levels);
const RANGES = settingsUrl(SUCCESS_RANGE_PATHS.ranges);
const one = envelope(successRangeSchema);

async function settings() {
  const response = await t.request(admin, 'GET', LEVELS);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(levelSettingsSchema).parse(response.json()).data;
}

const add = (levelId: string, minScore: number, maxScore: number) =>
  t.request(admin, 'POST', RANGES, { levelId, minScore, maxScore });

describe('the level test score ranges', () => {
  it('start with no range: every score is a gap', async () => {
    const { ranges, gaps } = await settings();
    expect(ranges).toEqual([]);
    expect(gaps).toEqual([{ from: 0, to: 100 }]);
  });

  it('are added, ordered by score, with their topic; the gaps follow', async () => {
    const high = await add(topics[1]!, 61, 100);
    expect(high.statusCode, high.body).toBe(201);
    expect(high.json().message).toBe(SUCCESS_RANGE_MESSAGES.added);
    const low = one.parse((await add(topics[0]!, 0, 40)).json()).data;
    expect(low).toMatchObject({ levelId: topics[0], minScore: 0, maxScore: 40 });
    expect(low.levelTitleEn).not.toBe('');
    const { ranges, gaps } = await settings();
    expect(ranges.map((range) => [range.minScore, range.maxScore])).toEqual([
      [0, 40],
      [61, 100],
    ]);
    expect(gaps).toEqual([{ from: 41, to: 60 }]);
  });

  it('never overlap: 409 naming the range in the way, whatever the writer', async () => {
    const overlap = await add(topics[1]!, 35, 60);
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe(SUCCESS_RANGE_MESSAGES.overlaps(0, 40));
    // A touching edge is an overlap too: both ends are included.
    expect((await add(topics[1]!, 41, 61)).json().message).toBe(
      SUCCESS_RANGE_MESSAGES.overlaps(61, 100),
    );
    // The database refuses it by itself (the exclusion constraint), not only the route.
    const direct = t.db
      .insert(successRanges)
      .values({ levelId: topics[0]!, minScore: 40, maxScore: 45 });
    await expect(direct).rejects.toSatisfy((error) => pgCode(error) === EXCLUSION_VIOLATION);
  });

  it('refuse bad scores and an unknown topic on the field (400)', async () => {
    const reversed = await add(topics[0]!, 50, 45);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors).toHaveProperty('maxScore');
    const tooHigh = await add(topics[0]!, 90, 101);
    expect(tooHigh.json().fieldErrors).toHaveProperty('maxScore');
    const nowhere = await add('00000000-0000-4000-8000-000000000000', 41, 60);
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().fieldErrors).toEqual({ levelId: SUCCESS_RANGE_MESSAGES.levelNotFound });
  });

  it('are updated (not overlapping the others, but their own old scores are free) and deleted', async () => {
    const { ranges } = await settings();
    const low = ranges[0]!;
    const url = settingsUrl(SUCCESS_RANGE_PATHS.range(low.id));
    const grown = await t.request(admin, 'PUT', url, {
      levelId: low.levelId,
      minScore: 0,
      maxScore: 60,
    });
    expect(grown.statusCode, grown.body).toBe(200);
    expect(grown.json().message).toBe(SUCCESS_RANGE_MESSAGES.updated);
    expect((await settings()).gaps).toEqual([]);
    const clash = await t.request(admin, 'PUT', url, {
      levelId: low.levelId,
      minScore: 0,
      maxScore: 70,
    });
    expect(clash.statusCode).toBe(409);

    const removed = await t.request(admin, 'DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(SUCCESS_RANGE_MESSAGES.deleted);
    expect((await t.request(admin, 'DELETE', url)).statusCode).toBe(404);
    expect((await settings()).gaps).toEqual([{ from: 0, to: 60 }]);
  });

  it("are HAD's: an organisation's manager is refused (403)", async () => {
    expect((await t.request(manager, 'GET', LEVELS)).statusCode).toBe(403);
    expect(
      (await t.request(manager, 'POST', RANGES, { levelId: topics[0], minScore: 0, maxScore: 5 }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the level test duration (PUT v1/general/app-settings)', () => {
  const URL = usersUrl(USERS_PATHS.appSettings);

  it('is written by HAD and read by everyone', async () => {
    const saved = await t.request(admin, 'PUT', URL, { testLevelDurationInMin: 45 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(APP_SETTINGS_MESSAGES.saved);
    const read = await t.request(manager, 'GET', URL);
    expect(envelope(appSettingsSchema).parse(read.json()).data.testLevelDurationInMin).toBe(45);
  });

  it('refuses a duration out of range (400) and a customer (403)', async () => {
    const zero = await t.request(admin, 'PUT', URL, { testLevelDurationInMin: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fieldErrors).toHaveProperty('testLevelDurationInMin');
    expect((await t.request(manager, 'PUT', URL, { testLevelDurationInMin: 20 })).statusCode).toBe(
      403,
    );
  });
});

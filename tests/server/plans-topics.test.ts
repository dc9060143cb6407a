import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_MESSAGES } from '../../contract/classes';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import { ASSIGNMENT_MESSAGES, ASSIGNMENT_PATHS } from '../../contract/assignments';
import { PLAN_PATHS } from '../../contract/plans';
import { USERS_PATHS } from '../../contract/paths';
import { curriculumBuilder, levelsUrl } from './support/curriculum';
import { createPlan, customerWith, planBody } from './support/plans';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/*
 * How an organisation's packages restrict the topics its class rooms and assignments may use
 * (docs/plans.md): only its packages' topics; no restriction for HAD or for an organisation
 * with no package.
 */

type Chain = Awaited<ReturnType<ReturnType<typeof curriculumBuilder>['chain']>>;

let t: TestApp;
let admin: string;
let topics: { inside: Chain; outside: Chain };
let planId: string;
let packaged: { organizationId: string; token: string };
let unpackaged: { organizationId: string; token: string };

const MANAGER: Parameters<typeof customerWith>[1] = {
  ClassRoomManager: ['read', 'write', 'update'],
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  const build = curriculumBuilder(t, admin);
  topics = { inside: await build.chain(true), outside: await build.chain(true) };
  planId = (await createPlan(t, admin, { levelIds: [topics.inside.topic.id] })).id;
  packaged = await customerWith(t, MANAGER);
  unpackaged = await customerWith(t, MANAGER);
  const assigned = await t.request(
    admin,
    'POST',
    levelsUrl(PLAN_PATHS.organization(packaged.organizationId)),
    { planId },
  );
  expect(assigned.statusCode, assigned.body).toBe(201);
});
afterAll(() => t.close());

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const get = async (token: string, path: string) => {
  const response = await t.request(token, 'GET', levelsUrl(path));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: string }[];
};

describe('v2/units/by-group and the topic pickers', () => {
  it('offers a packaged organisation only its packages’ topics', async () => {
    const units = ids(await get(packaged.token, LEVELS_PATHS.unitsByGroup));
    expect(units).toContain(topics.inside.unit.id);
    expect(units).not.toContain(topics.outside.unit.id);
    const picker = ids(await get(packaged.token, LEVELS_PATHS.levelsData));
    expect(picker).toContain(topics.inside.topic.id);
    expect(picker).not.toContain(topics.outside.topic.id);
    const choices = ids(await get(packaged.token, ASSIGNMENT_PATHS.choiceTopics));
    expect(choices).toEqual([topics.inside.topic.id]);
    const outside = await t.request(
      packaged.token,
      'GET',
      levelsUrl(`${ASSIGNMENT_PATHS.choiceTopics}/${topics.outside.topic.id}`),
    );
    expect(outside.statusCode).toBe(404);
  });

  it('offers HAD and an organisation without a package every published topic', async () => {
    for (const token of [admin, unpackaged.token]) {
      const units = ids(await get(token, LEVELS_PATHS.unitsByGroup));
      expect(units).toEqual(
        expect.arrayContaining([topics.inside.unit.id, topics.outside.unit.id]),
      );
      const choices = ids(await get(token, ASSIGNMENT_PATHS.choiceTopics));
      expect(choices).toEqual(
        expect.arrayContaining([topics.inside.topic.id, topics.outside.topic.id]),
      );
    }
  });

  it('offers nothing when the packages include no topic', async () => {
    const empty = await createPlan(t, admin);
    const school = await customerWith(t, MANAGER);
    await t.request(admin, 'POST', levelsUrl(PLAN_PATHS.organization(school.organizationId)), {
      planId: empty.id,
    });
    expect(await get(school.token, LEVELS_PATHS.unitsByGroup)).toEqual([]);
  });
});

describe('a class room’s topic', () => {
  const LIST = usersUrl(USERS_PATHS.classRooms);
  const name = () => `Package class ${Math.random().toString(36).slice(2, 8)}`;

  it('must be one of the packages’ topics (400), unless HAD or no package', async () => {
    const refused = await t.request(packaged.token, 'POST', LIST, {
      name: name(),
      levelId: topics.outside.topic.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ levelId: CLASS_MESSAGES.topicNotInPackage });
    const created = await t.request(packaged.token, 'POST', LIST, {
      name: name(),
      levelId: topics.inside.topic.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const token of [admin, unpackaged.token]) {
      const free = await t.request(token, 'POST', LIST, {
        name: name(),
        levelId: topics.outside.topic.id,
      });
      expect(free.statusCode, free.body).toBe(201);
    }
  });

  it('is kept when the packages change later, and cannot be moved outside them', async () => {
    const build = curriculumBuilder(t, admin);
    const other = await build.chain(true);
    const plan = await createPlan(t, admin, { levelIds: [other.topic.id] });
    const school = await customerWith(t, MANAGER);
    await t.request(admin, 'POST', levelsUrl(PLAN_PATHS.organization(school.organizationId)), {
      planId: plan.id,
    });
    const created = await t.request(school.token, 'POST', LIST, {
      name: 'Kept topic',
      levelId: other.topic.id,
    });
    const id = created.json().data.id as string;
    // HAD takes the topic out of the plan: the class keeps following it.
    await t.request(
      admin,
      'PUT',
      levelsUrl(PLAN_PATHS.package(plan.id)),
      planBody({ productId: plan.productId, levelIds: [topics.inside.topic.id] }),
    );
    const ONE = usersUrl(USERS_PATHS.classRoom(id));
    const renamed = await t.request(school.token, 'PUT', ONE, {
      name: 'Kept topic 2',
      levelId: other.topic.id,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const moved = await t.request(school.token, 'PUT', ONE, {
      name: 'Kept topic 2',
      levelId: topics.outside.topic.id,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fieldErrors).toEqual({ levelId: CLASS_MESSAGES.topicNotInPackage });
  });
});

describe('creating an assignment', () => {
  const create = (token: string, body: Record<string, unknown>) =>
    t.request(token, 'POST', levelsUrl(ASSIGNMENT_PATHS.create), {
      kind: 'assignment',
      titleEn: 'Packaged homework',
      ...body,
    });

  it('takes only the packages’ topics and their elements (400 otherwise)', async () => {
    const outside = await create(packaged.token, {
      levelId: topics.outside.topic.id,
      elementIds: [topics.inside.element.id, topics.outside.element.id],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors).toEqual({
      'elementIds.1': ASSIGNMENT_MESSAGES.notPublished,
      levelId: ASSIGNMENT_MESSAGES.topicNotPublished,
    });
    const inside = await create(packaged.token, {
      levelId: topics.inside.topic.id,
      elementIds: [topics.inside.element.id],
    });
    expect(inside.statusCode, inside.body).toBe(201);
  });

  it('takes any published topic for HAD and an organisation without a package', async () => {
    for (const token of [admin, unpackaged.token]) {
      const free = await create(token, {
        levelId: topics.outside.topic.id,
        elementIds: [topics.outside.element.id],
      });
      expect(free.statusCode, free.body).toBe(201);
    }
  });
});

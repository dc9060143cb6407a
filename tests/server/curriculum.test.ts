import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRICULUM_MESSAGES,
  topicOverviewPageSchema,
  topicPageSchema,
  topicTreeSchema,
  TITLE_REQUIRED,
} from '../../contract/curriculum';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import { curriculumLookupsSchema, ELEMENT_TYPES } from '../../contract/elements';
import { envelope } from '../../contract/wire';
import { curriculumBuilder, customerMember, levelsUrl } from './support/curriculum';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let b: ReturnType<typeof curriculumBuilder>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  b = curriculumBuilder(t, admin);
});
afterAll(() => t.close());

const get = (token: string, path: string) => t.request(token, 'GET', levelsUrl(path));
const unique = () => Math.random().toString(36).slice(2, 8);

describe('topics, units and activities: create, read, update', () => {
  it('creates a topic with a unit and an activity, reads the tree in order and updates them', async () => {
    const topic = await b.topic('Greetings', 'التحيات');
    const first = await b.unit(topic.id, 'Hello');
    const second = await b.unit(topic.id, 'Goodbye');
    const activity = await b.activity(first.id, 'Saying hello');
    expect([first.order, second.order]).toEqual([1, 2]);
    expect(topic).toMatchObject({
      titleEn: 'Greetings',
      titleAr: 'التحيات',
      status: 'unpublished',
    });

    const tree = envelope(topicTreeSchema).parse(
      (await get(admin, LEVELS_PATHS.item('level', topic.id))).json(),
    ).data;
    expect(tree.units.map((unit) => unit.titleEn)).toEqual(['Hello', 'Goodbye']);
    expect(tree.units[0]!.activities.map((a) => a.id)).toEqual([activity.id]);

    const renamed = await t.request(admin, 'PUT', levelsUrl(LEVELS_PATHS.item('unit', first.id)), {
      titleEn: 'Hi',
      titleAr: 'مرحبا',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      data: { titleEn: 'Hi', titleAr: 'مرحبا', levelId: topic.id },
      message: CURRICULUM_MESSAGES.unitSaved,
    });
    const timed = await t.request(
      admin,
      'PUT',
      levelsUrl(LEVELS_PATHS.item('activity', activity.id)),
      { titleAr: 'قول مرحبا', expectedTimeInMinutes: 15 },
    );
    expect(timed.json()).toMatchObject({
      data: { titleEn: '', titleAr: 'قول مرحبا', expectedTimeInMinutes: 15, kind: 'lesson' },
    });
    const unit = await get(admin, LEVELS_PATHS.item('unit', first.id));
    expect(unit.json()).toMatchObject({ data: { activities: [{ id: activity.id }] } });
  });

  it('needs a title in one language, refuses unknown fields and unknown parents', async () => {
    const empty = await t.request(admin, 'POST', levelsUrl(LEVELS_PATHS.create('level')), {
      titleEn: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ titleEn: TITLE_REQUIRED });
    const extra = await t.request(admin, 'POST', levelsUrl(LEVELS_PATHS.create('level')), {
      titleEn: 'A',
      color: 'red',
    });
    expect(extra.json().fieldErrors).toEqual({ color: 'Unknown field.' });
    const orphan = await t.request(admin, 'POST', levelsUrl(LEVELS_PATHS.create('unit')), {
      levelId: '00000000-0000-4000-8000-000000000000',
      titleEn: 'Lost',
    });
    expect(orphan.statusCode).toBe(400);
    expect(Object.keys(orphan.json().fieldErrors)).toEqual(['levelId']);
    expect((await get(admin, LEVELS_PATHS.item('level', 'not-a-uuid'))).statusCode).toBe(404);
    const missing = await t.request(
      admin,
      'PUT',
      levelsUrl(LEVELS_PATHS.item('level', '00000000-0000-4000-8000-000000000000')),
      { titleEn: 'X' },
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET v1/admin/levels and the overview', () => {
  it('lists by order, searches both titles, filters by state and hides archived ones', async () => {
    const tag = unique();
    const a = await b.topic(`Alpha ${tag}`, 'ألف');
    const c = await b.topic(`Gamma ${tag}`, `جيم ${tag}`);
    const archived = await b.topic(`Beta ${tag}`);
    await b.publish('level', a.id);
    await t.request(admin, 'POST', levelsUrl(LEVELS_PATHS.archive('level', archived.id)));

    const list = async (query: string) =>
      envelope(topicPageSchema)
        .parse((await get(admin, `${LEVELS_PATHS.levels}?search=${tag}&${query}`)).json())
        .data.result.map((topic) => topic.id);
    expect(await list('')).toEqual([a.id, c.id]);
    expect(await list('includeArchived=true')).toEqual([a.id, c.id, archived.id]);
    expect(await list('archived=true')).toEqual([archived.id]);
    expect(await list('published=true')).toEqual([a.id]);
    expect(await list('published=false')).toEqual([c.id]);
    const arabic = await get(
      admin,
      `${LEVELS_PATHS.levels}?search=${encodeURIComponent(`جيم ${tag}`)}`,
    );
    expect(arabic.json().data.result.map((topic: { id: string }) => topic.id)).toEqual([c.id]);
    const paged = await get(admin, `${LEVELS_PATHS.levels}?search=${tag}&pageSize=1&pageNumber=2`);
    expect(paged.json().data.pagination).toMatchObject({ total: 2, numOfPages: 2, count: 1 });
  });

  it('counts units, activities, elements and their states per topic', async () => {
    const { topic, unit, activity } = await b.chain();
    await b.element(activity.id, 'read-text');
    await b.publish('unit', unit.id);
    const second = await b.unit(topic.id);
    await t.request(admin, 'POST', levelsUrl(LEVELS_PATHS.archive('unit', second.id)));

    const one = await get(admin, LEVELS_PATHS.overviewOne(topic.id));
    expect(one.json().data).toMatchObject({
      id: topic.id,
      units: 2,
      activities: 1,
      elements: 2,
      published: 1,
      unpublished: 3,
      archived: 1,
    });
    const page = envelope(topicOverviewPageSchema).parse(
      (await get(admin, `${LEVELS_PATHS.overview}?pageSize=100`)).json(),
    ).data;
    expect(page.result.find((row) => row.id === topic.id)?.elements).toBe(2);
  });

  it('gives the pickers every topic and the editors the lookups', async () => {
    const topic = await b.topic();
    const data = await get(admin, LEVELS_PATHS.levelsData);
    expect(data.json().data).toContainEqual({
      id: topic.id,
      titleEn: topic.titleEn,
      titleAr: topic.titleAr,
      status: 'unpublished',
    });
    const lookups = curriculumLookupsSchema.parse(
      (await get(admin, LEVELS_PATHS.lookups)).json().data,
    );
    expect(lookups.elementTypes.map((type) => type.id)).toEqual([...ELEMENT_TYPES]);
    expect(lookups.questionnaireLevels).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('another organisation reads what is published and writes nothing', () => {
  it('sees published topics, units, activities and elements only', async () => {
    const reader = await customerMember(t, { Levels: ['read'], Elements: ['read'] });
    const open = await b.chain(true);
    const draft = await b.chain(false);
    const hiddenUnit = await b.unit(open.topic.id, 'Draft unit');
    const hiddenElement = await b.element(open.activity.id, 'video');

    const topics = await get(reader, `${LEVELS_PATHS.levels}?pageSize=100&includeArchived=true`);
    const ids = topics.json().data.result.map((topic: { id: string }) => topic.id);
    expect(ids).toContain(open.topic.id);
    expect(ids).not.toContain(draft.topic.id);
    expect((await get(reader, LEVELS_PATHS.item('level', draft.topic.id))).statusCode).toBe(404);
    expect((await get(reader, LEVELS_PATHS.overviewOne(draft.topic.id))).statusCode).toBe(404);
    expect((await get(reader, LEVELS_PATHS.item('unit', hiddenUnit.id))).statusCode).toBe(404);
    expect((await get(reader, LEVELS_PATHS.item('activity', draft.activity.id))).statusCode).toBe(
      404,
    );
    expect((await get(reader, LEVELS_PATHS.activityElements(draft.activity.id))).statusCode).toBe(
      404,
    );

    const tree = (await get(reader, LEVELS_PATHS.item('level', open.topic.id))).json().data;
    expect(tree.units.map((unit: { id: string }) => unit.id)).toEqual([open.unit.id]);
    const elements = await get(reader, LEVELS_PATHS.activityElements(open.activity.id, true));
    const elementIds = elements.json().data.map((element: { id: string }) => element.id);
    expect(elementIds).toEqual([open.element.id]);
    expect(elementIds).not.toContain(hiddenElement.id);

    const byGroup = (await get(reader, LEVELS_PATHS.unitsByGroup)).json().data;
    expect(byGroup.map((unit: { id: string }) => unit.id)).toContain(open.unit.id);
    expect(byGroup.map((unit: { id: string }) => unit.id)).not.toContain(hiddenUnit.id);
    const data = (await get(reader, LEVELS_PATHS.levelsData)).json().data;
    expect(data.map((topic: { id: string }) => topic.id)).not.toContain(draft.topic.id);
  });

  it('is refused every write, even with write grants (403), and changes nothing', async () => {
    const writer = await customerMember(t, {
      Levels: ['read', 'write', 'update'],
      Elements: ['read', 'write', 'update'],
    });
    const { topic, unit, activity, element } = await b.chain();
    const calls: [string, 'POST' | 'PUT' | 'DELETE', unknown][] = [
      [LEVELS_PATHS.create('level'), 'POST', { titleEn: 'Mine' }],
      [LEVELS_PATHS.item('level', topic.id), 'PUT', { titleEn: 'Mine' }],
      [LEVELS_PATHS.create('unit'), 'POST', { levelId: topic.id, titleEn: 'Mine' }],
      [LEVELS_PATHS.admin('level', topic.id), 'PUT', { isEnabled: true }],
      [LEVELS_PATHS.admin('unit', unit.id), 'DELETE', undefined],
      [LEVELS_PATHS.archive('activity', activity.id), 'POST', undefined],
      [LEVELS_PATHS.elementStatus, 'POST', { mcaId: element.id, isEnabled: true }],
      [LEVELS_PATHS.reorder('level'), 'PUT', { ids: [topic.id] }],
      [
        LEVELS_PATHS.copyUnits,
        'POST',
        { unitsIds: [unit.id], sourceLevelId: topic.id, targetLevelId: topic.id },
      ],
    ];
    for (const [path, method, body] of calls) {
      const response = await t.request(writer, method, levelsUrl(path), body);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().message).toBe(CURRICULUM_MESSAGES.hadOnly);
    }
    const tree = (await get(admin, LEVELS_PATHS.item('level', topic.id))).json().data;
    expect(tree).toMatchObject({ titleEn: topic.titleEn, status: 'unpublished' });
    expect(tree.units).toHaveLength(1);
  });

  it('answers 403 without the read grants and to an HAD reader who writes', async () => {
    const nobody = await customerMember(t, { Reports: ['read'] });
    expect((await get(nobody, LEVELS_PATHS.levels)).statusCode).toBe(403);
    // An organisation's manager reads the published curriculum (r Levels: the sidebar's
    // Curriculum group, to give assignments and tests from it) and changes none of it.
    const manager = await t.login('manager@demo.test');
    expect((await get(manager, LEVELS_PATHS.levels)).statusCode).toBe(200);
    const managerWrite = await t.request(manager, 'POST', levelsUrl(LEVELS_PATHS.create('level')), {
      titleEn: 'No',
    });
    expect(managerWrite.statusCode).toBe(403);
    const hadTeacher = await t.login('teacher@demo.test');
    expect((await get(hadTeacher, LEVELS_PATHS.levels)).statusCode).toBe(200);
    const write = await t.request(hadTeacher, 'POST', levelsUrl(LEVELS_PATHS.create('level')), {
      titleEn: 'No',
    });
    expect(write.statusCode).toBe(403);
  });
});

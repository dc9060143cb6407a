import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRICULUM_MESSAGES } from '../../contract/curriculum';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import { elementAnswers, elements, levels } from '../../server/db/schema/curriculum';
import { curriculumBuilder, levelsUrl } from './support/curriculum';
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

const call = (method: 'POST' | 'PUT' | 'GET', path: string, body?: unknown) =>
  t.request(admin, method, levelsUrl(path), body);
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('reorder: the whole sibling list', () => {
  it('reorders every topic, and refuses a partial or repeated list changing nothing', async () => {
    for (let i = 0; i < 3; i++) await b.topic();
    const all = await t.db.select({ id: levels.id }).from(levels).orderBy(levels.position);
    const reversed = ids(all).reverse();
    const response = await call('PUT', LEVELS_PATHS.reorder('level'), { ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(CURRICULUM_MESSAGES.reordered);
    const listed = (
      await call('GET', `${LEVELS_PATHS.levels}?pageSize=100&includeArchived=true`)
    ).json();
    expect(ids(listed.data.result)).toEqual(reversed);

    const partial = await call('PUT', LEVELS_PATHS.reorder('level'), { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(CURRICULUM_MESSAGES.reorderMismatch);
    const twice = await call('PUT', LEVELS_PATHS.reorder('level'), {
      ids: [reversed[0], ...reversed],
    });
    expect(twice.statusCode).toBe(400);
    const again = (
      await call('GET', `${LEVELS_PATHS.levels}?pageSize=100&includeArchived=true`)
    ).json();
    expect(ids(again.data.result)).toEqual(reversed);
  });

  it('reorders the units, activities and elements of one parent', async () => {
    const topic = await b.topic();
    const units = [
      await b.unit(topic.id, 'A'),
      await b.unit(topic.id, 'B'),
      await b.unit(topic.id, 'C'),
    ];
    const order = [units[2]!.id, units[0]!.id, units[1]!.id];
    const response = await call('PUT', LEVELS_PATHS.reorder('unit'), {
      parentId: topic.id,
      ids: order,
    });
    expect(ids(response.json().data)).toEqual(order);
    const tree = (await call('GET', LEVELS_PATHS.item('level', topic.id))).json().data;
    expect(tree.units.map((unit: { titleEn: string }) => unit.titleEn)).toEqual(['C', 'A', 'B']);

    const activity = await b.activity(units[0]!.id);
    const first = await b.element(activity.id);
    const second = await b.element(activity.id, 'video');
    await call('PUT', LEVELS_PATHS.reorder('element'), {
      parentId: activity.id,
      ids: [second.id, first.id],
    });
    const list = (await call('GET', LEVELS_PATHS.activityElements(activity.id))).json().data;
    expect(ids(list)).toEqual([second.id, first.id]);
    const foreign = await call('PUT', LEVELS_PATHS.reorder('unit'), {
      parentId: topic.id,
      ids: [...order.slice(1), first.id],
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('copy and move', () => {
  it('copies a unit into another topic with every activity, element and answer, unpublished', async () => {
    const source = await b.chain(true);
    await b.element(source.activity.id, 'order-words');
    const target = await b.topic();
    const resident = await b.unit(target.id);
    const response = await call('POST', LEVELS_PATHS.copyUnits, {
      unitsIds: [source.unit.id],
      sourceLevelId: source.topic.id,
      targetLevelId: target.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [copy] = response.json().data;
    expect(copy).toMatchObject({
      levelId: target.id,
      titleEn: source.unit.titleEn,
      status: 'unpublished',
      wasPublished: false,
      order: resident.order + 1,
    });
    expect(copy.id).not.toBe(source.unit.id);
    const unit = (await call('GET', LEVELS_PATHS.item('unit', copy.id))).json().data;
    expect(unit.activities).toHaveLength(1);
    const copied = (await call('GET', LEVELS_PATHS.activityElements(unit.activities[0].id))).json()
      .data;
    const original = (await call('GET', LEVELS_PATHS.activityElements(source.activity.id))).json()
      .data;
    expect(copied.map((e: { typeId: string }) => e.typeId)).toEqual(
      original.map((e: { typeId: string }) => e.typeId),
    );
    expect(copied[1].answers.map((a: { text: string }) => a.text)).toEqual(
      original[1].answers.map((a: { text: string }) => a.text),
    );
    expect(copied.every((e: { status: string }) => e.status === 'unpublished')).toBe(true);
    expect(original[0].status).toBe('published');
  });

  it('moves activities to another unit after its last one; refuses wrong sources', async () => {
    const { topic, unit, activity } = await b.chain();
    const second = await b.activity(unit.id, 'Second');
    const target = await b.unit(topic.id);
    const resident = await b.activity(target.id);
    const moved = await call('POST', LEVELS_PATHS.moveActivities, {
      activitiesIds: [second.id, activity.id],
      sourceUnitId: unit.id,
      targetUnitId: target.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await call('GET', LEVELS_PATHS.item('unit', target.id))).json().data;
    expect(ids(after.activities)).toEqual([resident.id, activity.id, second.id]);
    const left = (await call('GET', LEVELS_PATHS.item('unit', unit.id))).json().data;
    expect(left.activities).toEqual([]);

    const wrong = await call('POST', LEVELS_PATHS.moveActivities, {
      activitiesIds: [resident.id],
      sourceUnitId: unit.id,
      targetUnitId: target.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(CURRICULUM_MESSAGES.wrongParent);
    const same = await call('POST', LEVELS_PATHS.moveActivities, {
      activitiesIds: [resident.id],
      sourceUnitId: target.id,
      targetUnitId: target.id,
    });
    expect(same.json().message).toBe(CURRICULUM_MESSAGES.sameParent);
    const nowhere = await call('POST', LEVELS_PATHS.moveActivities, {
      activitiesIds: [resident.id],
      sourceUnitId: target.id,
      targetUnitId: '00000000-0000-4000-8000-000000000000',
    });
    expect(nowhere.statusCode).toBe(404);
  });

  it('copies and moves elements with their answers, and copies one element anywhere', async () => {
    const { activity, element } = await b.chain();
    const { activity: target } = await b.chain();
    const copies = await call('POST', LEVELS_PATHS.copyElements, {
      mcaIds: [element.id],
      sourceActivityId: activity.id,
      targetActivityId: target.id,
    });
    const copyId = copies.json().data[0].id as string;
    const answers = await t.db
      .select()
      .from(elementAnswers)
      .where(eq(elementAnswers.elementId, copyId));
    expect(answers.map((answer) => answer.text).sort()).toEqual(
      element.answers.map((answer) => answer.text).sort(),
    );
    const single = await call('POST', LEVELS_PATHS.copyElement, {
      mcaId: element.id,
      targetActivityId: target.id,
    });
    expect(single.json().data).toMatchObject({ activityId: target.id, problems: [] });
    const move = await call('POST', LEVELS_PATHS.moveElements, {
      mcaIds: [element.id],
      sourceActivityId: activity.id,
      targetActivityId: target.id,
    });
    expect(move.statusCode).toBe(200);
    const [row] = await t.db.select().from(elements).where(eq(elements.id, element.id));
    expect(row?.activityId).toBe(target.id);
  });
});

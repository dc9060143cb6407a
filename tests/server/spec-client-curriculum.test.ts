import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectData,
  expectList,
  expectPaged,
  LEVELS,
  specClient,
  type SpecClient,
} from './support/spec-client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * SPEC.md section 7, "Curriculum (levels service)": its writes, sent by a client written from
 * the spec alone (support/spec-client.ts): 37 calls. The reads are in
 * spec-client-curriculum-reads.test.ts. Every item is built here, from the spec's one `title`.
 */

let t: TestApp;
let api: SpecClient;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  api = specClient(t);
  admin = (await api.login('admin@demo.test')).token;
});
afterAll(() => t?.close());

const ADMIN = `${LEVELS}v1/admin/`;
const CURRICULUMS = `${LEVELS}v1/curriculums/`;

/** The tree built below: topics A and B, units A1 and A2, activities 1 and 2, elements 1 and 2. */
const ids = {} as Record<'a' | 'b' | 'a1' | 'a2' | 'act1' | 'act2' | 'el1' | 'el2', string>;

const post = async (url: string, body: unknown, status = 201) =>
  expectData(await api.call(admin, 'POST', url, body), status) as {
    id: string;
    title?: string;
    answers?: { id: string; isCorrect: boolean }[];
  };

/** A text-text element: a prompt and two answers, the first right (section 3, element types). */
const textText = (activityId: string) => ({
  activityId,
  content: { prompt: 'أي حرف يأتي بعد الألف؟' },
  answers: [
    { text: 'ب', isCorrect: true },
    { text: 'ت', isCorrect: false },
  ],
});

describe('building the content', () => {
  it('creates topics, units, activities and elements from the spec’s payload fields', async () => {
    // The spec shows no body: we send `title` (section 3), and the parent's id for children.
    ids.a = (await post(`${CURRICULUMS}levels/`, { title: 'Spec topic A' })).id;
    ids.b = (await post(`${CURRICULUMS}levels/`, { title: 'Spec topic B' })).id;
    ids.a1 = (await post(`${CURRICULUMS}units/`, { levelId: ids.a, title: 'Unit A1' })).id;
    ids.a2 = (await post(`${CURRICULUMS}units/`, { levelId: ids.a, title: 'Unit A2' })).id;
    ids.act1 = (await post(`${CURRICULUMS}activities/`, { unitId: ids.a1, title: 'Lesson 1' })).id;
    ids.act2 = (await post(`${CURRICULUMS}activities/`, { unitId: ids.a1, title: 'Lesson 2' })).id;
    // The spec shows no body: we send the activity, a prompt and answers (section 3, elements).
    ids.el1 = (await post(`${ADMIN}multichoiceActivities/text-text`, textText(ids.act1))).id;
    ids.el2 = (await post(`${ADMIN}multichoiceActivities/text-text`, textText(ids.act1))).id;
  });

  it('updates titles and elements, and publishes element, activity, unit and topic', async () => {
    for (const [path, id, title] of [
      ['levels', ids.a, 'Spec topic A, renamed'],
      ['units', ids.a1, 'Unit A1, renamed'],
      ['activities', ids.act1, 'Lesson 1, renamed'],
    ] as const) {
      // Section 7 reads `title` of published items only: here the answer's `data` is enough.
      expectData(await api.call(admin, 'PUT', `${CURRICULUMS}${path}/${id}`, { title }), 200);
    }
    // The spec shows no body for the `{type}` call: we send the element's id with its content.
    const replaced = await api.call(admin, 'PUT', `${ADMIN}multichoiceActivities/text-text`, {
      id: ids.el1,
      ...textText(ids.act1),
      points: 2,
    });
    expectData(replaced, 200);
    const moved = await api.call(admin, 'PUT', `${ADMIN}multichoiceActivities/${ids.el1}`, {
      activityId: ids.act1,
      questionnaireLevel: 2,
      typeId: 'text-text',
    });
    expectData(moved, 200);

    const status = await api.call(admin, 'POST', `${ADMIN}multichoiceActivities/change_status`, {
      mcaId: ids.el1,
      isEnabled: true,
    });
    expectData(status, 200);
    for (const [path, id] of [
      ['activities', ids.act1],
      ['units', ids.a1],
      ['levels', ids.a],
    ] as const) {
      const published = await api.call(admin, 'PUT', `${ADMIN}${path}/${id}`, { isEnabled: true });
      expect(expectData(published, 200)).toMatchObject({
        title: expect.any(String),
        isEnabled: true,
      });
    }
  });

  it('adds an exam to a topic and sets an exam element’s points', async () => {
    const exam = await post(`${ADMIN}levels/addExam/${ids.a}`, {
      title: 'Spec exam',
      expectedTimeInMinutes: 15,
    });
    expect(exam.title).toBe('Spec exam');
    const element = await post(`${ADMIN}multichoiceActivities/text-text`, textText(exam.id));
    const points = await api.call(admin, 'PUT', `${ADMIN}exam/elementPoints/${element.id}`, {
      points: 3,
    });
    expect(expectData(points, 200)).toMatchObject({ points: 3 });
  });
});

describe('ordering, archiving, copying and moving', () => {
  it('reorders topics, and units, activities and elements through v1/admin/{url}', async () => {
    const topics = expectPaged(await api.call(admin, 'GET', `${ADMIN}levels?pageSize=100`));
    // The spec shows no body: we send the ids in their new order (and the parent's id).
    const order = topics.map((topic) => topic.id).reverse();
    expectData(await api.call(admin, 'PUT', `${ADMIN}levels/reorder`, { ids: order }), 200);
    for (const [url, parentId, children] of [
      ['units/reorder', ids.a, [ids.a2, ids.a1]],
      ['activities/reorder', ids.a1, [ids.act2, ids.act1]],
      ['multichoiceActivities/reorder', ids.act1, [ids.el2, ids.el1]],
    ] as const) {
      const answer = await api.call(admin, 'PUT', `${ADMIN}${url}`, { parentId, ids: children });
      expectData(answer, 200);
    }
  });

  it('archives and unarchives a topic, a unit, an activity and an element', async () => {
    for (const [path, id] of [
      ['', ids.b],
      ['units/', ids.a2],
      ['activities/', ids.act2],
      ['multichoice-activity/', ids.el2],
    ] as const) {
      // The spec shows no body: the item is the path's.
      for (const action of ['archive', 'unarchive']) {
        const answer = await api.call(
          admin,
          'POST',
          `${LEVELS}v2/admin/levels/${action}/${path}${id}`,
        );
        expectData(answer, 200);
      }
    }
  });

  it('copies and moves units, activities and elements, and copies an element', async () => {
    const transfers = [
      ['units/copy_units', { unitsIds: [ids.a2], sourceLevelId: ids.a, targetLevelId: ids.b }],
      ['units/move-units', { unitsIds: [ids.a2], sourceLevelId: ids.a, targetLevelId: ids.b }],
      [
        'activities/copy_activities',
        { activitiesIds: [ids.act2], sourceUnitId: ids.a1, targetUnitId: ids.a2 },
      ],
      [
        'activities/move-activities',
        { activitiesIds: [ids.act2], sourceUnitId: ids.a1, targetUnitId: ids.a2 },
      ],
      [
        'multichoiceActivities/copy_mca',
        { mcaIds: [ids.el2], sourceActivityId: ids.act1, targetActivityId: ids.act2 },
      ],
      [
        'multichoiceActivities/move-mca',
        { mcaIds: [ids.el2], sourceActivityId: ids.act1, targetActivityId: ids.act2 },
      ],
    ] as const;
    for (const [url, body] of transfers) {
      expectData(await api.call(admin, 'POST', `${ADMIN}${url}`, body), 200);
    }
    // The spec shows no body: we send the element and the activity it is copied to.
    const copied = await api.call(admin, 'POST', `${CURRICULUMS}multichoice-activities/copy`, {
      mcaId: ids.el1,
      targetActivityId: ids.act2,
    });
    expectData(copied, 200);
  });
});

describe('deleting', () => {
  it('deletes an answer, an element, an activity, a unit and a topic', async () => {
    const [element] = expectList(
      await api.call(admin, 'GET', `${ADMIN}multichoice/activity/${ids.act2}`),
    ) as unknown as { id: string; answers: { id: string; isCorrect: boolean }[] }[];
    const wrong = element!.answers.find((answer) => !answer.isCorrect)!;
    expectData(
      await api.call(admin, 'DELETE', `${ADMIN}multichoiceActivities/answer/${wrong.id}`),
      200,
    );
    for (const [path, id] of [
      ['multichoiceActivities', element!.id],
      ['activities', ids.act2],
      ['units', ids.a2],
      ['levels', ids.b],
    ] as const) {
      expectData(await api.call(admin, 'DELETE', `${ADMIN}${path}/${id}`), 200);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectData,
  expectList,
  expectPaged,
  find,
  LEVELS,
  specClient,
  USERS,
  type SpecClient,
} from './support/spec-client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * SPEC.md section 7, "Curriculum (levels service)": its reads, a class's units, exams and
 * assignments, statistics and reports, sent by a client written from the spec alone
 * (support/spec-client.ts): 18 calls. The writes are in spec-client-curriculum.test.ts.
 */

let t: TestApp;
let api: SpecClient;
let admin: string;
let manager: string;
let alif: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  api = specClient(t);
  admin = (await api.login('admin@demo.test')).token;
  manager = (await api.login('manager@demo.test')).token;
  alif = find(expectPaged(await api.call(manager, 'GET', `${USERS}v1/class_room`)), 'name', 'Alif');
});
afterAll(() => t?.close());

interface Tree {
  id: string;
  units: { id: string; activities: { id: string }[] }[];
}

describe('curriculum reads', () => {
  it('lists topics, their overview (all and one), data, lookups and units by group', async () => {
    const topics = expectPaged(
      await api.call(admin, 'GET', `${LEVELS}v1/admin/levels?pageNumber=1`),
    );
    expectPaged(await api.call(admin, 'GET', `${LEVELS}v2/admin/levels/overview?pageSize=20`));
    const one = await api.call(admin, 'GET', `${LEVELS}v2/admin/levels/overview/${topics[0]!.id}`);
    expect(expectData(one, 200)).toMatchObject({ id: topics[0]!.id, isEnabled: true });
    expectList(await api.call(admin, 'GET', `${LEVELS}v1/admin/levels/data`));
    expectData(await api.call(admin, 'GET', `${LEVELS}v2/levels/lookups`), 200);
    expectList(await api.call(manager, 'GET', `${LEVELS}v2/units/by-group`));
  });

  it('opens a topic, a unit, an activity with its elements, and the level test', async () => {
    const [first] = expectPaged(await api.call(admin, 'GET', `${LEVELS}v1/admin/levels`));
    const topic = expectData(
      await api.call(admin, 'GET', `${LEVELS}v1/curriculums/levels/${first!.id}`),
      200,
    ) as Tree;
    const unit = topic.units[0]!;
    const activity = unit.activities[0]!;
    expectData(await api.call(admin, 'GET', `${LEVELS}v1/curriculums/units/${unit.id}`), 200);
    expectData(
      await api.call(admin, 'GET', `${LEVELS}v1/curriculums/activities/${activity.id}`),
      200,
    );
    const elements = await api.call(
      admin,
      'GET',
      `${LEVELS}v1/admin/multichoice/activity/${activity.id}?includeArchived=true`,
    );
    expect(expectList(elements).length).toBeGreaterThan(0);
    expectData(await api.call(admin, 'GET', `${LEVELS}v1/curriculums/activities/level-test`), 200);
  });
});

describe('a class’s curriculum, statistics and reports', () => {
  it('lists a class’s units, exams and assignments, and a learner’s statistics at an exam', async () => {
    const base = `${LEVELS}v1/admin/units/class_rooms/${alif.id}`;
    expectList(await api.call(manager, 'GET', `${base}/all_units`));
    const [exam] = expectList(await api.call(manager, 'GET', `${base}/all_exams`));
    expectList(await api.call(manager, 'GET', `${base}/all_assignments`));

    const [student] = expectList(
      await api.call(manager, 'GET', `${USERS}v1/class_room/${alif.id}/students`),
    );
    const statistics = await api.call(
      manager,
      'GET',
      `${LEVELS}v1/levels/exam/activities/${exam!.id}/users/${student!.id}/statistics`,
    );
    expectData(statistics, 200);
  });

  it('reads the reports and measures achievements', async () => {
    expectData(await api.call(manager, 'GET', `${LEVELS}v1/reports`), 200);
    // The spec shows no body: we send the class to measure.
    const measured = await api.call(manager, 'POST', `${LEVELS}v1/reports/measure_achievements`, {
      classRoomId: alif.id,
    });
    expectData(measured, 200);
  });

  it('gives an assignment built from published elements', async () => {
    const [first] = expectPaged(await api.call(manager, 'GET', `${LEVELS}v1/admin/levels`));
    const topic = expectData(
      await api.call(manager, 'GET', `${LEVELS}v1/curriculums/levels/${first!.id}`),
      200,
    ) as Tree;
    const activity = topic.units[0]!.activities[0]!;
    const elements = expectList(
      await api.call(manager, 'GET', `${LEVELS}v1/admin/multichoice/activity/${activity.id}`),
    );
    // The spec shows no body: we send its kind, title and the elements it copies.
    const given = await api.call(manager, 'POST', `${LEVELS}v1/curriculums/activities/assignment`, {
      kind: 'assignment',
      title: 'Spec homework',
      elementIds: elements.slice(0, 2).map((element) => element.id),
    });
    // The one `title` fills both of the services' titles (docs/api.md).
    expect(expectData(given, 201)).toMatchObject({
      titleEn: 'Spec homework',
      titleAr: 'Spec homework',
    });
  });
});

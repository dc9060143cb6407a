import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES, ASSESSMENT_PATHS, type LevelTest } from '../../contract/assessment';
import { HAD_ORG_NAME } from '../../contract/constants';
import type { Activity, TopicTree } from '../../contract/curriculum';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import type { Element } from '../../contract/elements';
import { organizations } from '../../server/db/schema/organizations';
import { createAssignment } from './support/assessment';
import {
  completeElement,
  curriculumBuilder,
  customerMember,
  levelsUrl,
} from './support/curriculum';
import { createClassRoom, createOrganization, createRole, createUser } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Exams and the level test (HAD's platform content): an exam added to a topic, its elements
 * written, given points and published by the curriculum's routes, the topic's exams, the level
 * test read with its elements, and a learner's attempt graded with the points set.
 */

let t: TestApp;
let admin: string;
let build: ReturnType<typeof curriculumBuilder>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  build = curriculumBuilder(t, admin);
});
afterAll(() => t.close());

type Json<T> = { data: T; message?: string };
const call = async <T>(
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  status = 200,
) => {
  const response = await t.request(token, method, levelsUrl(path), body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as Json<T>;
};

const addExam = (levelId: string, body: unknown = { titleEn: 'Final exam', titleAr: 'الامتحان' }) =>
  t.request(admin, 'POST', levelsUrl(ASSESSMENT_PATHS.addExam(levelId)), body);

describe('POST v1/admin/levels/addExam/{levelId}', () => {
  it('adds an unpublished exam closing the topic, outside its tree', async () => {
    const { topic } = await build.chain(true);
    const response = await addExam(topic.id, {
      titleEn: 'Final exam',
      titleAr: 'الامتحان النهائي',
      expectedTimeInMinutes: 45,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = response.json() as Json<Activity>;
    expect(message).toBe(ASSESSMENT_MESSAGES.examAdded);
    expect(data).toMatchObject({
      kind: 'exam',
      levelId: topic.id,
      unitId: null,
      titleAr: 'الامتحان النهائي',
      expectedTimeInMinutes: 45,
      status: 'unpublished',
    });
    const tree = await call<TopicTree>(admin, 'GET', LEVELS_PATHS.item('level', topic.id));
    expect(tree.data.units.flatMap((unit) => unit.activities.map((a) => a.id))).not.toContain(
      data.id,
    );
    const second = (await addExam(topic.id)).json() as Json<Activity>;
    const exams = await call<Activity[]>(admin, 'GET', ASSESSMENT_PATHS.exams(topic.id));
    expect(exams.data.map((exam) => [exam.id, exam.order])).toEqual([
      [data.id, 1],
      [second.data.id, 2],
    ]);
  });

  it('is 404 for an unknown topic, 400 without a title or with a bad time', async () => {
    const { topic } = await build.chain();
    expect((await addExam('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await addExam('not-a-topic')).statusCode).toBe(404);
    const untitled = await addExam(topic.id, { expectedTimeInMinutes: 10 });
    expect(untitled.statusCode).toBe(400);
    expect(Object.keys(untitled.json().fieldErrors)).toEqual(['titleEn']);
    const tooLong = await addExam(topic.id, { titleEn: 'Exam', expectedTimeInMinutes: 601 });
    expect(Object.keys(tooLong.json().fieldErrors)).toEqual(['expectedTimeInMinutes']);
  });

  it('is HAD’s: a customer holding Levels write is 403', async () => {
    const { topic } = await build.chain(true);
    const customer = await customerMember(t, { Levels: ['read', 'write', 'update'] });
    const response = await t.request(
      customer,
      'POST',
      levelsUrl(ASSESSMENT_PATHS.addExam(topic.id)),
      { titleEn: 'Exam' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('an exam’s elements, points and publication', () => {
  it('are written by the curriculum’s routes; customers see the published exams only', async () => {
    const { topic, element: lessonElement } = await build.chain(true);
    const exam = (await addExam(topic.id)).json() as Json<Activity>;
    const element = await build.element(exam.data.id);
    expect(element.activityId).toBe(exam.data.id);

    const points = await call<Element>(admin, 'PUT', ASSESSMENT_PATHS.elementPoints(element.id), {
      points: 5,
    });
    expect(points.message).toBe(ASSESSMENT_MESSAGES.pointsUpdated);
    expect(points.data).toMatchObject({ id: element.id, points: 5 });

    const reader = await customerMember(t, { Levels: ['read'], Elements: ['read'] });
    expect((await call<Activity[]>(reader, 'GET', ASSESSMENT_PATHS.exams(topic.id))).data).toEqual(
      [],
    );
    const examElements = LEVELS_PATHS.activityElements(exam.data.id);
    expect((await t.request(reader, 'GET', levelsUrl(examElements))).statusCode).toBe(404);
    await build.publish('element', element.id);
    const published = await call<Activity>(
      admin,
      'PUT',
      LEVELS_PATHS.admin('activity', exam.data.id),
      {
        isEnabled: true,
      },
    );
    expect(published.data).toMatchObject({ kind: 'exam', status: 'published' });
    const seen = await call<Activity[]>(reader, 'GET', ASSESSMENT_PATHS.exams(topic.id));
    expect(seen.data.map((one) => one.id)).toEqual([exam.data.id]);
    // The exam's elements follow the exam and its topic (it has no unit).
    const read = await call<Element[]>(reader, 'GET', examElements);
    expect(read.data.map((one) => one.id)).toEqual([element.id]);
    await call(admin, 'PUT', LEVELS_PATHS.admin('level', topic.id), { isEnabled: false });
    expect((await t.request(reader, 'GET', levelsUrl(examElements))).statusCode).toBe(404);
    await call(admin, 'PUT', LEVELS_PATHS.admin('level', topic.id), { isEnabled: true });

    const lesson = await t.request(
      admin,
      'PUT',
      levelsUrl(ASSESSMENT_PATHS.elementPoints(lessonElement.id)),
      { points: 3 },
    );
    expect(lesson.statusCode).toBe(404);
    expect(lesson.json().message).toBe(ASSESSMENT_MESSAGES.notAnExamElement);
    const tooMany = await t.request(
      admin,
      'PUT',
      levelsUrl(ASSESSMENT_PATHS.elementPoints(element.id)),
      { points: 101 },
    );
    expect(Object.keys(tooMany.json().fieldErrors)).toEqual(['points']);
    const customer = await customerMember(t, { Elements: ['read', 'write', 'update'] });
    const refused = await t.request(
      customer,
      'PUT',
      levelsUrl(ASSESSMENT_PATHS.elementPoints(element.id)),
      { points: 2 },
    );
    expect(refused.statusCode).toBe(403);
  });

  it('an organisation’s assignment is never reached through the curriculum’s routes', async () => {
    // HAD's own assignment: even HAD's curriculum routes leave it to the assessment module.
    const [had] = await t.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, HAD_ORG_NAME));
    const { activity, elements } = await createAssignment(t.db, had!.id);
    const publish = await t.request(
      admin,
      'PUT',
      levelsUrl(LEVELS_PATHS.admin('activity', activity.id)),
      {
        isEnabled: false,
      },
    );
    expect(publish.statusCode).toBe(404);
    const body = completeElement('text-text', activity.id);
    const added = await t.request(
      admin,
      'POST',
      levelsUrl(LEVELS_PATHS.elementsOfType('text-text')),
      body,
    );
    expect(added.statusCode).toBe(400);
    const points = await t.request(
      admin,
      'PUT',
      levelsUrl(ASSESSMENT_PATHS.elementPoints(elements[0]!.id)),
      { points: 2 },
    );
    expect(points.statusCode).toBe(404);
  });
});

describe('GET v1/curriculums/activities/level-test', () => {
  it('HAD composes it from elements; others read its published elements', async () => {
    const before = await call<LevelTest>(admin, 'GET', ASSESSMENT_PATHS.levelTest);
    expect(before.data.activity).toMatchObject({ kind: 'level_test', unitId: null, levelId: null });
    const testId = before.data.activity.id;
    const shown = await build.element(testId, 'recognize-word');
    const hidden = await build.element(testId);
    await build.publish('element', shown.id);
    await call(admin, 'PUT', ASSESSMENT_PATHS.elementPoints(shown.id), { points: 4 });

    const seenByHad = await call<LevelTest>(admin, 'GET', ASSESSMENT_PATHS.levelTest);
    expect(seenByHad.data.elements.map((element) => element.id)).toEqual([shown.id, hidden.id]);
    const reader = await customerMember(t, { Elements: ['read'] });
    const seen = await call<LevelTest>(reader, 'GET', ASSESSMENT_PATHS.levelTest);
    expect(seen.data.elements.map((element) => [element.id, element.points])).toEqual([
      [shown.id, 4],
    ]);
    const nobody = await customerMember(t, {});
    expect((await t.request(nobody, 'GET', levelsUrl(ASSESSMENT_PATHS.levelTest))).statusCode).toBe(
      403,
    );
  });
});

describe('a learner’s attempt at a published exam', () => {
  it('is graded with the points HAD set and counted for their class on the topic', async () => {
    const { topic } = await build.chain(true);
    const exam = (await addExam(topic.id)).json() as Json<Activity>;
    const element = await build.element(exam.data.id);
    await call(admin, 'PUT', ASSESSMENT_PATHS.elementPoints(element.id), { points: 7 });
    await build.publish('element', element.id);
    await call(admin, 'PUT', LEVELS_PATHS.admin('activity', exam.data.id), { isEnabled: true });

    const school = await createOrganization(t.db);
    const role = await createRole(t.db, { number: 6 });
    const student = await createUser(t.db, {
      memberships: [{ organizationId: school, roleId: role, isActive: true }],
    });
    const classRoomId = await createClassRoom(t.db, school, {
      levelId: topic.id,
      studentIds: [student.id],
    });
    const correct = element.answers.find((answer) => answer.isCorrect)!;
    const response = await t.request(
      await t.login(student.email),
      'POST',
      levelsUrl(ASSESSMENT_PATHS.attempts),
      { activityId: exam.data.id, answers: [{ elementId: element.id, choiceIds: [correct.id] }] },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      kind: 'exam',
      classRoomId,
      score: 7,
      maxScore: 7,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_PATHS, type AttemptStatistics } from '../../contract/assessment';
import type { Activity } from '../../contract/curriculum';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import type { Element } from '../../contract/elements';
import { curriculumBuilder, levelsUrl } from './support/curriculum';
import { createClassRoom, createOrganization, createRole, createUser } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * `GET v1/levels/exam/activities/{activityId}/users/{userId}/statistics`: a learner's attempts
 * at an exam (submitted through the learner call), newest first, and each element's results.
 */

let t: TestApp;
let school: string;
let exam: Activity;
let elements: Element[];
let learner: { id: string; token: string };
let idle: { id: string };
let tokens: Record<'reports' | 'manager' | 'teacher' | 'otherTeacher' | 'bare', string>;

const right = (element: Element) => element.answers.find((answer) => answer.isCorrect)!.id;
const wrong = (element: Element) => element.answers.find((answer) => !answer.isCorrect)!.id;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login('admin@demo.test');
  const build = curriculumBuilder(t, admin);
  const { topic } = await build.chain(true);
  const added = await t.request(admin, 'POST', levelsUrl(ASSESSMENT_PATHS.addExam(topic.id)), {
    titleEn: 'Exam',
  });
  exam = added.json().data as Activity;
  elements = [];
  for (const points of [2, 3]) {
    const element = await build.element(exam.id);
    await t.request(admin, 'PUT', levelsUrl(ASSESSMENT_PATHS.elementPoints(element.id)), {
      points,
    });
    await build.publish('element', element.id);
    elements.push(element);
  }
  await t.request(admin, 'PUT', levelsUrl(LEVELS_PATHS.admin('activity', exam.id)), {
    isEnabled: true,
  });

  school = await createOrganization(t.db);
  const person = async (grants: Parameters<typeof createRole>[1]) => {
    const roleId = await createRole(t.db, grants);
    const user = await createUser(t.db, {
      memberships: [{ organizationId: school, roleId, isActive: true }],
    });
    return { id: user.id, token: await t.login(user.email) };
  };
  const teacherGrants = { number: 4, grants: { ClassRoomTeacher: ['read' as const] } };
  const teacher = await person(teacherGrants);
  tokens = {
    reports: (await person({ grants: { Reports: ['read'] } })).token,
    manager: (await person({ grants: { ClassRoomManager: ['read'] } })).token,
    teacher: teacher.token,
    otherTeacher: (await person(teacherGrants)).token,
    bare: (await person({})).token,
  };
  learner = await person({ number: 6 });
  idle = await person({ number: 6 });
  await createClassRoom(t.db, school, {
    levelId: topic.id,
    teacherId: teacher.id,
    studentIds: [learner.id, idle.id],
  });
  const [first, second] = elements as [Element, Element];
  for (const choices of [
    [right(first), wrong(second)],
    [right(first), right(second)],
  ]) {
    const response = await t.request(learner.token, 'POST', levelsUrl(ASSESSMENT_PATHS.attempts), {
      activityId: exam.id,
      answers: [
        { elementId: first.id, choiceIds: [choices[0]] },
        { elementId: second.id, choiceIds: [choices[1]] },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => t.close());

const statistics = (token: string, userId: string, activityId = exam.id) =>
  t.request(token, 'GET', levelsUrl(ASSESSMENT_PATHS.statistics(activityId, userId)));

describe('a learner’s statistics at an exam', () => {
  it('lists the attempts newest first, the best and the average, and each element', async () => {
    const response = await statistics(tokens.reports, learner.id);
    expect(response.statusCode, response.body).toBe(200);
    const data = (response.json() as { data: AttemptStatistics }).data;
    expect(data.activity).toEqual({ id: exam.id, kind: 'exam', titleEn: 'Exam', titleAr: '' });
    expect(
      data.attempts.map((attempt) => [attempt.score, attempt.maxScore, attempt.percent]),
    ).toEqual([
      [5, 5, 100],
      [2, 5, 40],
    ]);
    expect(data).toMatchObject({ userId: learner.id, bestPercent: 100, averageScore: 70 });
    expect(data.elements).toEqual([
      expect.objectContaining({
        elementId: elements[0]!.id,
        answered: 2,
        correct: 2,
        pointsEarned: 4,
        pointsPossible: 4,
      }),
      expect.objectContaining({
        elementId: elements[1]!.id,
        answered: 2,
        correct: 1,
        pointsEarned: 3,
        pointsPossible: 6,
      }),
    ]);
  });

  it('a learner without attempts has none, and no best or average', async () => {
    const response = await statistics(tokens.manager, idle.id);
    expect(response.json().data).toMatchObject({
      attempts: [],
      bestPercent: null,
      averageScore: null,
      elements: [],
    });
  });

  it('the class’s teacher reads it; another teacher, another organisation or no activity is 404', async () => {
    expect((await statistics(tokens.teacher, learner.id)).statusCode).toBe(200);
    expect((await statistics(tokens.otherTeacher, learner.id)).statusCode).toBe(404);
    const stranger = await createUser(t.db, {
      memberships: [
        {
          organizationId: await createOrganization(t.db),
          roleId: await createRole(t.db),
          isActive: true,
        },
      ],
    });
    expect((await statistics(tokens.manager, stranger.id)).statusCode).toBe(404);
    const nothing = '00000000-0000-4000-8000-000000000000';
    expect((await statistics(tokens.manager, learner.id, nothing)).statusCode).toBe(404);
    expect((await statistics(tokens.bare, learner.id)).statusCode).toBe(403);
  });
});

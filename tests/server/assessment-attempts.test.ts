import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES, ASSESSMENT_PATHS, type Attempt } from '../../contract/assessment';
import { attemptAnswers, attempts } from '../../server/db/schema/assessment';
import { activities } from '../../server/db/schema/curriculum';
import { createAssignment, createElements } from './support/assessment';
import { curriculumBuilder, levelsUrl } from './support/curriculum';
import { createClassRoom, createOrganization, createRole, createUser } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * `POST v1/learner/attempts` (the learner app's call): a student submits answers to an activity
 * open to them; the server grades and stores the attempt in one transaction.
 */

let t: TestApp;
let school: string;
let student: { id: string; token: string };
let teacher: { token: string };
let classRoomId: string;

beforeAll(async () => {
  t = await createTestApp();
  school = await createOrganization(t.db);
  const studentRole = await createRole(t.db, { number: 6 });
  const teacherRole = await createRole(t.db, { number: 4, grants: { Reports: ['read'] } });
  const one = await createUser(t.db, {
    memberships: [{ organizationId: school, roleId: studentRole, isActive: true }],
  });
  student = { id: one.id, token: await t.login(one.email) };
  const other = await createUser(t.db, {
    memberships: [{ organizationId: school, roleId: teacherRole, isActive: true }],
  });
  teacher = { token: await t.login(other.email) };
  classRoomId = await createClassRoom(t.db, school, { studentIds: [student.id] });
});
afterAll(() => t.close());

const submit = (token: string, body: unknown) =>
  t.request(token, 'POST', levelsUrl(ASSESSMENT_PATHS.attempts), body);

const stored = (activityId: string) =>
  t.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.activityId, activityId), eq(attempts.userId, student.id)));

describe('an assignment given to the learner’s class', () => {
  it('is graded, stored with its answers and answered with the score', async () => {
    const { activity, elements } = await createAssignment(t.db, school, {
      classRoomId,
      elements: [
        { points: 3, answers: ['المَدْرَسَةُ', 'البيت'] },
        { points: 2, answers: ['قلم', 'كتاب', 'باب'], correct: 2 },
        { points: 5, typeId: 'compare-audio', answers: [] },
      ],
    });
    const [typed, chosen, spoken] = elements;
    const started = new Date(Date.now() - 60_000).toISOString();
    const response = await submit(student.token, {
      activityId: activity.id,
      startedAt: started,
      answers: [
        { elementId: typed!.id, text: 'المدرسه' },
        { elementId: chosen!.id, choiceIds: [chosen!.answers[0]!.id] },
        { elementId: spoken!.id, text: 'مرحبا' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = response.json() as { data: Attempt; message: string };
    expect(message).toBe(ASSESSMENT_MESSAGES.submitted);
    expect(data).toMatchObject({
      activityId: activity.id,
      kind: 'assignment',
      classRoomId,
      startedAt: started,
      score: 3,
      maxScore: 5,
      percent: 60,
    });
    expect(data.answers.map((answer) => [answer.pointsEarned, answer.pointsPossible])).toEqual([
      [3, 3],
      [0, 2],
      [0, 0],
    ]);

    const [row] = await stored(activity.id);
    expect(row).toMatchObject({ id: data.id, organizationId: school, classRoomId, score: 3 });
    const answers = await t.db
      .select()
      .from(attemptAnswers)
      .where(eq(attemptAnswers.attemptId, data.id));
    expect(answers).toHaveLength(3);
    expect(answers.find((answer) => answer.elementId === typed!.id)).toMatchObject({
      answer: { text: 'المدرسه' },
      isCorrect: true,
      pointsEarned: 3,
      organizationId: school,
    });
  });

  it('an element that is not the activity’s is 400 on its path, and nothing is stored', async () => {
    const { activity } = await createAssignment(t.db, school, { classRoomId });
    const elsewhere = await createAssignment(t.db, school, { classRoomId });
    const response = await submit(student.token, {
      activityId: activity.id,
      answers: [{ elementId: elsewhere.elements[0]!.id, choiceIds: [] }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      'answers.0.elementId': ASSESSMENT_MESSAGES.notOfActivity,
    });
    expect(await stored(activity.id)).toEqual([]);
  });

  it('a start after now, both kinds of answer at once, or an element twice are 400', async () => {
    const { activity, elements } = await createAssignment(t.db, school, { classRoomId });
    const elementId = elements[0]!.id;
    const bodies = [
      {
        activityId: activity.id,
        startedAt: new Date(Date.now() + 3_600_000).toISOString(),
        answers: [],
      },
      { activityId: activity.id, answers: [{ elementId, choiceIds: [], text: 'x' }] },
      {
        activityId: activity.id,
        answers: [
          { elementId, text: 'a' },
          { elementId, text: 'b' },
        ],
      },
    ];
    for (const body of bodies) expect((await submit(student.token, body)).statusCode).toBe(400);
    expect(await stored(activity.id)).toEqual([]);
  });
});

describe('what is not open to the learner', () => {
  it('an assignment not given to their class, or given to an archived one, is 404', async () => {
    const notGiven = await createAssignment(t.db, school);
    const archived = await createClassRoom(t.db, school, {
      studentIds: [student.id],
      isArchived: true,
    });
    const toArchived = await createAssignment(t.db, school, { classRoomId: archived });
    for (const { activity } of [notGiven, toArchived]) {
      const response = await submit(student.token, { activityId: activity.id, answers: [] });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(ASSESSMENT_MESSAGES.notAvailable);
    }
  });

  it('another organisation’s assignment does not exist for them', async () => {
    const elsewhere = await createOrganization(t.db);
    const otherClass = await createClassRoom(t.db, elsewhere, { studentIds: [student.id] });
    const { activity } = await createAssignment(t.db, elsewhere, { classRoomId: otherClass });
    expect((await submit(student.token, { activityId: activity.id, answers: [] })).statusCode).toBe(
      404,
    );
  });

  it('someone who is not a student of the organisation is 403', async () => {
    const { activity } = await createAssignment(t.db, school, { classRoomId });
    const response = await submit(teacher.token, { activityId: activity.id, answers: [] });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ASSESSMENT_MESSAGES.notALearner);
  });
});

describe('platform content', () => {
  it('a published lesson counts for the learner’s class following its topic; a draft is 404', async () => {
    const admin = await t.login('admin@demo.test');
    const build = curriculumBuilder(t, admin);
    const published = await build.chain(true);
    const draft = await build.chain(false);
    const following = await createClassRoom(t.db, school, {
      levelId: published.topic.id,
      studentIds: [student.id],
    });
    const correct = published.element.answers.find((answer) => answer.isCorrect)!;
    const response = await submit(student.token, {
      activityId: published.activity.id,
      answers: [{ elementId: published.element.id, choiceIds: [correct.id] }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      kind: 'lesson',
      classRoomId: following,
      score: 1,
      maxScore: 1,
    });
    const refused = await submit(student.token, { activityId: draft.activity.id, answers: [] });
    expect(refused.statusCode).toBe(404);
  });

  it('the level test takes its published elements, counted for no class', async () => {
    const [levelTest] = await t.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.kind, 'level_test'));
    const [element] = await createElements(t.db, levelTest!.id, null, [
      { points: 4, answers: ['أَهْلاً', 'وداعا'] },
    ]);
    const response = await submit(student.token, {
      activityId: levelTest!.id,
      answers: [{ elementId: element!.id, text: 'اهلا' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      kind: 'level_test',
      classRoomId: null,
      score: 4,
      maxScore: 4,
      percent: 100,
    });
  });
});

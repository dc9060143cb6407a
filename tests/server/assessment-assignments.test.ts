import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_PATHS } from '../../contract/assessment';
import {
  ASSIGNMENT_MESSAGES,
  ASSIGNMENT_PATHS,
  type Assignment,
  type AssignmentWithElements,
  type Submission,
} from '../../contract/assignments';
import type { Element } from '../../contract/elements';
import { activityClassRooms } from '../../server/db/schema/assessment';
import { elements } from '../../server/db/schema/curriculum';
import { curriculumBuilder, levelsUrl } from './support/curriculum';
import { createClassRoom, createOrganization, createRole, createUser } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Assignments and knowledge tests of an organisation: made from copies of published platform
 * elements, given to class rooms with due dates, attempted through the learner call, read back
 * as a list and as who submitted, deleted while nobody attempted them.
 */

let t: TestApp;
let school: string;
let tokens: { manager: string; teacher: string; tester: string };
let teacherId: string;
let classes: { alif: string; baa: string; archived: string; foreign: string };
let students: { id: string; token: string }[];
let published: { levelId: string; elements: Element[]; draft: Element };

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  school = await createOrganization(t.db);
  const admin = await t.login('admin@demo.test');
  const build = curriculumBuilder(t, admin);
  const chain = await build.chain(true);
  const second = await build.element(chain.activity.id);
  await build.publish('element', second.id);
  const draft = await build.element(chain.activity.id);
  published = { levelId: chain.topic.id, elements: [chain.element, second], draft };

  const person = async (grants: Parameters<typeof createRole>[1], firstName?: string) => {
    const roleId = await createRole(t.db, grants);
    const user = await createUser(t.db, {
      ...(firstName ? { firstName } : {}),
      memberships: [{ organizationId: school, roleId, isActive: true }],
    });
    return { id: user.id, token: await t.login(user.email) };
  };
  const manager = await person({ grants: { ClassRoomManager: ['read', 'write', 'update'] } });
  const teacher = await person({
    number: 5,
    grants: { ClassRoomTeacher: ['read', 'write', 'update'] },
  });
  const tester = await person({ grants: { KnowledgeTesting: ['read', 'write', 'update'] } });
  tokens = { manager: manager.token, teacher: teacher.token, tester: tester.token };
  teacherId = teacher.id;
  const studentRole = await createRole(t.db, { number: 6 });
  students = [];
  for (const name of ['Amal', 'Badr', 'Dana']) {
    const user = await createUser(t.db, {
      firstName: name,
      memberships: [{ organizationId: school, roleId: studentRole, isActive: true }],
    });
    students.push({ id: user.id, token: await t.login(user.email) });
  }
  classes = {
    alif: await createClassRoom(t.db, school, {
      name: 'Alif',
      teacherId,
      studentIds: students.map((s) => s.id),
    }),
    baa: await createClassRoom(t.db, school, { name: 'Baa' }),
    archived: await createClassRoom(t.db, school, { name: 'Old', isArchived: true }),
    foreign: await createClassRoom(t.db, await createOrganization(t.db), { name: 'Elsewhere' }),
  };
});
afterAll(() => t.close());

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) => t.request(token, method, levelsUrl(path), body);

async function create(token: string, body: Record<string, unknown>, status = 201) {
  const response = await call(token, 'POST', ASSIGNMENT_PATHS.create, {
    kind: 'assignment',
    titleEn: 'Homework',
    titleAr: 'واجب',
    elementIds: published.elements.map((e) => e.id),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as {
    data: AssignmentWithElements;
    message?: string;
    fieldErrors?: object;
  };
}

async function submit(token: string, detail: AssignmentWithElements, right: boolean) {
  const answers = detail.elementList.map((element) => ({
    elementId: element.id,
    choiceIds: [element.answers.find((a) => a.isCorrect === right)!.id],
  }));
  const response = await call(token, 'POST', ASSESSMENT_PATHS.attempts, {
    activityId: detail.id,
    answers,
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('creating', () => {
  it('copies the published elements with their answers and points, in the order given', async () => {
    const [first, second] = published.elements;
    const made = await create(tokens.manager, {
      elementIds: [second!.id, first!.id],
      levelId: published.levelId,
      expectedTimeInMinutes: 20,
    });
    expect(made.message).toBe(ASSIGNMENT_MESSAGES.created);
    const copy = made.data;
    expect(copy).toMatchObject({ kind: 'assignment', levelId: published.levelId, elements: 2 });
    expect(copy.elementList.map((e) => e.id)).not.toContain(first!.id);
    expect(copy.elementList.map((e) => e.answers.map((a) => [a.text, a.isCorrect]))).toEqual([
      second!.answers.map((a) => [a.text, a.isCorrect]),
      first!.answers.map((a) => [a.text, a.isCorrect]),
    ]);
    // A later edit of the source leaves the copy as it was.
    await t.db
      .update(elements)
      .set({ content: { prompt: 'changed' }, points: 9 })
      .where(eq(elements.id, first!.id));
    const again = await call(tokens.manager, 'GET', ASSIGNMENT_PATHS.one(copy.id));
    const copied = (again.json() as { data: AssignmentWithElements }).data.elementList[1]!;
    expect(copied.content).toEqual(first!.content);
    expect(copied.points).toBe(first!.points);
    await t.db
      .update(elements)
      .set({ content: first!.content, points: first!.points })
      .where(eq(elements.id, first!.id));
  });

  it('refuses unpublished elements, unknown or foreign classes and past due dates on the field', async () => {
    const bad = await create(
      tokens.manager,
      {
        elementIds: [published.elements[0]!.id, published.draft.id],
        classRooms: [],
      },
      400,
    );
    expect(bad.fieldErrors).toEqual({ 'elementIds.1': ASSIGNMENT_MESSAGES.notPublished });
    const classesBad = await create(
      tokens.manager,
      {
        classRooms: [
          { classRoomId: classes.foreign, dueAt: null },
          { classRoomId: classes.archived, dueAt: null },
          { classRoomId: classes.alif, dueAt: inDays(-1) },
        ],
      },
      400,
    );
    expect(classesBad.fieldErrors).toEqual({
      'classRooms.0.classRoomId': ASSIGNMENT_MESSAGES.unknownClass,
      'classRooms.1.classRoomId': ASSIGNMENT_MESSAGES.unknownClass,
      'classRooms.2.dueAt': ASSIGNMENT_MESSAGES.dueInPast,
    });
    const empty = await call(tokens.manager, 'POST', ASSIGNMENT_PATHS.create, {
      kind: 'assignment',
      titleEn: '',
      elementIds: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fieldErrors)).toEqual(
      expect.arrayContaining(['titleEn', 'elementIds']),
    );
  });

  it('asks for the grants of the kind', async () => {
    await create(tokens.teacher, { kind: 'knowledge_test' }, 403);
    await create(tokens.tester, { kind: 'assignment' }, 403);
    const test = await create(tokens.tester, { kind: 'knowledge_test', titleEn: 'Check' });
    expect(test.data.kind).toBe('knowledge_test');
    // A teacher alone gives to the classes they teach only.
    const notTheirs = await create(
      tokens.teacher,
      { classRooms: [{ classRoomId: classes.baa, dueAt: null }] },
      400,
    );
    expect(notTheirs.fieldErrors).toEqual({
      'classRooms.0.classRoomId': ASSIGNMENT_MESSAGES.notYourClass,
    });
  });
});

describe('giving, attempts and submissions', () => {
  it('gives and gives again, lists the counts and says who submitted, late or not', async () => {
    const made = (await create(tokens.manager, { titleEn: 'Verbs week' })).data;
    const give = (classRooms: unknown, status = 200) =>
      call(tokens.manager, 'PUT', ASSIGNMENT_PATHS.classRooms(made.id), { classRooms }).then(
        (r) => {
          expect(r.statusCode, r.body).toBe(status);
          return r.json() as { data: AssignmentWithElements; fieldErrors?: object };
        },
      );
    const due = inDays(7);
    let given = await give([{ classRoomId: classes.alif, dueAt: due }]);
    expect(given.data.classRooms).toEqual([
      { classRoomId: classes.alif, name: 'Alif', dueAt: due, givenAt: expect.any(String) },
    ]);
    given = await give([
      { classRoomId: classes.alif, dueAt: due },
      { classRoomId: classes.baa, dueAt: null },
    ]);
    expect(given.data.classRooms.map((c) => c.name)).toEqual(['Alif', 'Baa']);
    given = await give([{ classRoomId: classes.alif, dueAt: due }]);
    expect(given.data.classRooms.map((c) => c.name)).toEqual(['Alif']);
    expect(
      (await give([{ classRoomId: classes.alif, dueAt: inDays(-2) }], 400)).fieldErrors,
    ).toEqual({ 'classRooms.0.dueAt': ASSIGNMENT_MESSAGES.dueInPast });

    const [amal, badr] = students;
    await submit(amal!.token, made, true);
    // The due date passes: Badr's attempt is late; keeping the passed date is allowed.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const passed = new Date();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await t.db
      .update(activityClassRooms)
      .set({ dueAt: passed })
      .where(eq(activityClassRooms.activityId, made.id));
    await submit(badr!.token, made, false);
    await submit(badr!.token, made, true);
    await give([{ classRoomId: classes.alif, dueAt: passed.toISOString() }]);

    const list = await call(
      tokens.manager,
      'GET',
      `${ASSIGNMENT_PATHS.list}?kind=assignment&search=verbs`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json().data as { result: Assignment[]; pagination: { total: number } };
    expect(page.pagination.total).toBe(1);
    expect(page.result[0]).toMatchObject({
      id: made.id,
      submittedBy: 2,
      attempts: 3,
      averageScore: 66.7,
      elements: 2,
    });

    const response = await call(tokens.manager, 'GET', ASSIGNMENT_PATHS.submissions(made.id));
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as Submission[];
    expect(
      rows.map((r) => [
        r.firstName,
        r.className,
        r.submitted,
        r.attempts,
        r.bestPercent,
        r.lastPercent,
        r.late,
      ]),
    ).toEqual([
      ['Amal', 'Alif', true, 1, 100, 100, false],
      ['Badr', 'Alif', true, 2, 100, 100, true],
      ['Dana', 'Alif', false, 0, null, null, false],
    ]);
    // The teacher of Alif reads them too; the class's own list shows the assignment.
    const asTeacher = await call(tokens.teacher, 'GET', ASSIGNMENT_PATHS.submissions(made.id));
    expect(asTeacher.json().data).toHaveLength(3);
    const classList = await call(
      tokens.manager,
      'GET',
      ASSESSMENT_PATHS.classAssignments(classes.alif),
    );
    expect(classList.json().data.map((a: { id: string }) => a.id)).toContain(made.id);

    // Attempted: kept (409); a fresh one is deleted.
    const refused = await call(tokens.manager, 'DELETE', ASSIGNMENT_PATHS.one(made.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ASSIGNMENT_MESSAGES.hasAttempts);
    const fresh = (await create(tokens.manager, {})).data;
    expect((await call(tokens.teacher, 'DELETE', ASSIGNMENT_PATHS.one(fresh.id))).statusCode).toBe(
      403,
    );
    const deleted = await call(tokens.manager, 'DELETE', ASSIGNMENT_PATHS.one(fresh.id));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(ASSIGNMENT_MESSAGES.deleted);
    expect((await call(tokens.manager, 'GET', ASSIGNMENT_PATHS.one(fresh.id))).statusCode).toBe(
      404,
    );
  });

  it('keeps kinds apart: a knowledge test is not in the assignments, nor readable without its grants', async () => {
    const test = (await create(tokens.tester, { kind: 'knowledge_test', titleEn: 'Quiz' })).data;
    const list = await call(tokens.manager, 'GET', `${ASSIGNMENT_PATHS.list}?kind=assignment`);
    expect(list.json().data.result.map((a: Assignment) => a.id)).not.toContain(test.id);
    expect((await call(tokens.teacher, 'GET', ASSIGNMENT_PATHS.one(test.id))).statusCode).toBe(404);
    expect(
      (await call(tokens.teacher, 'GET', `${ASSIGNMENT_PATHS.list}?kind=knowledge_test`))
        .statusCode,
    ).toBe(403);
    expect((await call(tokens.manager, 'GET', ASSIGNMENT_PATHS.one(test.id))).statusCode).toBe(200);
  });
});

describe('choosing and isolation', () => {
  it('offers the published topics and their published elements to pick from', async () => {
    const topics = await call(tokens.manager, 'GET', ASSIGNMENT_PATHS.choiceTopics);
    expect(topics.statusCode, topics.body).toBe(200);
    expect(topics.json().data.map((topic: { id: string }) => topic.id)).toContain(
      published.levelId,
    );
    const choices = await call(
      tokens.manager,
      'GET',
      ASSIGNMENT_PATHS.choiceElements(published.levelId),
    );
    expect(choices.statusCode, choices.body).toBe(200);
    const ids = (choices.json().data as { elements: { id: string }[] }[]).flatMap((a) =>
      a.elements.map((e) => e.id),
    );
    expect(ids).toEqual(published.elements.map((e) => e.id));
  });

  it('never lists another organisation’s work', async () => {
    const otherOrg = await createOrganization(t.db);
    const roleId = await createRole(t.db, {
      grants: { ClassRoomManager: ['read', 'write', 'update'] },
    });
    const other = await createUser(t.db, {
      memberships: [{ organizationId: otherOrg, roleId, isActive: true }],
    });
    const token = await t.login(other.email);
    for (const kind of ['assignment', 'knowledge_test']) {
      const list = await call(token, 'GET', `${ASSIGNMENT_PATHS.list}?kind=${kind}`);
      expect(list.json().data.pagination.total).toBe(0);
    }
  });
});

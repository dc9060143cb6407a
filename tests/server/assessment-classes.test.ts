import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_PATHS,
  type ClassAssignment,
  type ClassExam,
  type ClassProgress,
  type ClassUnit,
} from '../../contract/assessment';
import type { Activity } from '../../contract/curriculum';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import type { Element } from '../../contract/elements';
import { activityClassRooms } from '../../server/db/schema/assessment';
import { createAssignment } from './support/assessment';
import { curriculumBuilder, levelsUrl } from './support/curriculum';
import { createClassRoom, createOrganization, createRole, createUser } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * A class room's work and progress: its topic's units and exams, what was given to it, and
 * each student's units done, attempts, average score and last activity, from attempts the
 * students submitted through the learner call.
 */

let t: TestApp;
let school: string;
let classRoomId: string;
let tokens: { manager: string; teacher: string; otherTeacher: string; member: string };
let students: { id: string; token: string }[];
let topic: {
  units: { id: string; lessons: { activity: Activity; element: Element }[] }[];
  exam: { activity: Activity; element: Element };
};
let assignment: { id: string; elementId: string; rightId: string };
const due = new Date('2030-01-15T09:00:00.000Z');

const right = (element: Element) => element.answers.find((answer) => answer.isCorrect)!.id;
const wrong = (element: Element) => element.answers.find((answer) => !answer.isCorrect)!.id;

async function submit(token: string, activityId: string, elementId: string, choiceId: string) {
  const response = await t.request(token, 'POST', levelsUrl(ASSESSMENT_PATHS.attempts), {
    activityId,
    answers: [{ elementId, choiceIds: [choiceId] }],
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** A published topic: unit 1 with two lessons, unit 2 with one, a draft unit, and an exam. */
async function buildTopic() {
  const admin = await t.login('admin@demo.test');
  const build = curriculumBuilder(t, admin);
  const topic = await build.topic();
  await build.publish('level', topic.id);
  const lesson = async (unitId: string) => {
    const activity = await build.activity(unitId);
    const element = await build.element(activity.id);
    await build.publish('element', element.id);
    await build.publish('activity', activity.id);
    return { activity, element };
  };
  const units = [];
  for (const size of [2, 1]) {
    const unit = await build.unit(topic.id);
    await build.publish('unit', unit.id);
    const lessons = [];
    for (let i = 0; i < size; i += 1) lessons.push(await lesson(unit.id));
    units.push({ id: unit.id, lessons });
  }
  await lesson((await build.unit(topic.id)).id); // a draft unit: not the class's work
  const examResponse = await t.request(
    admin,
    'POST',
    levelsUrl(ASSESSMENT_PATHS.addExam(topic.id)),
    { titleEn: 'Exam', expectedTimeInMinutes: 30 },
  );
  const exam = examResponse.json().data as Activity;
  const element = await build.element(exam.id);
  await t.request(admin, 'PUT', levelsUrl(ASSESSMENT_PATHS.elementPoints(element.id)), {
    points: 4,
  });
  await build.publish('element', element.id);
  await t.request(admin, 'PUT', levelsUrl(LEVELS_PATHS.admin('activity', exam.id)), {
    isEnabled: true,
  });
  return { levelId: topic.id, units, exam: { activity: exam, element } };
}

beforeAll(async () => {
  t = await createTestApp();
  school = await createOrganization(t.db);
  const built = await buildTopic();
  topic = built;
  const role = async (grants: Parameters<typeof createRole>[1]) => createRole(t.db, grants);
  const person = async (roleId: string) => {
    const user = await createUser(t.db, {
      memberships: [{ organizationId: school, roleId, isActive: true }],
    });
    return { id: user.id, token: await t.login(user.email) };
  };
  const studentRole = await role({ number: 6 });
  const teacherRole = await role({ number: 4, grants: { ClassRoomTeacher: ['read'] } });
  const manager = await person(await role({ grants: { ClassRoomManager: ['read'] } }));
  const teacher = await person(teacherRole);
  const otherTeacher = await person(teacherRole);
  const member = await person(await role({ grants: { Reports: ['read'] } }));
  tokens = {
    manager: manager.token,
    teacher: teacher.token,
    otherTeacher: otherTeacher.token,
    member: member.token,
  };
  students = [];
  for (const name of ['Amal', 'Badr', 'Dana']) {
    const user = await createUser(t.db, {
      firstName: name,
      memberships: [{ organizationId: school, roleId: studentRole, isActive: true }],
    });
    students.push({ id: user.id, token: await t.login(user.email) });
  }
  classRoomId = await createClassRoom(t.db, school, {
    levelId: built.levelId,
    teacherId: teacher.id,
    studentIds: students.map((student) => student.id),
  });
  const given = await createAssignment(t.db, school, { classRoomId });
  await t.db
    .update(activityClassRooms)
    .set({ dueAt: due })
    .where(eq(activityClassRooms.activityId, given.activity.id));
  assignment = {
    id: given.activity.id,
    elementId: given.elements[0]!.id,
    rightId: given.elements[0]!.answers[0]!.id,
  };

  // Amal: every lesson right, the exam right, the assignment right.
  const [amal, badr] = students;
  for (const unit of topic.units) {
    for (const { activity, element } of unit.lessons) {
      await submit(amal!.token, activity.id, element.id, right(element));
    }
  }
  await submit(
    amal!.token,
    topic.exam.activity.id,
    topic.exam.element.id,
    right(topic.exam.element),
  );
  await submit(amal!.token, assignment.id, assignment.elementId, assignment.rightId);
  // Badr: one lesson of unit 1, wrong; the exam wrong. Dana: nothing.
  const first = topic.units[0]!.lessons[0]!;
  await submit(badr!.token, first.activity.id, first.element.id, wrong(first.element));
  await submit(
    badr!.token,
    topic.exam.activity.id,
    topic.exam.element.id,
    wrong(topic.exam.element),
  );
});
afterAll(() => t.close());

const read = async <T>(token: string, path: string, status = 200) => {
  const response = await t.request(token, 'GET', levelsUrl(path));
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { data: T }).data;
};

describe('class progress', () => {
  it('gives each student units done, attempts, average score and last activity', async () => {
    const progress = await read<ClassProgress>(
      tokens.manager,
      ASSESSMENT_PATHS.classProgress(classRoomId),
    );
    expect(progress).toMatchObject({ classRoomId, levelId: expect.any(String), units: 2 });
    const [amal, badr, dana] = students;
    expect(
      progress.students.map((s) => [
        s.userId,
        s.firstName,
        s.unitsDone,
        s.attempts,
        s.averageScore,
      ]),
    ).toEqual([
      [amal!.id, 'Amal', 2, 5, 100],
      [badr!.id, 'Badr', 0, 2, 0],
      [dana!.id, 'Dana', 0, 0, null],
    ]);
    expect(Date.parse(progress.students[0]!.lastActivityAt!)).toBeGreaterThan(Date.now() - 600_000);
    expect(progress.students[2]!.lastActivityAt).toBeNull();
  });

  it('the topic’s published units with lessons done; its exams with scores; the assignments', async () => {
    const units = await read<ClassUnit[]>(tokens.manager, ASSESSMENT_PATHS.classUnits(classRoomId));
    expect(units.map((unit) => [unit.id, unit.lessons, unit.completedBy])).toEqual([
      [topic.units[0]!.id, 2, 1],
      [topic.units[1]!.id, 1, 1],
    ]);
    const exams = await read<ClassExam[]>(tokens.manager, ASSESSMENT_PATHS.classExams(classRoomId));
    expect(exams).toEqual([
      expect.objectContaining({
        id: topic.exam.activity.id,
        expectedTimeInMinutes: 30,
        submittedBy: 2,
        averageScore: 50,
      }),
    ]);
    const given = await read<ClassAssignment[]>(
      tokens.manager,
      ASSESSMENT_PATHS.classAssignments(classRoomId),
    );
    expect(given).toEqual([
      expect.objectContaining({
        id: assignment.id,
        kind: 'assignment',
        dueAt: due.toISOString(),
        submittedBy: 1,
        averageScore: 100,
      }),
    ]);
  });

  it('a class without a topic has no units or exams and counts no unit', async () => {
    const bare = await createClassRoom(t.db, school, { studentIds: [students[2]!.id] });
    expect(await read(tokens.manager, ASSESSMENT_PATHS.classUnits(bare))).toEqual([]);
    expect(await read(tokens.manager, ASSESSMENT_PATHS.classExams(bare))).toEqual([]);
    const progress = await read<ClassProgress>(
      tokens.manager,
      ASSESSMENT_PATHS.classProgress(bare),
    );
    expect(progress).toMatchObject({ levelId: null, units: 0 });
  });
});

describe('who reads it', () => {
  it('the class’s teacher reads it; another teacher finds no such class', async () => {
    for (const path of [
      ASSESSMENT_PATHS.classProgress(classRoomId),
      ASSESSMENT_PATHS.classUnits(classRoomId),
      ASSESSMENT_PATHS.classExams(classRoomId),
      ASSESSMENT_PATHS.classAssignments(classRoomId),
    ]) {
      await read(tokens.teacher, path);
      await read(tokens.otherTeacher, path, 404);
      await read(tokens.member, path, 403);
    }
  });

  it('another organisation’s class, or no class at all, is 404', async () => {
    const elsewhere = await createClassRoom(t.db, await createOrganization(t.db));
    await read(tokens.manager, ASSESSMENT_PATHS.classProgress(elsewhere), 404);
    await read(tokens.manager, ASSESSMENT_PATHS.classProgress('not-a-class'), 404);
  });
});

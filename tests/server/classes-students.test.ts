import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_MESSAGES, classRoomStudentPageSchema } from '../../contract/classes';
import { USERS_PATHS } from '../../contract/paths';
import { envelope } from '../../contract/wire';
import { createClassRoom, createOrganization, createUser, roleId } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const ADD = usersUrl(USERS_PATHS.addStudents);
const MOVE = usersUrl(USERS_PATHS.moveStudents);
const REMOVE = usersUrl(USERS_PATHS.removeStudents);
const STUDENTS = (id: string) => usersUrl(USERS_PATHS.classRoomStudents(id));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An organisation with a manager, two teachers and three students. */
async function school() {
  const id = await createOrganization(t.db);
  const member = async (role: string, firstName: string) =>
    createUser(t.db, {
      firstName,
      memberships: [{ organizationId: id, roleId: await roleId(t.db, role), isActive: true }],
    });
  const manager = await member('Organization Manager', 'Manager');
  const teacher = await member('Teacher', 'Huda');
  const other = await member('Teacher', 'Omar');
  const students = [
    await member('Student', 'Amal'),
    await member('Student', 'Badr'),
    await member('Student', 'Dana'),
  ];
  return {
    id,
    teacher,
    other,
    studentIds: students.map((s) => s.id),
    manager: await t.login(manager.email),
    teacherToken: await t.login(teacher.email),
  };
}

const namesIn = async (token: string, classRoomId: string) => {
  const response = await t.request(token, 'GET', STUDENTS(classRoomId));
  expect(response.statusCode, response.body).toBe(200);
  return envelope(classRoomStudentPageSchema)
    .parse(response.json())
    .data.result.map((s) => s.firstName);
};

describe('students of a class', () => {
  it('adds students (twice is harmless), lists them, pages them', async () => {
    const s = await school();
    const room = await createClassRoom(t.db, s.id, { teacherId: s.teacher.id });
    const added = await t.request(s.manager, 'POST', ADD, {
      classRoomId: room,
      studentIds: [s.studentIds[1], s.studentIds[0], s.studentIds[0]],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(CLASS_MESSAGES.studentsAdded);
    await t.request(s.manager, 'POST', ADD, { classRoomId: room, studentIds: [s.studentIds[0]] });
    expect(await namesIn(s.manager, room)).toEqual(['Amal', 'Badr']);
    const second = await t.request(s.manager, 'GET', `${STUDENTS(room)}?pageSize=1&pageNumber=2`);
    expect(envelope(classRoomStudentPageSchema).parse(second.json()).data).toMatchObject({
      result: [{ firstName: 'Badr' }],
      pagination: { total: 2, numOfPages: 2, count: 1 },
    });
    // The class's teacher reads its students; another teacher's class is 404 to them.
    expect(await namesIn(s.teacherToken, room)).toEqual(['Amal', 'Badr']);
    const theirs = await createClassRoom(t.db, s.id, { teacherId: s.other.id });
    expect((await t.request(s.teacherToken, 'GET', STUDENTS(theirs))).statusCode).toBe(404);
  });

  it('refuses non-students, students of another organisation, and archived classes', async () => {
    const s = await school();
    const elsewhere = await school();
    const room = await createClassRoom(t.db, s.id);
    for (const studentId of [s.teacher.id, elsewhere.studentIds[0]]) {
      const response = await t.request(s.manager, 'POST', ADD, {
        classRoomId: room,
        studentIds: [s.studentIds[0], studentId],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ studentIds: CLASS_MESSAGES.notStudents });
    }
    expect(await namesIn(s.manager, room)).toEqual([]);
    const archived = await createClassRoom(t.db, s.id, { isArchived: true });
    const refused = await t.request(s.manager, 'POST', ADD, {
      classRoomId: archived,
      studentIds: [s.studentIds[0]],
    });
    expect(refused.statusCode).toBe(409);
    const foreign = await createClassRoom(t.db, elsewhere.id);
    const hidden = await t.request(s.manager, 'POST', ADD, {
      classRoomId: foreign,
      studentIds: [s.studentIds[0]],
    });
    expect(hidden.statusCode).toBe(404);
    const empty = await t.request(s.manager, 'POST', ADD, { classRoomId: room, studentIds: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('moves students to another class of the organisation', async () => {
    const s = await school();
    const from = await createClassRoom(t.db, s.id, { studentIds: s.studentIds });
    const to = await createClassRoom(t.db, s.id, { studentIds: [s.studentIds[0]!] });
    const moved = await t.request(s.manager, 'POST', MOVE, {
      fromClassRoomId: from,
      toClassRoomId: to,
      studentIds: [s.studentIds[0], s.studentIds[1]],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(CLASS_MESSAGES.moved);
    expect(await namesIn(s.manager, from)).toEqual(['Dana']);
    expect(await namesIn(s.manager, to)).toEqual(['Amal', 'Badr']);

    const notThere = await t.request(s.manager, 'POST', MOVE, {
      fromClassRoomId: from,
      toClassRoomId: to,
      studentIds: [s.studentIds[0]],
    });
    expect(notThere.statusCode).toBe(400);
    expect(notThere.json().fieldErrors).toEqual({ studentIds: CLASS_MESSAGES.notInClass });
    const same = await t.request(s.manager, 'POST', MOVE, {
      fromClassRoomId: from,
      toClassRoomId: from,
      studentIds: [s.studentIds[2]],
    });
    expect(same.statusCode).toBe(400);
    const foreign = await createClassRoom(t.db, (await school()).id);
    const away = await t.request(s.manager, 'POST', MOVE, {
      fromClassRoomId: from,
      toClassRoomId: foreign,
      studentIds: [s.studentIds[2]],
    });
    expect(away.statusCode).toBe(404);
    expect(await namesIn(s.manager, from)).toEqual(['Dana']);
  });

  it('removes students from a class, which can then be deleted', async () => {
    const s = await school();
    const room = await createClassRoom(t.db, s.id, { studentIds: s.studentIds.slice(0, 2) });
    const removed = await t.request(s.manager, 'POST', REMOVE, {
      classRoomId: room,
      studentIds: s.studentIds,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      data: { removed: 2 },
      message: CLASS_MESSAGES.studentsRemoved,
    });
    expect(await namesIn(s.manager, room)).toEqual([]);
    expect(
      (await t.request(s.manager, 'DELETE', usersUrl(USERS_PATHS.classRoom(room)))).statusCode,
    ).toBe(200);
  });

  it('teachers do not change students (403)', async () => {
    const s = await school();
    const room = await createClassRoom(t.db, s.id, { teacherId: s.teacher.id });
    const body = { classRoomId: room, studentIds: [s.studentIds[0]] };
    expect((await t.request(s.teacherToken, 'POST', ADD, body)).statusCode).toBe(403);
    expect((await t.request(s.teacherToken, 'POST', REMOVE, body)).statusCode).toBe(403);
  });
});

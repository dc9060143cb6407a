import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_PATHS } from '../../contract/paths';
import {
  studentDetailSchema,
  studentsStatsSchema,
  teacherOptionSchema,
} from '../../contract/students';
import { envelope } from '../../contract/wire';
import { organizations } from '../../server/db/schema/organizations';
import { eq } from 'drizzle-orm';
import { createClassRoom, createUser, roleId } from './support/factories';
import { studentSchool } from './support/students';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string, path: string) => t.request(token, 'GET', usersUrl(path));

describe('GET v1/users/studentsStats', () => {
  it("counts the active organisation's students against its contract", async () => {
    const s = await studentSchool(t);
    const [amal, badr] = s.students;
    await t.db.update(organizations).set({ maxStudents: 5 }).where(eq(organizations.id, s.id));
    await createClassRoom(t.db, s.id, { studentIds: [amal!.id] });
    await createClassRoom(t.db, s.id, { studentIds: [amal!.id] });
    await createClassRoom(t.db, s.id, { isArchived: true, studentIds: [badr!.id] });
    const response = await get(s.managerToken, USERS_PATHS.studentsStats);
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(studentsStatsSchema).parse(response.json()).data).toEqual({
      total: 3,
      inClassRooms: 1,
      waiting: 2,
      maxStudents: 5,
      available: 2,
    });
    await t.db.update(organizations).set({ maxStudents: 1 }).where(eq(organizations.id, s.id));
    const over = await get(s.managerToken, USERS_PATHS.studentsStats);
    expect(over.json().data).toMatchObject({ total: 3, available: 0 });
    expect((await get(s.teacherToken, USERS_PATHS.studentsStats)).statusCode).toBe(403);
  });
});

describe('GET v2/users/teachers-list', () => {
  it("lists the active organisation's teachers by name", async () => {
    const s = await studentSchool(t);
    await studentSchool(t);
    const response = await get(s.managerToken, USERS_PATHS.teachersList);
    expect(response.statusCode).toBe(200);
    const data = envelope(teacherOptionSchema.array()).parse(response.json()).data;
    expect(data.map((row) => `${row.firstName} ${row.lastName}`)).toEqual([
      'Huda Saleh',
      'Omar Aziz',
    ]);
    expect(data[0]).toEqual({
      id: s.teacher.id,
      firstName: 'Huda',
      lastName: 'Saleh',
      email: s.teacher.email,
    });
    expect((await get(s.teacherToken, USERS_PATHS.teachersList)).statusCode).toBe(403);
  });
});

describe('GET v1/class_room/students/{id}', () => {
  it('shows a student of the organisation with every class, archived ones included', async () => {
    const s = await studentSchool(t);
    const amal = s.students[0]!;
    const alif = await createClassRoom(t.db, s.id, {
      name: 'Alif',
      teacherId: s.teacher.id,
      studentIds: [amal.id],
    });
    await createClassRoom(t.db, s.id, { name: 'Ba', studentIds: [amal.id] });
    await createClassRoom(t.db, s.id, {
      name: 'Old',
      teacherId: s.other.id,
      isArchived: true,
      studentIds: [amal.id],
    });
    const response = await get(s.managerToken, USERS_PATHS.student(amal.id));
    expect(response.statusCode, response.body).toBe(200);
    const data = envelope(studentDetailSchema).parse(response.json()).data;
    expect(data).toMatchObject({ id: amal.id, firstName: 'Amal', organizationId: s.id });
    expect(data.classRooms.map((c) => [c.name, c.teacherName, c.isArchived])).toEqual([
      ['Alif', 'Huda Saleh', false],
      ['Ba', null, false],
      ['Old', 'Omar Aziz', true],
    ]);

    // The teacher sees the student through their own class only.
    const seen = await get(s.teacherToken, USERS_PATHS.student(amal.id));
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.classRooms.map((c: { id: string }) => c.id)).toEqual([alif]);
    const notTheirs = await get(s.teacherToken, USERS_PATHS.student(s.students[1]!.id));
    expect(notTheirs.statusCode).toBe(404);
  });

  it('is 404 for a non-student, a student of another organisation, or no uuid', async () => {
    const s = await studentSchool(t);
    const other = await studentSchool(t);
    for (const id of [s.teacher.id, other.students[0]!.id, 'nope']) {
      expect((await get(s.managerToken, USERS_PATHS.student(id))).statusCode).toBe(404);
    }
    const bare = await createUser(t.db, {
      memberships: [{ organizationId: s.id, roleId: await roleId(t.db, 'Guest'), isActive: true }],
    });
    const response = await get(await t.login(bare.email), USERS_PATHS.student(s.students[0]!.id));
    expect(response.statusCode).toBe(403);
  });
});

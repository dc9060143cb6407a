import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_MESSAGES } from '../../contract/classes';
import { USERS_PATHS } from '../../contract/paths';
import { STUDENT_MESSAGES } from '../../contract/students';
import { classRooms, classRoomStudents } from '../../server/db/schema/classes';
import { organizations } from '../../server/db/schema/organizations';
import { memberships } from '../../server/db/schema/users';
import {
  createClassRoom,
  createOrganization,
  createRole,
  createUser,
  roleId,
} from './support/factories';
import { studentSchool } from './support/students';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const del = (token: string, path: string) => t.request(token, 'DELETE', usersUrl(path));

/** The user's memberships as [organisation name, active], by name. */
const membershipsOf = async (userId: string) =>
  (
    await t.db
      .select({ name: organizations.name, isActive: memberships.isActive })
      .from(memberships)
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(eq(memberships.userId, userId))
      .orderBy(organizations.name)
  ).map((row) => [row.name, row.isActive]);

const seatsOf = async (userId: string) =>
  (
    await t.db
      .select({ id: classRoomStudents.classRoomId })
      .from(classRoomStudents)
      .where(eq(classRoomStudents.studentId, userId))
  ).map((row) => row.id);

describe('DELETE v1/class_room/remove-student-for-class-room/{id}', () => {
  it('removes the student from that class only', async () => {
    const s = await studentSchool(t);
    const amal = s.students[0]!;
    const alif = await createClassRoom(t.db, s.id, { studentIds: [amal.id] });
    const ba = await createClassRoom(t.db, s.id, { studentIds: [amal.id] });
    const path = USERS_PATHS.removeStudentFromClassRoom(amal.id, alif);
    const response = await del(s.managerToken, path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: STUDENT_MESSAGES.removedFromClass });
    expect(await seatsOf(amal.id)).toEqual([ba]);

    const again = await del(s.managerToken, path);
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors).toEqual({ studentId: CLASS_MESSAGES.notInClass });
  });

  it('is 404 for an unknown class or a student of another organisation', async () => {
    const s = await studentSchool(t);
    const other = await studentSchool(t);
    const amal = s.students[0]!;
    const alif = await createClassRoom(t.db, s.id, { studentIds: [amal.id] });
    const theirs = await createClassRoom(t.db, other.id, {
      studentIds: [other.students[0]!.id],
    });
    const foreignClass = await del(
      s.managerToken,
      USERS_PATHS.removeStudentFromClassRoom(other.students[0]!.id, theirs),
    );
    expect(foreignClass.statusCode).toBe(404);
    const foreignStudent = await del(
      s.managerToken,
      USERS_PATHS.removeStudentFromClassRoom(other.students[0]!.id, alif),
    );
    expect(foreignStudent.statusCode).toBe(404);
    expect(foreignStudent.json().message).toBe(STUDENT_MESSAGES.notAStudent);
    const unnamed = await del(
      s.managerToken,
      USERS_PATHS.removeStudentFromClassRoom(other.students[0]!.id),
    );
    expect(unnamed.statusCode).toBe(404);
    expect(await seatsOf(other.students[0]!.id)).toEqual([theirs]);
    expect(
      (await del(s.teacherToken, USERS_PATHS.removeStudentFromClassRoom(amal.id, alif))).statusCode,
    ).toBe(403);
  });
});

describe('DELETE v1/class_room/remove-student-for-class-room/{id}, as the spec calls it', () => {
  it('needs no class while the student is in one; in several it asks which', async () => {
    const s = await studentSchool(t);
    const [amal, badr] = [s.students[0]!, s.students[1]!];
    const alif = await createClassRoom(t.db, s.id, { studentIds: [amal.id, badr.id] });
    const ba = await createClassRoom(t.db, s.id, { studentIds: [badr.id] });
    const one = await del(s.managerToken, USERS_PATHS.removeStudentFromClassRoom(amal.id));
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ data: { id: amal.id, classRoomId: alif } });
    expect(await seatsOf(amal.id)).toEqual([]);
    const none = await del(s.managerToken, USERS_PATHS.removeStudentFromClassRoom(amal.id));
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ studentId: CLASS_MESSAGES.notInClass });
    const several = await del(s.managerToken, USERS_PATHS.removeStudentFromClassRoom(badr.id));
    expect(several.statusCode).toBe(400);
    expect(several.json().fieldErrors).toEqual({ classRoomId: STUDENT_MESSAGES.whichClass });
    expect((await seatsOf(badr.id)).sort()).toEqual([alif, ba].sort());
  });
});

describe('DELETE v1/class_room/remove-student-for-organization/{id}', () => {
  it('a student whose only organisation it was lands in DEFAULT as a Guest', async () => {
    const s = await studentSchool(t);
    const amal = s.students[0]!;
    await createClassRoom(t.db, s.id, { studentIds: [amal.id] });
    const response = await del(s.managerToken, USERS_PATHS.removeStudentFromOrganization(amal.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: STUDENT_MESSAGES.removedFromOrganization });
    expect(await membershipsOf(amal.id)).toEqual([['DEFAULT', true]]);
    expect(await seatsOf(amal.id)).toEqual([]);
    // The removed student's next call sees the Access Pending organisation.
    const token = await t.login(amal.email);
    const groups = await t.request(token, 'GET', usersUrl(USERS_PATHS.adminGroups));
    expect(groups.json().data).toEqual([
      expect.objectContaining({
        isActive: true,
        group: expect.objectContaining({ name: 'DEFAULT' }),
      }),
    ]);
  });

  it('another membership becomes active when the removed one was; an inactive one changes nothing else', async () => {
    const s = await studentSchool(t);
    const elsewhere = await createOrganization(t.db, { name: `Elsewhere ${Date.now()}` });
    const student = await roleId(t.db, 'Student');
    const [amal, badr] = s.students;
    for (const user of [amal!, badr!]) {
      await t.db
        .insert(memberships)
        .values({ userId: user.id, organizationId: elsewhere, roleId: student });
    }
    // Amal is active here; Badr looks at the other organisation.
    const setActive = (userId: string, organizationId: string, isActive: boolean) =>
      t.db
        .update(memberships)
        .set({ isActive })
        .where(and(eq(memberships.userId, userId), eq(memberships.organizationId, organizationId)));
    await setActive(badr!.id, s.id, false);
    await setActive(badr!.id, elsewhere, true);
    const elsewhereName = (await membershipsOf(badr!.id)).find(([, active]) => active)?.[0];
    for (const user of [amal!, badr!]) {
      const response = await del(
        s.managerToken,
        USERS_PATHS.removeStudentFromOrganization(user.id),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(await membershipsOf(user.id)).toEqual([[elsewhereName, true]]);
    }
  });

  it('refuses oneself, non-students and students of another organisation', async () => {
    const s = await studentSchool(t);
    const other = await studentSchool(t);
    const self = await del(s.managerToken, USERS_PATHS.removeStudentFromOrganization(s.manager.id));
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(STUDENT_MESSAGES.cannotRemoveYourself);
    for (const id of [s.teacher.id, other.students[0]!.id]) {
      const response = await del(s.managerToken, USERS_PATHS.removeStudentFromOrganization(id));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(STUDENT_MESSAGES.notAStudent);
    }
    expect(await membershipsOf(other.students[0]!.id)).toHaveLength(1);
    expect(await membershipsOf(s.teacher.id)).toHaveLength(1);
  });
});

describe('DELETE v1/class_room/remove-teacher/{id}', () => {
  it('the teacher leaves; their classes keep no teacher', async () => {
    const s = await studentSchool(t);
    const room = await createClassRoom(t.db, s.id, { teacherId: s.teacher.id });
    const other = await createClassRoom(t.db, s.id, { teacherId: s.other.id });
    const response = await del(s.managerToken, USERS_PATHS.removeTeacher(s.teacher.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: STUDENT_MESSAGES.teacherRemoved });
    expect(await membershipsOf(s.teacher.id)).toEqual([['DEFAULT', true]]);
    const teachers = await t.db
      .select({ id: classRooms.id, teacherId: classRooms.teacherId })
      .from(classRooms)
      .where(eq(classRooms.organizationId, s.id));
    // By id, not by creation time: the two classes may be created within the same millisecond.
    expect(Object.fromEntries(teachers.map((row) => [row.id, row.teacherId]))).toEqual({
      [room]: null,
      [other]: s.other.id,
    });
    const student = await del(s.managerToken, USERS_PATHS.removeTeacher(s.students[0]!.id));
    expect(student.statusCode).toBe(404);
    expect(student.json().message).toBe(STUDENT_MESSAGES.notATeacher);
    const teacherCall = await del(s.teacherToken, USERS_PATHS.removeTeacher(s.other.id));
    expect([401, 403]).toContain(teacherCall.statusCode);
  });

  it('a manager with a teacher role number may still not remove themselves', async () => {
    const s = await studentSchool(t);
    const teachingManager = await createUser(t.db, {
      memberships: [
        {
          organizationId: s.id,
          roleId: await createRole(t.db, {
            number: 5,
            grants: { ClassRoomManager: ['read', 'write', 'update'] },
          }),
          isActive: true,
        },
      ],
    });
    const token = await t.login(teachingManager.email);
    const response = await del(token, USERS_PATHS.removeTeacher(teachingManager.id));
    expect(response.statusCode).toBe(400);
    expect(await membershipsOf(teachingManager.id)).toHaveLength(1);
  });
});

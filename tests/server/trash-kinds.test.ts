import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import { USERS_PATHS } from '../../contract/paths';
import { roles } from '../../server/db/schema/roles';
import { classRooms, classRoomStudents } from '../../server/db/schema/classes';
import { memberships } from '../../server/db/schema/users';
import { curriculumBuilder, levelsUrl } from './support/curriculum';
import {
  createClassRoom,
  createOrganization,
  createRole,
  createUser,
  organizationId,
  roleId,
} from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const RESTORE = (id: string) => usersUrl(USERS_PATHS.trashRestore(id));

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

/** Deletes through the API and answers the trash item the delete became. */
async function trashed(token: string, url: string): Promise<string> {
  const deleted = await t.request(token, 'DELETE', url);
  expect(deleted.statusCode, deleted.body).toBe(200);
  const trashId = deleted.json().trashId as string | undefined;
  expect(trashId).toEqual(expect.any(String));
  return trashId!;
}

async function restore(token: string, trashId: string) {
  const restored = await t.request(token, 'POST', RESTORE(trashId));
  expect(restored.statusCode, restored.body).toBe(200);
}

describe('removing a person, undone', () => {
  it('gives a student back their membership and class seats, and a teacher their classes', async () => {
    const school = await createOrganization(t.db);
    const member = async (role: string) =>
      createUser(t.db, {
        memberships: [{ organizationId: school, roleId: await roleId(t.db, role), isActive: true }],
      });
    const manager = await t.login((await member('Organization Manager')).email);
    const student = await member('Student');
    const teacher = await member('Teacher');
    const taught = await createClassRoom(t.db, school, {
      teacherId: teacher.id,
      studentIds: [student.id],
    });
    const seatOf = () =>
      t.db
        .select()
        .from(classRoomStudents)
        .where(
          and(
            eq(classRoomStudents.classRoomId, taught),
            eq(classRoomStudents.studentId, student.id),
          ),
        );
    const membershipsOf = (userId: string) =>
      t.db.select().from(memberships).where(eq(memberships.userId, userId));
    const before = await membershipsOf(student.id);

    const studentItem = await trashed(
      manager,
      usersUrl(`v1/class_room/remove-student-for-organization/${student.id}`),
    );
    const teacherItem = await trashed(
      manager,
      usersUrl(`v1/class_room/remove-teacher/${teacher.id}`),
    );
    expect(await seatOf()).toEqual([]);
    // Leaving gave them a Guest membership in DEFAULT (Access Pending).
    const guest = await membershipsOf(student.id);
    expect(guest.map((row) => row.organizationId)).toEqual([await organizationId(t.db, 'DEFAULT')]);

    await restore(manager, studentItem);
    await restore(manager, teacherItem);
    expect(await membershipsOf(student.id)).toEqual(before);
    expect(await seatOf()).toHaveLength(1);
    const [room] = await t.db.select().from(classRooms).where(eq(classRooms.id, taught));
    expect(room!.teacherId).toBe(teacher.id);
  });

  it('gives a student back their seat in one class', async () => {
    const school = await createOrganization(t.db);
    const manager = await createUser(t.db, {
      memberships: [
        {
          organizationId: school,
          roleId: await roleId(t.db, 'Organization Manager'),
          isActive: true,
        },
      ],
    });
    const student = await createUser(t.db, {
      memberships: [
        { organizationId: school, roleId: await roleId(t.db, 'Student'), isActive: true },
      ],
    });
    const room = await createClassRoom(t.db, school, { studentIds: [student.id] });
    const token = await t.login(manager.email);
    const item = await trashed(
      token,
      usersUrl(`v1/class_room/remove-student-for-class-room/${student.id}?classRoomId=${room}`),
    );
    const listed = (await t.request(token, 'GET', usersUrl(USERS_PATHS.trash))).json().data.result;
    expect(listed[0]).toMatchObject({
      kind: 'classStudent',
      context: expect.stringMatching(/^Class /),
    });
    await restore(token, item);
    const seats = await t.db
      .select()
      .from(classRoomStudents)
      .where(eq(classRoomStudents.classRoomId, room));
    expect(seats.map((seat) => seat.studentId)).toEqual([student.id]);
  });
});

describe('removing students from a class, undone', () => {
  it('keeps the removal of several as one item, named by them, and puts all back', async () => {
    const school = await createOrganization(t.db);
    const person = async (role: string, firstName: string) =>
      createUser(t.db, {
        firstName,
        lastName: 'Seat',
        memberships: [{ organizationId: school, roleId: await roleId(t.db, role), isActive: true }],
      });
    const token = await t.login((await person('Organization Manager', 'Mona')).email);
    const amina = await person('Student', 'Amina');
    const omar = await person('Student', 'Omar');
    const room = await createClassRoom(t.db, school, { studentIds: [amina.id, omar.id] });
    const removal = await t.request(token, 'POST', usersUrl(USERS_PATHS.removeStudents), {
      classRoomId: room,
      studentIds: [omar.id, amina.id],
    });
    expect(removal.statusCode, removal.body).toBe(200);
    expect(removal.json().data.removed).toBe(2);
    const listed = (await t.request(token, 'GET', usersUrl(USERS_PATHS.trash))).json().data.result;
    expect(listed[0]).toMatchObject({ kind: 'classStudent', name: 'Amina Seat, Omar Seat' });
    await restore(token, removal.json().trashId as string);
    const seats = await t.db
      .select()
      .from(classRoomStudents)
      .where(eq(classRoomStudents.classRoomId, room));
    expect(seats.map((seat) => seat.studentId).sort()).toEqual([amina.id, omar.id].sort());
  });
});

describe('curriculum, undone', () => {
  it('brings a unit back with its activities, once its topic is back', async () => {
    const b = curriculumBuilder(t, admin);
    const { topic, unit, activity, element } = await b.chain();
    const unitItem = await trashed(admin, levelsUrl(LEVELS_PATHS.admin('unit', unit.id)));
    const topicItem = await trashed(admin, levelsUrl(LEVELS_PATHS.admin('level', topic.id)));

    const refused = await t.request(admin, 'POST', RESTORE(unitItem));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().restore).toEqual({
      refusal: 'parentInTrash',
      parent: { id: topicItem, name: topic.titleEn },
    });

    await restore(admin, topicItem);
    await restore(admin, unitItem);
    const elements = await t.request(
      admin,
      'GET',
      levelsUrl(LEVELS_PATHS.activityElements(activity.id)),
    );
    expect(elements.statusCode).toBe(200);
    expect(elements.json().data.map((row: { id: string }) => row.id)).toEqual([element.id]);
  });
});

describe('a role, undone', () => {
  it('comes back with its rights', async () => {
    const id = await createRole(t.db, { grants: { Reports: ['read'] } });
    const before = (await t.request(admin, 'GET', usersUrl(USERS_PATHS.role(id)))).json().data;
    const item = await trashed(admin, usersUrl(USERS_PATHS.role(id)));
    expect(await t.db.select().from(roles).where(eq(roles.id, id))).toEqual([]);
    await restore(admin, item);
    expect((await t.request(admin, 'GET', usersUrl(USERS_PATHS.role(id)))).json().data).toEqual(
      before,
    );
  });
});

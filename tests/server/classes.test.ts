import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLASS_MESSAGES,
  classRoomOptionSchema,
  classRoomPageSchema,
  classRoomSchema,
} from '../../contract/classes';
import { ORGANIZATION_MESSAGES } from '../../contract/organizations';
import { USERS_PATHS } from '../../contract/paths';
import { envelope } from '../../contract/wire';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import { curriculumBuilder, levelsUrl } from './support/curriculum';
import { createClassRoom, createOrganization, createUser, roleId } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const LIST = usersUrl(USERS_PATHS.classRooms);
const PICKER = usersUrl(USERS_PATHS.classRoomList);
const ONE = (id: string) => usersUrl(USERS_PATHS.classRoom(id));
const ARCHIVE = (id: string) => usersUrl(USERS_PATHS.classRoomArchive(id));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh organisation with a manager, a staff member, two teachers and a student. */
async function school(maxClassrooms = 10) {
  const id = await createOrganization(t.db, { maxClassrooms });
  const member = async (role: string, firstName = 'Test') =>
    createUser(t.db, {
      firstName,
      lastName: 'Member',
      memberships: [{ organizationId: id, roleId: await roleId(t.db, role), isActive: true }],
    });
  const manager = await member('Organization Manager');
  const staff = await member('Staff');
  const teacher = await member('Teacher', 'Huda');
  const otherTeacher = await member('Teacher', 'Omar');
  const student = await member('Student');
  return {
    id,
    teacher,
    otherTeacher,
    student,
    manager: await t.login(manager.email),
    staff: await t.login(staff.email),
    teacherToken: await t.login(teacher.email),
  };
}

const page = (response: { json(): unknown }) =>
  envelope(classRoomPageSchema).parse(response.json()).data;

describe('POST, GET, PUT v1/class_room', () => {
  it('creates, reads and updates a class with its teacher', async () => {
    const s = await school();
    const created = await t.request(s.manager, 'POST', LIST, {
      name: '  Level 1 A  ',
      level: 'Level 1',
      teacherId: s.teacher.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = envelope(classRoomSchema).parse(created.json());
    expect(body.message).toBe(CLASS_MESSAGES.created);
    expect(body.data).toMatchObject({
      name: 'Level 1 A',
      level: 'Level 1',
      teacherId: s.teacher.id,
      teacherName: 'Huda Member',
      isArchived: false,
      studentsCount: 0,
    });

    const read = await t.request(s.manager, 'GET', ONE(body.data.id));
    expect(envelope(classRoomSchema).parse(read.json()).data).toEqual(body.data);

    const updated = await t.request(s.manager, 'PUT', ONE(body.data.id), { name: 'Level 1 B' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: CLASS_MESSAGES.updated,
      data: { name: 'Level 1 B', level: null, teacherId: null, teacherName: null },
    });
  });

  it('refuses bad bodies with field errors, and a teacher who is not one of ours', async () => {
    const s = await school();
    const bad = await t.request(s.manager, 'POST', LIST, { name: 'x', extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors as object).sort()).toEqual(['extra', 'name']);

    const elsewhere = await school();
    for (const teacherId of [s.student.id, elsewhere.teacher.id]) {
      const response = await t.request(s.manager, 'POST', LIST, { name: 'Class', teacherId });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ teacherId: CLASS_MESSAGES.notATeacher });
    }
  });

  it('refuses a second live class of the same name (any case), but not after archiving', async () => {
    const s = await school();
    const first = await t.request(s.manager, 'POST', LIST, { name: 'Morning' });
    const again = await t.request(s.manager, 'POST', LIST, { name: 'MORNING' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLASS_MESSAGES.nameTaken);
    await t.request(s.manager, 'PUT', ARCHIVE(first.json().data.id as string));
    expect((await t.request(s.manager, 'POST', LIST, { name: 'Morning' })).statusCode).toBe(201);
  });

  it('enforces the seat limit; archiving frees a seat', async () => {
    const s = await school(2);
    const ids: string[] = [];
    for (const name of ['One', 'Two']) {
      const response = await t.request(s.manager, 'POST', LIST, { name });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().data.id as string);
    }
    const full = await t.request(s.manager, 'POST', LIST, { name: 'Three' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(ORGANIZATION_MESSAGES.seatLimit('classrooms', 2));

    const archived = await t.request(s.manager, 'PUT', ARCHIVE(ids[0]!));
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({
      message: CLASS_MESSAGES.archived,
      data: { isArchived: true },
    });
    expect((await t.request(s.manager, 'POST', LIST, { name: 'Three' })).statusCode).toBe(201);
  });

  it('only managers write: staff (read) and teachers get 403', async () => {
    const s = await school();
    const id = await createClassRoom(t.db, s.id);
    for (const token of [s.staff, s.teacherToken]) {
      expect((await t.request(token, 'POST', LIST, { name: 'Class' })).statusCode).toBe(403);
      expect((await t.request(token, 'PUT', ARCHIVE(id))).statusCode).toBe(403);
      expect((await t.request(token, 'DELETE', ONE(id))).statusCode).toBe(403);
    }
  });
});

describe('GET v1/class_room', () => {
  it('pages, filters and sorts', async () => {
    const s = await school();
    const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 9, n));
    await createClassRoom(t.db, s.id, {
      name: 'Beta',
      teacherId: s.teacher.id,
      level: 'L2',
      createdAt: minute(1),
    });
    await createClassRoom(t.db, s.id, {
      name: 'alpha',
      studentIds: [s.student.id],
      createdAt: minute(2),
    });
    await createClassRoom(t.db, s.id, {
      name: 'Gamma 50%',
      isArchived: true,
      createdAt: minute(3),
    });

    const all = page(await t.request(s.manager, 'GET', `${LIST}?pageSize=2`));
    expect(all.result.map((c) => c.name)).toEqual(['alpha', 'Beta']);
    expect(all.result[0]!.studentsCount).toBe(1);
    expect(all.pagination).toEqual({
      pageNumber: 1,
      pageSize: 2,
      numOfPages: 2,
      total: 3,
      count: 2,
    });
    const second = page(await t.request(s.manager, 'GET', `${LIST}?pageSize=2&pageNumber=2`));
    expect(second.result.map((c) => c.name)).toEqual(['Gamma 50%']);
    expect(second.pagination.total).toBe(3);
    // Past the last page: no row carries the total, it is still counted.
    const past = page(await t.request(s.manager, 'GET', `${LIST}?pageSize=2&pageNumber=5`));
    expect(past.result).toEqual([]);
    expect(past.pagination).toMatchObject({ total: 3, numOfPages: 2, count: 0 });

    const named = async (query: string) =>
      page(await t.request(s.manager, 'GET', `${LIST}?${query}`)).result.map((c) => c.name);
    expect(await named('name=%25')).toEqual(['Gamma 50%']);
    expect(await named(`teacherId=${s.teacher.id}`)).toEqual(['Beta']);
    expect(await named('archived=true')).toEqual(['Gamma 50%']);
    expect(await named('level=L2')).toEqual(['Beta']);
    expect(await named('level=')).toEqual(['alpha', 'Beta', 'Gamma 50%']);
    expect(await named('archived=false')).toEqual(['alpha', 'Beta']);
    expect(await named('sort=createdAt')).toEqual(['Gamma 50%', 'alpha', 'Beta']);
    expect((await t.request(s.manager, 'GET', `${LIST}?archived=yes`)).statusCode).toBe(400);
    expect((await t.request(s.manager, 'GET', `${LIST}?pageSize=101`)).statusCode).toBe(400);

    const options = await t.request(s.manager, 'GET', PICKER);
    expect(
      envelope(classRoomOptionSchema.array())
        .parse(options.json())
        .data.map((o) => o.name),
    ).toEqual(['alpha', 'Beta']);
  });

  it('a teacher (ClassRoomTeacher only) sees only the classes they teach', async () => {
    const s = await school();
    const mine = await createClassRoom(t.db, s.id, { name: 'Mine', teacherId: s.teacher.id });
    const theirs = await createClassRoom(t.db, s.id, {
      name: 'Theirs',
      teacherId: s.otherTeacher.id,
    });
    const list = page(await t.request(s.teacherToken, 'GET', LIST));
    expect(list.result.map((c) => c.id)).toEqual([mine]);
    const options = await t.request(s.teacherToken, 'GET', PICKER);
    expect(options.json().data).toEqual([{ id: mine, name: 'Mine' }]);
    expect((await t.request(s.teacherToken, 'GET', ONE(mine))).statusCode).toBe(200);
    expect((await t.request(s.teacherToken, 'GET', ONE(theirs))).statusCode).toBe(404);
    // Staff read as managers: every class.
    expect(page(await t.request(s.staff, 'GET', LIST)).pagination.total).toBe(2);
  });

  it("never shows another organisation's classes", async () => {
    const s = await school();
    const other = await school();
    const foreign = await createClassRoom(t.db, other.id);
    expect(page(await t.request(s.manager, 'GET', LIST)).pagination.total).toBe(0);
    expect((await t.request(s.manager, 'GET', ONE(foreign))).statusCode).toBe(404);
    expect((await t.request(s.manager, 'GET', ONE('not-a-uuid'))).statusCode).toBe(404);
  });
});

describe('DELETE v1/class_room/{id}', () => {
  it('deletes an empty class, refuses one with students', async () => {
    const s = await school();
    const empty = await createClassRoom(t.db, s.id);
    const full = await createClassRoom(t.db, s.id, { studentIds: [s.student.id] });
    const deleted = await t.request(s.manager, 'DELETE', ONE(empty));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      data: { id: empty },
      message: CLASS_MESSAGES.deleted,
      trashId: expect.any(String),
      messageKey: 'classes.deleted',
    });
    expect((await t.request(s.manager, 'GET', ONE(empty))).statusCode).toBe(404);
    const refused = await t.request(s.manager, 'DELETE', ONE(full));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CLASS_MESSAGES.hasStudents);
  });
});

describe('a class follows a curriculum topic', () => {
  it('takes a published topic, refuses a draft one, and keeps it when the field is absent', async () => {
    const s = await school();
    const admin = await t.login('admin@demo.test');
    const build = curriculumBuilder(t, admin);
    const topic = await build.topic('Followed');
    const draft = await build.topic('Draft');
    await build.publish('level', topic.id);

    const refused = await t.request(s.manager, 'POST', LIST, {
      name: 'Draft class',
      levelId: draft.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ levelId: CLASS_MESSAGES.notAPublishedTopic });

    const created = await t.request(s.manager, 'POST', LIST, {
      name: 'Topic class',
      levelId: topic.id,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect(created.json().data.levelId).toBe(topic.id);
    const renamed = await t.request(s.manager, 'PUT', ONE(id), { name: 'Topic class 2' });
    expect(renamed.json().data.levelId).toBe(topic.id);
    const cleared = await t.request(s.manager, 'PUT', ONE(id), {
      name: 'Topic class 2',
      levelId: null,
    });
    expect(cleared.json().data.levelId).toBeNull();

    await t.request(s.manager, 'PUT', ONE(id), { name: 'Topic class 2', levelId: topic.id });
    const impact = await t.request(admin, 'GET', levelsUrl(LEVELS_PATHS.impact('level', topic.id)));
    expect(impact.json().data.classRooms).toBeGreaterThanOrEqual(1);
    const picker = await t.request(s.manager, 'GET', levelsUrl(LEVELS_PATHS.levelsData));
    const ids = picker.json().data.map((row: { id: string }) => row.id);
    expect(ids).toContain(topic.id);
    expect(ids).not.toContain(draft.id);
  });
});

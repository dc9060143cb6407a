import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_PATHS } from '../../contract/paths';
import { teacherReportSchema } from '../../contract/people';
import { envelope } from '../../contract/wire';
import {
  createClassRoom,
  createOrganization,
  createUser,
  organizationId,
  roleId,
} from './support/factories';
import { createGuest, peopleCalls } from './support/people';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

let t: TestApp;
let calls: ReturnType<typeof peopleCalls>;
let admin: string;
let manager: string;
let nour: string;
let had: string;

beforeAll(async () => {
  t = await createTestApp();
  calls = peopleCalls(t);
  admin = await t.login('admin@demo.test');
  manager = await t.login('manager@demo.test');
  nour = await organizationId(t.db, 'Nour Academy');
  had = await organizationId(t.db, 'HAD');
});
afterAll(() => t.close());

const emails = (page: { result: { email: string }[] }) => page.result.map((row) => row.email);

describe('GET v1/users', () => {
  it('a HAD admin sees every organisation, pages of 20, page count = results / 20', async () => {
    const school = await createOrganization(t.db);
    for (let i = 0; i < 6; i++) {
      await createUser(t.db, {
        memberships: [{ organizationId: school, roleId: await roleId(t.db, 'Student') }],
      });
    }
    const page = await calls.users(admin);
    expect(page.pagination.pageSize).toBe(20);
    expect(page.pagination.total).toBeGreaterThan(20);
    expect(page.pagination.numOfPages).toBe(Math.ceil(page.pagination.total / 20));
    expect(page.result).toHaveLength(20);
    const second = await calls.users(admin, '?pageNumber=2');
    expect(second.pagination.count).toBe(Math.min(page.pagination.total - 20, 20));
    expect(emails(second).some((email) => emails(page).includes(email))).toBe(false);

    const found = await calls.users(admin, '?search=admin@demo');
    expect(found.result).toHaveLength(1);
    expect(found.result[0]!.memberships.map((m) => [m.organization.name, m.role.name])).toEqual([
      ['HAD', 'Admin'],
      ['Nour Academy', 'Admin'],
    ]);
    const pending = await calls.users(admin, '?search=pending@demo.test');
    expect(pending.result[0]!.memberships[0]).toMatchObject({
      organization: { name: 'DEFAULT' },
      role: { name: 'Guest' },
      isActive: true,
    });
  });

  it('filters by organisation and role; names sort first name, last name', async () => {
    const students = await calls.users(
      admin,
      `?organizationId=${nour}&roleId=${await roleId(t.db, 'Student')}`,
    );
    expect(students.pagination.total).toBe(12);
    const firstNames = students.result.map((row) => row.firstName.toLowerCase());
    expect(firstNames).toEqual([...firstNames].sort());
    const teachers = await calls.users(admin, `?organizationId=${nour}&search=huda`);
    expect(emails(teachers)).toEqual(['huda@demo.test']);
    expect(await calls.users(admin, `?organizationId=${had}&search=huda`)).toMatchObject({
      result: [],
      pagination: { total: 0, numOfPages: 0 },
    });
  });

  it("anyone else sees their organisation's members, and only that membership", async () => {
    const page = await calls.users(manager, '?search=demo.test');
    const all = emails(page);
    expect(all).toContain('huda@demo.test');
    expect(all).toContain('admin@demo.test');
    expect(all).not.toContain('pending@demo.test');
    expect(all).not.toContain('teacher@demo.test');
    const amina = page.result.find((row) => row.email === 'admin@demo.test');
    expect(amina!.memberships.map((m) => m.organization.name)).toEqual(['Nour Academy']);
    const other = await t.request(
      manager,
      'GET',
      `${usersUrl(USERS_PATHS.users)}?organizationId=${had}`,
    );
    expect(other.statusCode).toBe(404);
  });

  it('refuses another page size, and callers without Users read', async () => {
    const response = await t.request(admin, 'GET', `${usersUrl(USERS_PATHS.users)}?pageSize=50`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('pageSize');
    for (const email of ['huda@demo.test', 'teacher@demo.test']) {
      const token = await t.login(email);
      expect((await t.request(token, 'GET', usersUrl(USERS_PATHS.users))).statusCode).toBe(403);
    }
  });
});

describe('GET v1/users/teachers', () => {
  it("lists the active organisation's teachers with their live classes", async () => {
    const page = await calls.teachers(manager);
    expect(emails(page)).toEqual(['huda@demo.test']);
    expect(page.result[0]).toMatchObject({ roleName: 'Teacher', classesCount: 1 });
    expect((await calls.teachers(manager, '?search=zzz')).result).toEqual([]);
    // A HAD caller: HAD's own teachers.
    const had = await calls.teachers(admin);
    expect(emails(had)).toContain('teacher@demo.test');
    expect(emails(had)).not.toContain('huda@demo.test');
    expect(new Set(had.result.map((row) => row.roleName))).toEqual(new Set(['HAD Teacher']));
  });

  it('counts live classes only', async () => {
    const school = await createOrganization(t.db);
    const teacher = await createUser(t.db, {
      firstName: 'Layla',
      memberships: [
        { organizationId: school, roleId: await roleId(t.db, 'Teacher'), isActive: true },
      ],
    });
    const boss = await createUser(t.db, {
      memberships: [
        {
          organizationId: school,
          roleId: await roleId(t.db, 'Organization Manager'),
          isActive: true,
        },
      ],
    });
    await createClassRoom(t.db, school, { teacherId: teacher.id });
    await createClassRoom(t.db, school, { teacherId: teacher.id });
    await createClassRoom(t.db, school, { teacherId: teacher.id, isArchived: true });
    const page = await calls.teachers(await t.login(boss.email));
    expect(page.result).toEqual([expect.objectContaining({ id: teacher.id, classesCount: 2 })]);
  });
});

describe('GET v1/users/defaultGroupMembers', () => {
  it('lists the guests (DEFAULT only), newest first, for HAD only', async () => {
    const first = await createGuest(t, 'Firstguest');
    const second = await createGuest(t, 'Secondguest');
    const both = await createUser(t.db, {
      memberships: [
        {
          organizationId: await organizationId(t.db, 'DEFAULT'),
          roleId: await roleId(t.db, 'Guest'),
        },
        { organizationId: nour, roleId: await roleId(t.db, 'Student'), isActive: true },
      ],
    });
    const page = await calls.guests(admin);
    const listed = emails(page);
    expect(listed).toContain('pending@demo.test');
    expect(listed.indexOf(second.email)).toBeLessThan(listed.indexOf(first.email));
    expect(listed).not.toContain(both.email);
    expect(emails(await calls.guests(admin, '?search=firstguest'))).toEqual([first.email]);
    const response = await t.request(manager, 'GET', usersUrl(USERS_PATHS.defaultGroupMembers));
    expect(response.statusCode).toBe(403);
  });
});

describe('GET v2/users/report-teacher', () => {
  it('per teacher: live classes, distinct students, last sign-in', async () => {
    const report = async (token: string) => {
      const response = await t.request(token, 'GET', usersUrl(USERS_PATHS.teacherReport));
      expect(response.statusCode, response.body).toBe(200);
      return envelope(teacherReportSchema).parse(response.json()).data;
    };
    const school = await createOrganization(t.db);
    const member = async (role: string, firstName: string) =>
      createUser(t.db, {
        firstName,
        memberships: [{ organizationId: school, roleId: await roleId(t.db, role), isActive: true }],
      });
    const boss = await member('Organization Manager', 'Boss');
    const rana = await member('Teacher', 'Rana');
    const sami = await member('Teacher', 'Sami');
    const [s1, s2, s3] = [
      await member('Student', 'S1'),
      await member('Student', 'S2'),
      await member('Student', 'S3'),
    ];
    await createClassRoom(t.db, school, { teacherId: rana.id, studentIds: [s1.id, s2.id] });
    await createClassRoom(t.db, school, { teacherId: rana.id, studentIds: [s2.id] });
    await createClassRoom(t.db, school, {
      teacherId: rana.id,
      isArchived: true,
      studentIds: [s3.id],
    });
    const bossToken = await t.login(boss.email);
    const before = await report(bossToken);
    expect(before.map((row) => [row.firstName, row.classesCount, row.studentsCount])).toEqual([
      ['Rana', 2, 2],
      ['Sami', 0, 0],
    ]);
    expect(before.every((row) => row.lastSignInAt === null)).toBe(true);
    await t.login(sami.email);
    const after = await report(bossToken);
    expect(Date.parse(after[1]!.lastSignInAt!)).toBeGreaterThan(Date.now() - 60_000);
    // Reports read is enough; neither is a 403.
    const staff = await createUser(t.db, {
      memberships: [
        { organizationId: school, roleId: await roleId(t.db, 'Staff'), isActive: true },
      ],
    });
    expect(await report(await t.login(staff.email))).toHaveLength(2);
    const student = await t.login(s1.email);
    expect((await t.request(student, 'GET', usersUrl(USERS_PATHS.teacherReport))).statusCode).toBe(
      403,
    );
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES } from '../../contract/organizations';
import { USERS_PATHS } from '../../contract/paths';
import { PEOPLE_MESSAGES, personSchema } from '../../contract/people';
import { ROLE_MESSAGES } from '../../contract/roles';
import { envelope } from '../../contract/wire';
import { mailOutbox } from '../../server/db/schema/mail';
import { memberships, users } from '../../server/db/schema/users';
import {
  createOrganization,
  createRole,
  createUser,
  organizationId,
  roleId,
} from './support/factories';
import { createGuest, peopleCalls } from './support/people';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let manager: string;
let nour: string;
let had: string;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  manager = await t.login('manager@demo.test');
  nour = await organizationId(t.db, 'Nour Academy');
  had = await organizationId(t.db, 'HAD');
  student = await roleId(t.db, 'Student');
});
afterAll(() => t.close());

const put = (token: string, path: string, payload: unknown) =>
  t.request(token, 'PUT', usersUrl(path), payload);
const info = (token: string, id: string, payload: unknown) =>
  put(token, USERS_PATHS.updateUsersInfo(id), payload);
const assign = (token: string, id: string, payload: unknown) =>
  put(token, USERS_PATHS.updateAdmin(id), payload);
const nourStudent = (extra: { organizationId: string; roleId: string }[] = []) =>
  createUser(t.db, { memberships: [{ organizationId: nour, roleId: student }, ...extra] });

describe('PUT v1/users/updateUsersInfo/{id}', () => {
  it("changes a member's names and e-mail (lower-cased)", async () => {
    const user = await nourStudent();
    const response = await info(manager, user.id, {
      firstName: ' Salma ',
      lastName: 'Nasser',
      email: 'Salma.Nasser@Example.test',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = envelope(personSchema).parse(response.json());
    expect(body.message).toBe('User Updated Successfully');
    expect(body.data).toMatchObject({
      firstName: 'Salma',
      lastName: 'Nasser',
      email: 'salma.nasser@example.test',
      memberships: [{ organization: { name: 'Nour Academy' }, role: { name: 'Student' } }],
    });
    await t.login('salma.nasser@example.test');
  });

  it('answers 409 on a taken e-mail, 400 on bad input', async () => {
    const user = await nourStudent();
    const taken = await info(manager, user.id, { email: 'HUDA@demo.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: PEOPLE_MESSAGES.emailTaken,
      fieldErrors: { email: PEOPLE_MESSAGES.emailTaken },
    });
    const bad = await info(manager, user.id, { email: 'not-an-email', firstName: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['email', 'firstName']);
    expect((await info(manager, user.id, {})).statusCode).toBe(400);
    expect((await info(manager, user.id, { role: 'Admin' })).statusCode).toBe(400);
  });

  it('is 404 for someone outside the organisation, 403 beyond the caller’s rights', async () => {
    const outsider = await createUser(t.db, {
      memberships: [{ organizationId: await createOrganization(t.db), roleId: student }],
    });
    expect((await info(manager, outsider.id, { firstName: 'X' })).statusCode).toBe(404);
    expect((await info(manager, 'not-a-uuid', { firstName: 'X' })).statusCode).toBe(404);
    // admin@demo.test is Admin in Nour Academy too: the manager cannot touch them.
    const amina = await info(manager, await userIdOf('admin@demo.test'), { email: 'me@evil.test' });
    expect(amina.statusCode).toBe(403);
    expect(amina.json().message).toBe(ROLE_MESSAGES.beyondOwnRights);
  });

  it('outside HAD, an e-mail only of someone who belongs nowhere else', async () => {
    const elsewhere = await createOrganization(t.db);
    const user = await nourStudent([{ organizationId: elsewhere, roleId: student }]);
    const email = await info(manager, user.id, { email: 'taken-over@example.test' });
    expect(email.statusCode).toBe(403);
    expect(email.json().message).toBe(PEOPLE_MESSAGES.memberElsewhere);
    expect((await info(manager, user.id, { firstName: 'Renamed' })).statusCode).toBe(200);
    // DEFAULT (kept by whoever signed up) does not count.
    const signedUp = await nourStudent([
      {
        organizationId: await organizationId(t.db, 'DEFAULT'),
        roleId: await roleId(t.db, 'Guest'),
      },
    ]);
    expect((await info(manager, signedUp.id, { email: 'fine@example.test' })).statusCode).toBe(200);
    // HAD changes anyone's.
    const response = await info(admin, user.id, { email: 'by-had@example.test' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.memberships).toHaveLength(2);
  });
});

async function userIdOf(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

const membershipRows = (userId: string) =>
  t.db
    .select({
      organizationId: memberships.organizationId,
      roleId: memberships.roleId,
      isActive: memberships.isActive,
    })
    .from(memberships)
    .where(eq(memberships.userId, userId));

describe('PUT v1/users/update-admin/{id}', () => {
  it('assigns a guest to an organisation: they leave Access Pending', async () => {
    const guest = await createGuest(t, 'Waiting');
    const teacher = await roleId(t.db, 'Teacher');
    const response = await assign(admin, guest.id, { organizationId: nour, roleId: teacher });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('User Assigned Successfully');
    const rows = await membershipRows(guest.id);
    expect(rows).toContainEqual({ organizationId: nour, roleId: teacher, isActive: true });
    expect(rows.filter((row) => row.isActive)).toHaveLength(1);
    const token = await t.login(guest.email);
    const groups = await t.request(token, 'GET', usersUrl(USERS_PATHS.adminGroups));
    const active = groups.json().data.find((g: { isActive: boolean }) => g.isActive);
    expect(active.group.name).toBe('Nour Academy');
    const guests = await peopleCalls(t).guests(admin, `?search=${guest.email}`);
    expect(guests.result).toEqual([]);
    // Told by e-mail, in English and Arabic, where to sign in.
    const [mail, ...more] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, guest.email));
    expect(more).toEqual([]);
    expect(mail!.text).toContain('You now have access to Nour Academy as Teacher.');
    expect(mail!.text).toContain('أصبح بإمكانك الآن الدخول إلى Nour Academy بصفة Teacher.');
    expect(mail!.text).toContain('/login');
    expect(mail!.html).toContain('dir="rtl"');
  });

  it("changes a member's role; someone active elsewhere keeps their active organisation", async () => {
    const user = await createUser(t.db, {
      memberships: [{ organizationId: nour, roleId: student, isActive: true }],
    });
    const staff = await roleId(t.db, 'Staff');
    const changed = await assign(admin, user.id, { organizationId: nour, roleId: staff });
    expect(changed.json().message).toBe('Role Updated Successfully');
    // A new role in an organisation they already reach is no news by e-mail.
    expect(await t.db.$count(mailOutbox, eq(mailOutbox.to, user.email))).toBe(0);
    const school = await createOrganization(t.db);
    const added = await assign(admin, user.id, { organizationId: school, roleId: student });
    expect(added.json().message).toBe('User Assigned Successfully');
    expect(await membershipRows(user.id)).toEqual(
      expect.arrayContaining([
        { organizationId: nour, roleId: staff, isActive: true },
        { organizationId: school, roleId: student, isActive: false },
      ]),
    );
  });

  it('is HAD only, and never grants or replaces rights the caller lacks', async () => {
    const user = await nourStudent();
    const body = { organizationId: nour, roleId: await roleId(t.db, 'Staff') };
    const notHad = await assign(manager, user.id, body);
    expect(notHad.statusCode).toBe(403);
    expect(notHad.json().message).toBe(PEOPLE_MESSAGES.onlyHad);
    // A HAD member with Users read and write only.
    const usersOnly = await createRole(t.db, { grants: { Users: ['read', 'write', 'update'] } });
    const clerk = await createUser(t.db, {
      memberships: [{ organizationId: had, roleId: usersOnly, isActive: true }],
    });
    const token = await t.login(clerk.email);
    const admin_ = await roleId(t.db, 'Admin');
    const grant = await assign(token, user.id, { organizationId: nour, roleId: admin_ });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe(ROLE_MESSAGES.beyondOwnRights);
    const replace = await assign(token, await userIdOf('admin@demo.test'), {
      organizationId: nour,
      roleId: usersOnly,
    });
    expect(replace.statusCode).toBe(403);
    expect(
      (await assign(token, user.id, { organizationId: nour, roleId: usersOnly })).statusCode,
    ).toBe(200);
  });

  it('respects the contract seats of teachers and students', async () => {
    const school = await createOrganization(t.db, { maxTeachers: 1, maxStudents: 1 });
    const teacher = await roleId(t.db, 'Teacher');
    await createUser(t.db, { memberships: [{ organizationId: school, roleId: teacher }] });
    await createUser(t.db, { memberships: [{ organizationId: school, roleId: student }] });
    const guest = await createGuest(t);
    for (const [roleId_, seats] of [
      [teacher, 'teachers'],
      [student, 'students'],
    ] as const) {
      const full = await assign(admin, guest.id, { organizationId: school, roleId: roleId_ });
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe(ORGANIZATION_MESSAGES.seatLimit(seats, 1));
    }
    expect(await membershipRows(guest.id)).toHaveLength(1);
    const staff = await assign(admin, guest.id, {
      organizationId: school,
      roleId: await roleId(t.db, 'Staff'),
    });
    expect(staff.statusCode).toBe(200);
  });

  it('answers 400 for DEFAULT, an unknown organisation or role, 404 for an unknown user', async () => {
    const guest = await createGuest(t);
    const guestRole = await roleId(t.db, 'Guest');
    const fieldsOf = async (payload: unknown) => {
      const response = await assign(admin, guest.id, payload);
      expect(response.statusCode).toBe(400);
      return response.json().fieldErrors;
    };
    const nobody = '00000000-0000-4000-8000-000000000000';
    const defaultId = await organizationId(t.db, 'DEFAULT');
    expect(await fieldsOf({ organizationId: defaultId, roleId: guestRole })).toEqual({
      organizationId: PEOPLE_MESSAGES.notDefault,
    });
    expect(await fieldsOf({ organizationId: nobody, roleId: guestRole })).toEqual({
      organizationId: PEOPLE_MESSAGES.unknownOrganization,
    });
    expect(await fieldsOf({ organizationId: nour, roleId: nobody })).toEqual({
      roleId: ROLE_MESSAGES.unknownRole,
    });
    const unknown = await assign(admin, nobody, { organizationId: nour, roleId: guestRole });
    expect(unknown.statusCode).toBe(404);
  });
});

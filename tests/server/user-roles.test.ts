import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { USERS_PATHS } from '../../contract/paths';
import { ROLE_MESSAGES } from '../../contract/roles';
import { userOrgSchema } from '../../contract/users';
import { envelope } from '../../contract/wire';
import { memberships } from '../../server/db/schema/users';
import { createRole, createUser, organizationId, roleId } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const UPDATE = usersUrl(USERS_PATHS.updateUserRole);
const ADD_TO_HAD = (id: string) => usersUrl(USERS_PATHS.addAdminToHadGroup(id));
const userOrg = envelope(userOrgSchema);

let t: TestApp;
let ids: Record<'had' | 'nour' | 'dar', string>;
let role: Record<'staff' | 'guest' | 'manager' | 'admin' | 'teacher', string>;

beforeAll(async () => {
  t = await createTestApp();
  ids = {
    had: await organizationId(t.db, 'HAD'),
    nour: await organizationId(t.db, 'Nour Academy'),
    dar: await organizationId(t.db, 'Dar Al Ilm'),
  };
  role = {
    staff: await roleId(t.db, 'Staff'),
    guest: await roleId(t.db, 'Guest'),
    manager: await roleId(t.db, 'Organization Manager'),
    admin: await roleId(t.db, 'Admin'),
    teacher: await roleId(t.db, 'HAD Teacher'),
  };
});
afterAll(() => t.close());

async function membershipsOf(userId: string) {
  return t.db
    .select({
      organizationId: memberships.organizationId,
      roleId: memberships.roleId,
      isActive: memberships.isActive,
    })
    .from(memberships)
    .where(eq(memberships.userId, userId));
}

describe('PUT v1/users/updateUserRole', () => {
  it("changes the role of a member of the caller's organisation, by id or by e-mail", async () => {
    const member = await createUser(t.db, {
      memberships: [{ organizationId: ids.nour, roleId: role.guest, isActive: true }],
    });
    const manager = await t.login('manager@demo.test');
    const byId = await t.request(manager, 'PUT', UPDATE, { userId: member.id, roleId: role.staff });
    expect(byId.statusCode).toBe(200);
    const body = userOrg.parse(byId.json());
    expect(body.message).toBe('Role Updated Successfully');
    expect(body.data).toMatchObject({ isActive: true, group: { id: ids.nour } });
    expect(body.data.role).toMatchObject({ id: role.staff, name: 'Staff' });

    const byEmail = await t.request(manager, 'PUT', UPDATE, {
      email: member.email.toUpperCase(),
      roleId: role.guest,
    });
    expect(byEmail.statusCode).toBe(200);
    expect(await membershipsOf(member.id)).toEqual([
      { organizationId: ids.nour, roleId: role.guest, isActive: true },
    ]);
  });

  it('answers 404 for a user of another organisation and changes nothing there', async () => {
    const other = await createUser(t.db, {
      memberships: [{ organizationId: ids.dar, roleId: role.guest, isActive: true }],
    });
    const manager = await t.login('manager@demo.test');
    for (const ref of [{ userId: other.id }, { email: other.email }]) {
      const response = await t.request(manager, 'PUT', UPDATE, { ...ref, roleId: role.staff });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.notFound });
    }
    expect(await membershipsOf(other.id)).toEqual([
      { organizationId: ids.dar, roleId: role.guest, isActive: true },
    ]);
  });

  it("changes only the membership of the caller's active organisation", async () => {
    const both = await createUser(t.db, {
      memberships: [
        { organizationId: ids.nour, roleId: role.guest },
        { organizationId: ids.dar, roleId: role.guest, isActive: true },
      ],
    });
    const manager = await t.login('manager@demo.test');
    const response = await t.request(manager, 'PUT', UPDATE, {
      userId: both.id,
      roleId: role.staff,
    });
    expect(response.statusCode).toBe(200);
    expect(userOrg.parse(response.json()).data.group.id).toBe(ids.nour);
    const rows = await membershipsOf(both.id);
    expect(rows.find((m) => m.organizationId === ids.dar)?.roleId).toBe(role.guest);
    expect(rows.find((m) => m.organizationId === ids.nour)?.roleId).toBe(role.staff);
  });

  it('refuses to grant, or take away, rights the caller does not hold', async () => {
    const manager = await t.login('manager@demo.test');
    const self = await t.request(manager, 'PUT', UPDATE, {
      email: 'manager@demo.test',
      roleId: role.admin,
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ message: ROLE_MESSAGES.beyondOwnRights });
    // admin@demo.test is Admin of Nour Academy too: the manager may not demote them.
    const demote = await t.request(manager, 'PUT', UPDATE, {
      email: 'admin@demo.test',
      roleId: role.guest,
    });
    expect(demote.statusCode).toBe(403);
    const stillAdmin = (await t.db.select().from(memberships)).find(
      (m) => m.organizationId === ids.nour && m.roleId === role.admin,
    );
    expect(stillAdmin).toBeDefined();
  });

  it('answers 400 for bad bodies and an unknown role', async () => {
    const manager = await t.login('manager@demo.test');
    const member = await createUser(t.db, {
      memberships: [{ organizationId: ids.nour, roleId: role.guest, isActive: true }],
    });
    const cases: [unknown, string][] = [
      [{ roleId: role.staff }, 'userId'],
      [{ roleId: role.staff, userId: member.id, email: member.email }, 'userId'],
      [{ roleId: 'x', userId: member.id }, 'roleId'],
      [{ roleId: '00000000-0000-4000-8000-000000000000', userId: member.id }, 'roleId'],
    ];
    for (const [payload, field] of cases) {
      const response = await t.request(manager, 'PUT', UPDATE, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty([field]);
    }
  });

  it('needs Users write', async () => {
    const staff = await createUser(t.db, {
      memberships: [{ organizationId: ids.nour, roleId: role.staff, isActive: true }],
    });
    const response = await t.request(await t.login(staff.email), 'PUT', UPDATE, {
      email: 'manager@demo.test',
      roleId: role.guest,
    });
    expect(response.statusCode).toBe(403);
    expect((await t.request(null, 'PUT', UPDATE, {})).statusCode).toBe(401);
  });
});

describe('PUT v1/users/addAdminToHadGroup/{id}', () => {
  it('adds a HAD membership, inactive when the user has an active one', async () => {
    const user = await createUser(t.db, {
      memberships: [{ organizationId: ids.nour, roleId: role.guest, isActive: true }],
    });
    const admin = await t.login('admin@demo.test');
    const response = await t.request(admin, 'PUT', ADD_TO_HAD(user.id), { roleId: role.teacher });
    expect(response.statusCode).toBe(200);
    const body = userOrg.parse(response.json());
    expect(body.message).toBe('User Assigned Successfully');
    expect(body.data).toMatchObject({
      isActive: false,
      group: { id: ids.had, name: 'HAD' },
      role: { id: role.teacher, number: 4 },
    });
    // Again with another role: the membership is updated, not duplicated.
    const again = await t.request(admin, 'PUT', ADD_TO_HAD(user.id), { roleId: role.staff });
    expect(again.statusCode).toBe(200);
    const rows = await membershipsOf(user.id);
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual({ organizationId: ids.had, roleId: role.staff, isActive: false });
  });

  it('makes the HAD membership active for a user with none active', async () => {
    const user = await createUser(t.db);
    const admin = await t.login('admin@demo.test');
    const response = await t.request(admin, 'PUT', ADD_TO_HAD(user.id), { roleId: role.staff });
    expect(response.statusCode).toBe(200);
    expect(await membershipsOf(user.id)).toEqual([
      { organizationId: ids.had, roleId: role.staff, isActive: true },
    ]);
  });

  it('answers 403 when the caller is not active in HAD, even with Users write', async () => {
    const user = await createUser(t.db);
    for (const email of ['manager@demo.test', 'admin@demo.test']) {
      const token = await t.login(email);
      if (email === 'admin@demo.test') {
        // The HAD admin switched to Nour Academy acts as a Nour admin.
        await t.request(token, 'PUT', usersUrl(USERS_PATHS.switchActiveGroup(ids.nour)));
      }
      const response = await t.request(token, 'PUT', ADD_TO_HAD(user.id), { roleId: role.staff });
      expect(response.statusCode, email).toBe(403);
      expect(response.json()).toMatchObject({ message: ROLE_MESSAGES.notHad });
      await t.request(token, 'PUT', usersUrl(USERS_PATHS.switchActiveGroup(ids.had)));
    }
    expect(await membershipsOf(user.id)).toEqual([]);
  });

  it('refuses roles beyond the caller, unknown users and bad input', async () => {
    const limitedRole = await createRole(t.db, { grants: { Users: ['read', 'write', 'update'] } });
    const limited = await createUser(t.db, {
      memberships: [{ organizationId: ids.had, roleId: limitedRole, isActive: true }],
    });
    const token = await t.login(limited.email);
    const target = await createUser(t.db);
    const beyond = await t.request(token, 'PUT', ADD_TO_HAD(target.id), { roleId: role.admin });
    expect(beyond.statusCode).toBe(403);
    const unknown = await t.request(
      token,
      'PUT',
      ADD_TO_HAD('00000000-0000-4000-8000-000000000000'),
      {
        roleId: role.guest,
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.request(token, 'PUT', ADD_TO_HAD('nope'), { roleId: role.guest })).statusCode,
    ).toBe(400);
    expect((await t.request(token, 'PUT', ADD_TO_HAD(target.id), {})).statusCode).toBe(400);
    expect(await membershipsOf(target.id)).toEqual([]);
    const ok = await t.request(token, 'PUT', ADD_TO_HAD(target.id), { roleId: role.guest });
    expect(ok.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, target.id), eq(memberships.organizationId, ids.had))),
    ).toHaveLength(1);
  });
});

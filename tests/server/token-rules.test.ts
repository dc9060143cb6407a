import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { USERS_PATHS } from '../../contract/paths';
import { memberships } from '../../server/db/schema/users';
import { createRole, createUser, organizationId, roleId } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/**
 * A token carries who and which session, never rights: every call reads the membership and
 * role afresh, so a change made by someone else applies to the holder's very next call.
 * `GET v1/roles` (Roles read) is the observed right.
 */
const ROLES = usersUrl(USERS_PATHS.roles);
const GROUPS = usersUrl(USERS_PATHS.adminGroups);

let t: TestApp;
let admin: string;
let had: string;
let nour: string;
let reader: string;
let guest: string;

const status = async (token: string, url = ROLES) =>
  (await t.request(token, 'GET', url)).statusCode;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  had = await organizationId(t.db, 'HAD');
  nour = await organizationId(t.db, 'Nour Academy');
  reader = await createRole(t.db, { name: 'Roles reader', grants: { Roles: ['read'] } });
  guest = await roleId(t.db, 'Guest');
});
afterAll(() => t.close());

describe('a token after its rights change', () => {
  it('gets the rights of a role given through updateUserRole on the very next call', async () => {
    const user = await createUser(t.db, {
      memberships: [{ organizationId: had, roleId: guest, isActive: true }],
    });
    const token = await t.login(user.email);
    expect(await status(token)).toBe(403);
    const give = await t.request(admin, 'PUT', usersUrl(USERS_PATHS.updateUserRole), {
      userId: user.id,
      roleId: reader,
    });
    expect(give.statusCode).toBe(200);
    expect(await status(token)).toBe(200);
    const takeBack = await t.request(admin, 'PUT', usersUrl(USERS_PATHS.updateUserRole), {
      email: user.email,
      roleId: guest,
    });
    expect(takeBack.statusCode).toBe(200);
    const denied = await t.request(token, 'GET', ROLES);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
  });

  it('loses a right on the next call when the role itself is edited (PUT v1/roles/{id})', async () => {
    const role = await createRole(t.db, { grants: { Roles: ['read'], Reports: ['read'] } });
    const user = await createUser(t.db, {
      memberships: [{ organizationId: nour, roleId: role, isActive: true }],
    });
    const token = await t.login(user.email);
    expect(await status(token)).toBe(200);
    const edit = await t.request(admin, 'PUT', usersUrl(USERS_PATHS.role(role)), {
      name: 'Reports only',
      number: 9,
      permissions: [{ entity: 'Reports', allowedOps: { read: true, write: false, update: false } }],
    });
    expect(edit.statusCode).toBe(200);
    expect(await status(token)).toBe(403);
  });

  it('gets 403 on the next call once its membership is removed', async () => {
    const user = await createUser(t.db, {
      memberships: [{ organizationId: nour, roleId: reader, isActive: true }],
    });
    const token = await t.login(user.email);
    expect(await status(token)).toBe(200);
    // No route removes a member yet; the row goes as such a route would remove it.
    await t.db
      .delete(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.organizationId, nour)));
    expect(await status(token)).toBe(403);
    const groups = await t.request(token, 'GET', GROUPS);
    expect(groups.statusCode).toBe(200);
    expect(groups.json()).toEqual({ data: [] });
  });

  it('gets HAD rights on the next call after addAdminToHadGroup (no other membership)', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.email);
    expect(await status(token)).toBe(403);
    const add = await t.request(admin, 'PUT', usersUrl(USERS_PATHS.addAdminToHadGroup(user.id)), {
      roleId: reader,
    });
    expect(add.statusCode).toBe(200);
    expect(await status(token)).toBe(200);
  });

  it("takes the next call's rights from the organisation it switched to", async () => {
    const user = await createUser(t.db, {
      memberships: [
        { organizationId: nour, roleId: guest, isActive: true },
        { organizationId: had, roleId: reader },
      ],
    });
    const token = await t.login(user.email);
    const switchTo = (id: string) =>
      t.request(token, 'PUT', usersUrl(USERS_PATHS.switchActiveGroup(id)));
    expect(await status(token)).toBe(403);
    expect((await switchTo(had)).statusCode).toBe(200);
    expect(await status(token)).toBe(200);
    expect((await switchTo(nour)).statusCode).toBe(200);
    expect(await status(token)).toBe(403);
  });

  it('is refused (401) on every later call after logout, and other sessions stay', async () => {
    const user = await createUser(t.db, {
      memberships: [{ organizationId: had, roleId: reader, isActive: true }],
    });
    const token = await t.login(user.email);
    const other = await t.login(user.email);
    expect(await status(token)).toBe(200);
    expect((await t.request(token, 'POST', usersUrl(USERS_PATHS.logout))).statusCode).toBe(200);
    for (const url of [ROLES, GROUPS, usersUrl(USERS_PATHS.me)]) {
      const response = await t.request(token, 'GET', url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ message: MESSAGES.sessionExpired });
    }
    expect((await t.request(token, 'POST', usersUrl(USERS_PATHS.logout))).statusCode).toBe(401);
    expect(await status(other)).toBe(200);
  });
});

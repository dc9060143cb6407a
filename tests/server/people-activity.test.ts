import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_PATHS } from '../../contract/paths';
import { userActivities } from '../../server/db/schema/activities';
import { createOrganization, createUser, organizationId, roleId } from './support/factories';
import { createGuest, peopleCalls } from './support/people';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

let t: TestApp;
let calls: ReturnType<typeof peopleCalls>;
let admin: string;
let manager: string;
let nour: string;

beforeAll(async () => {
  t = await createTestApp();
  calls = peopleCalls(t);
  admin = await t.login('admin@demo.test');
  manager = await t.login('manager@demo.test');
  nour = await organizationId(t.db, 'Nour Academy');
});
afterAll(() => t.close());

const kinds = (page: { result: { kind: string }[] }) => page.result.map((row) => row.kind);

describe('recording activity from the routes', () => {
  it('sign-in, switch, role change, info update and assignment, newest first', async () => {
    const school = await createOrganization(t.db, { name: `Tracking ${Date.now()}` });
    const student = await roleId(t.db, 'Student');
    const user = await createUser(t.db, {
      memberships: [
        { organizationId: nour, roleId: student, isActive: true },
        { organizationId: school, roleId: student },
      ],
    });
    const token = await t.login(user.email);
    const switched = await t.request(token, 'PUT', usersUrl(USERS_PATHS.switchActiveGroup(school)));
    expect(switched.statusCode).toBe(200);
    const staff = await roleId(t.db, 'Staff');
    const role = await t.request(manager, 'PUT', usersUrl(USERS_PATHS.updateUserRole), {
      userId: user.id,
      roleId: staff,
    });
    expect(role.statusCode, role.body).toBe(200);
    const edit = await t.request(manager, 'PUT', usersUrl(USERS_PATHS.updateUsersInfo(user.id)), {
      firstName: 'Tracked',
      lastName: 'User',
    });
    expect(edit.statusCode).toBe(200);

    // HAD: everything, in every organisation.
    const all = await calls.activity(admin, user.id);
    expect(kinds(all)).toEqual(['profileUpdated', 'roleChanged', 'organizationSwitched', 'signIn']);
    expect(all.result[0]).toMatchObject({
      organization: { id: nour, name: 'Nour Academy' },
      actor: { name: 'Omar Khalil' },
      details: { fields: ['firstName'] },
    });
    expect(all.result[1]!.details).toEqual({ roleName: 'Staff' });
    expect(all.result[2]).toMatchObject({ organization: { id: school }, actor: null });
    expect(all.result[3]).toMatchObject({ organization: { id: nour }, actor: null });

    // Nour's manager: what happened in Nour only.
    expect(kinds(await calls.activity(manager, user.id))).toEqual([
      'profileUpdated',
      'roleChanged',
      'signIn',
    ]);
    const paged = await calls.activity(admin, user.id, '?pageSize=3&pageNumber=2');
    expect(paged.pagination).toMatchObject({ total: 4, numOfPages: 2, count: 1 });
    expect(kinds(paged)).toEqual(['signIn']);
  });

  it('joining by code and being assigned by HAD', async () => {
    const guest = await createGuest(t, 'Joiner');
    const token = await t.login(guest.email);
    const joined = await t.request(token, 'PUT', usersUrl(USERS_PATHS.joinGroup(guest.id)), {
      code: 'NOUR-S-0001',
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const other = await createGuest(t, 'Assigned');
    const assigned = await t.request(admin, 'PUT', usersUrl(USERS_PATHS.updateAdmin(other.id)), {
      organizationId: nour,
      roleId: await roleId(t.db, 'Teacher'),
    });
    expect(assigned.statusCode).toBe(200);
    const joinedPage = await calls.activity(manager, guest.id);
    expect(joinedPage.result[0]).toMatchObject({
      kind: 'organizationJoined',
      organization: { name: 'Nour Academy' },
      details: { roleName: 'Student' },
    });
    const assignedPage = await calls.activity(manager, other.id);
    expect(assignedPage.result).toEqual([
      expect.objectContaining({
        kind: 'assigned',
        actor: { id: expect.any(String), name: 'Amina Haddad' },
        details: { roleName: 'Teacher' },
      }),
    ]);
    // The guest's sign-in happened in DEFAULT: Nour's manager does not see it.
    const rows = await t.db
      .select({ kind: userActivities.kind })
      .from(userActivities)
      .where(eq(userActivities.userId, guest.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(['organizationJoined', 'signIn']);
  });

  it("is 404 for someone outside the caller's organisation, 403 without Users read", async () => {
    const outsider = await createGuest(t);
    const url = usersUrl(USERS_PATHS.activityTracking(outsider.id));
    expect((await t.request(manager, 'GET', url)).statusCode).toBe(404);
    expect((await calls.activity(admin, outsider.id)).result).toEqual([]);
    const nobody = usersUrl(USERS_PATHS.activityTracking('00000000-0000-4000-8000-000000000000'));
    expect((await t.request(admin, 'GET', nobody)).statusCode).toBe(404);
    const huda = await t.login('huda@demo.test');
    expect((await t.request(huda, 'GET', url)).statusCode).toBe(403);
  });
});

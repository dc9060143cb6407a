import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES, organizationSchema } from '../../contract/organizations';
import { USERS_PATHS } from '../../contract/paths';
import { adminGroupsResponseSchema } from '../../contract/users';
import { envelope } from '../../contract/wire';
import { organizations } from '../../server/db/schema/organizations';
import { createOrganization, createUser, roleId } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/** The server's clock, moved a day on by the test (no job runs: access is decided per request). */
let now = new Date('2026-06-15T10:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

const CLASSES = usersUrl(USERS_PATHS.classRooms);

async function standingOf(token: string) {
  const response = await t.request(token, 'GET', usersUrl(USERS_PATHS.adminGroups));
  const active = envelope(adminGroupsResponseSchema)
    .parse(response.json())
    .data.find((org) => org.isActive);
  return active?.group.contract.standing;
}

/** A customer organisation whose active contract ends tomorrow, with a manager in it. */
async function school() {
  const name = `Ending ${Date.now()}`;
  const id = await createOrganization(t.db, {
    name,
    contractStatus: 'active',
    startsAt: '2026-01-01',
    endsAt: '2026-06-16',
  });
  const manager = await createUser(t.db, {
    memberships: [
      { organizationId: id, roleId: await roleId(t.db, 'Organization Manager'), isActive: true },
    ],
  });
  return { id, name, token: await t.login(manager.email) };
}

describe('the end date takes effect by itself on the server clock', () => {
  it('closes access on the end date and opens it again when the term is extended', async () => {
    const org = await school();
    expect((await t.request(org.token, 'GET', CLASSES)).statusCode).toBe(200);
    expect(await standingOf(org.token)).toBe('inForce');
    // The last second of the day before: still in force.
    now = new Date('2026-06-15T23:59:59Z');
    expect((await t.request(org.token, 'GET', CLASSES)).statusCode).toBe(200);

    now = new Date('2026-06-16T00:00:01Z');
    const ended = await t.request(org.token, 'GET', CLASSES);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().message).toBe(ORGANIZATION_MESSAGES.contractClosed(org.name, 'ended'));
    expect(await standingOf(org.token)).toBe('ended');
    // Its status is still active: nothing was written, the day decided.
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(row?.contractStatus).toBe('active');

    const current = envelope(organizationSchema).parse(
      (await t.request(admin, 'GET', usersUrl(USERS_PATHS.organization(org.id)))).json(),
    ).data;
    const extended = await t.request(admin, 'PUT', usersUrl(USERS_PATHS.organization(org.id)), {
      name: current.name,
      company_location: current.company_location,
      contractType: current.contractType,
      startsAt: current.startsAt,
      endsAt: '2026-12-31',
      maxStudents: current.maxStudents,
      maxTeachers: current.maxTeachers,
      maxClassrooms: current.maxClassrooms,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect((await t.request(org.token, 'GET', CLASSES)).statusCode).toBe(200);
  });
});

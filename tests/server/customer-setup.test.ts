import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORG_NAME, HAD_ORG_NAME } from '../../contract/constants';
import { USERS_PATHS } from '../../contract/paths';
import { PLAN_PATHS } from '../../contract/plans';
import {
  CUSTOMER_SETUP_STEPS,
  customerSetupListSchema,
  customerSetupProgressSchema,
  SETUP_MESSAGES,
  SETUP_PATHS,
  type CustomerSetupProgress,
} from '../../contract/setup';
import { envelope } from '../../contract/wire';
import { invitations } from '../../server/db/schema/invitations';
import { organizations } from '../../server/db/schema/organizations';
import { levelsUrl } from './support/curriculum';
import { createOrganization, createUser, roleId } from './support/factories';
import { insertPlanRow } from './support/plans';
import { loggingDatabase } from './support/statement-log';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const DAY = 86_400_000;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  // The demo's Admin, active in HAD.
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

/** A customer as a platform admin first creates it: pending, no seats yet. */
const newCustomer = (name: string, values: Partial<typeof organizations.$inferInsert> = {}) =>
  createOrganization(t.db, { name, maxStudents: 0, maxTeachers: 0, maxClassrooms: 0, ...values });

async function progressOf(id: string, token = admin): Promise<CustomerSetupProgress> {
  const response = await t.request(token, 'GET', usersUrl(SETUP_PATHS.customerSetup(id)));
  expect(response.statusCode, response.body).toBe(200);
  return envelope(customerSetupProgressSchema).parse(response.json()).data;
}

async function pendingList(token = admin): Promise<CustomerSetupProgress[]> {
  const response = await t.request(token, 'GET', usersUrl(SETUP_PATHS.customerSetups));
  expect(response.statusCode, response.body).toBe(200);
  return envelope(customerSetupListSchema).parse(response.json()).data.result;
}

const doneSteps = (progress: CustomerSetupProgress) =>
  progress.steps.filter((step) => step.done).map((step) => step.step);

async function invite(organizationId: string, role: string, status: 'pending' | 'canceled') {
  await t.db.insert(invitations).values({
    organizationId,
    kind: 'admin',
    email: `${role.toLowerCase().replace(/\W/g, '-')}-${status}-${Math.random()}@example.test`,
    roleId: await roleId(t.db, role),
    status,
    tokenHash: `customer-setup-${Math.random()}`,
    expiresAt: new Date(Date.now() + DAY),
  });
}

describe('GET v1/organization/customer-setup/{id}', () => {
  it('counts each step from the data as the platform admin takes it', async () => {
    const id = await newCustomer('Customer setup steps');

    const created = await progressOf(id);
    expect(created).toMatchObject({
      organizationId: id,
      name: 'Customer setup steps',
      contractStatus: 'pending',
      done: 1,
      next: 'contract',
    });
    expect(created.steps.map((step) => step.step)).toEqual([...CUSTOMER_SETUP_STEPS]);
    expect(doneSteps(created)).toEqual(['organisation']);

    // Seats set: one kind of seat is enough.
    await t.db.update(organizations).set({ maxTeachers: 3 }).where(eq(organizations.id, id));
    expect(await progressOf(id)).toMatchObject({ done: 2, next: 'manager' });

    // A canceled manager invitation, or a Staff one, is not the manager.
    await invite(id, 'Organization Manager', 'canceled');
    await invite(id, 'Staff', 'pending');
    expect(await progressOf(id)).toMatchObject({ done: 2, next: 'manager' });
    await invite(id, 'Organization Manager', 'pending');
    expect(await progressOf(id)).toMatchObject({ done: 3, next: 'plan' });

    // A plan given, through the packages call.
    const given = await t.request(admin, 'POST', levelsUrl(PLAN_PATHS.organization(id)), {
      planId: await insertPlanRow(t.db),
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(await progressOf(id)).toMatchObject({ done: 4, next: 'activation' });
    expect((await pendingList()).find((row) => row.organizationId === id)).toMatchObject({
      done: 4,
      next: 'activation',
    });

    // Activated: every step done, and it leaves the pending list (but is still read by id).
    const activated = await t.request(
      admin,
      'PUT',
      usersUrl(USERS_PATHS.contractAction(id, 'activate')),
    );
    expect(activated.statusCode, activated.body).toBe(200);
    const finished = await progressOf(id);
    expect(finished).toMatchObject({ contractStatus: 'active', done: 5, next: null });
    expect(doneSteps(finished)).toEqual([...CUSTOMER_SETUP_STEPS]);
    expect((await pendingList()).map((row) => row.organizationId)).not.toContain(id);
  });

  it('counts a manager who has joined, and reads one organisation only', async () => {
    const id = await newCustomer('Customer setup joined', { maxStudents: 20 });
    const other = await newCustomer('Customer setup other');
    // Another organisation's manager counts for that one only.
    await createUser(t.db, {
      memberships: [{ organizationId: other, roleId: await roleId(t.db, 'Organization Manager') }],
    });
    expect(await progressOf(id)).toMatchObject({ done: 2, next: 'manager' });
    expect(await progressOf(other)).toMatchObject({ done: 2, next: 'contract' });
    // Whatever organisation the member has selected (is_active), the membership counts.
    await createUser(t.db, {
      memberships: [
        { organizationId: id, roleId: await roleId(t.db, 'Organization Manager'), isActive: false },
      ],
    });
    expect(await progressOf(id)).toMatchObject({ done: 3, next: 'plan' });
  });

  it('answers 404 for an unknown organisation and for the platform’s own', async () => {
    const platform = await t.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(inArray(organizations.name, [HAD_ORG_NAME, DEFAULT_ORG_NAME]));
    expect(platform).toHaveLength(2);
    const ids = ['00000000-0000-4000-8000-000000000000', ...platform.map((row) => row.id)];
    for (const id of ids) {
      const response = await t.request(admin, 'GET', usersUrl(SETUP_PATHS.customerSetup(id)));
      expect(response.statusCode, `${id}: ${response.body}`).toBe(404);
    }
    // An id that is no uuid names no record either (server/platform/route-schemas.ts).
    const malformed = await t.request(admin, 'GET', usersUrl(SETUP_PATHS.customerSetup('nope')));
    expect(malformed.statusCode).toBe(404);
  });

  it('is HAD’s only: a customer’s manager is refused, even for its own', async () => {
    const id = await newCustomer('Customer setup refused');
    const manager = await createUser(t.db, {
      memberships: [
        { organizationId: id, roleId: await roleId(t.db, 'Organization Manager'), isActive: true },
      ],
    });
    const token = await t.login(manager.email);
    for (const path of [SETUP_PATHS.customerSetup(id), SETUP_PATHS.customerSetups]) {
      const refused = await t.request(token, 'GET', usersUrl(path));
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(SETUP_MESSAGES.hadOnly);
    }
  });
});

describe('GET v1/organization/customer-setup', () => {
  it('lists the customers still pending, newest first, and no platform organisation', async () => {
    const older = await newCustomer('Customer setup older', {
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    const newer = await newCustomer('Customer setup newer', {
      createdAt: new Date(Date.now() - DAY),
    });
    const active = await newCustomer('Customer setup active', { contractStatus: 'active' });
    const list = await pendingList();
    const ids = list.map((row) => row.organizationId);
    expect(ids).toContain(older);
    expect(ids).toContain(newer);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(active);
    expect(list.every((row) => row.contractStatus === 'pending')).toBe(true);
    expect(list.map((row) => row.name)).not.toContain(HAD_ORG_NAME);
    expect(list.map((row) => row.name)).not.toContain(DEFAULT_ORG_NAME);
    // Newest first throughout.
    const created = await t.db
      .select({ id: organizations.id, createdAt: organizations.createdAt })
      .from(organizations);
    const at = new Map(created.map((row) => [row.id, row.createdAt.getTime()]));
    const times = ids.map((id) => at.get(id)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('reads every customer in one statement: the count does not grow with them', async () => {
    const logged = await loggingDatabase(t.database);
    const app = await createTestApp({ database: logged.database });
    try {
      const token = await app.login('admin@demo.test');
      const statementsOfList = async () => {
        logged.statements.length = 0;
        const response = await app.request(token, 'GET', usersUrl(SETUP_PATHS.customerSetups));
        expect(response.statusCode, response.body).toBe(200);
        const rows = envelope(customerSetupListSchema).parse(response.json()).data.result;
        const statements = logged.statements.filter((text) => !/^(begin|commit)\b/i.test(text));
        return { rows: rows.length, statements };
      };
      const before = await statementsOfList();
      for (let i = 0; i < 5; i++) {
        const id = await newCustomer(`Customer setup many ${i}`);
        await invite(id, 'Organization Manager', 'pending');
      }
      const after = await statementsOfList();
      expect(after.rows).toBe(before.rows + 5);
      expect(after.statements).toHaveLength(before.statements.length);
      // The steps are read by one statement.
      const reads = after.statements.filter((text) => text.includes('organization_packages'));
      expect(reads).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

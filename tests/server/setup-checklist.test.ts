import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_MESSAGES } from '../../contract/classes';
import { USERS_PATHS } from '../../contract/paths';
import {
  customersSetupSchema,
  SETUP_MESSAGES,
  SETUP_PATHS,
  setupChecklistSchema,
  type SetupChecklist,
  type SetupStep,
} from '../../contract/setup';
import { envelope } from '../../contract/wire';
import { invitations } from '../../server/db/schema/invitations';
import { createAssignment } from './support/assessment';
import {
  createClassRoom,
  createOrganization,
  createRole,
  createUser,
  roleId,
} from './support/factories';
import { createLiveClass } from './support/live-classes';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const DAY = 86_400_000;
let now = new Date();
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

/** A new customer, created `daysAgo`, with its manager (the demo's role) signed in. */
async function newCustomer(name: string, daysAgo = 0) {
  const organizationId = await createOrganization(t.db, {
    name,
    createdAt: new Date(Date.now() - daysAgo * DAY),
  });
  const manager = await createUser(t.db, {
    memberships: [
      { organizationId, roleId: await roleId(t.db, 'Organization Manager'), isActive: true },
    ],
  });
  return { organizationId, token: await t.login(manager.email) };
}

async function checklist(token: string): Promise<SetupChecklist> {
  const response = await t.request(token, 'GET', usersUrl(SETUP_PATHS.checklist));
  expect(response.statusCode, response.body).toBe(200);
  return envelope(setupChecklistSchema).parse(response.json()).data;
}

const done = (list: SetupChecklist) =>
  list.steps.filter((step) => step.doneAt !== null).map((step) => step.step);

const member = async (organizationId: string, role: string) =>
  createUser(t.db, {
    memberships: [{ organizationId, roleId: await roleId(t.db, role), isActive: true }],
  });

describe('GET v1/organization/setup', () => {
  it('ticks each step from the data as it comes, in the organisation only', async () => {
    const school = await newCustomer('Setup ticks');
    const other = await newCustomer('Setup elsewhere');
    expect(await checklist(school.token)).toMatchObject({ settled: 0 });
    expect(done(await checklist(school.token))).toEqual([]);

    const created = await t.request(school.token, 'POST', usersUrl(USERS_PATHS.classRooms), {
      name: 'Grade 1',
    });
    expect(created.json().message, created.body).toBe(CLASS_MESSAGES.created);
    // Another organisation's records tick nothing here.
    await createClassRoom(t.db, other.organizationId);
    await member(other.organizationId, 'Teacher');
    expect(done(await checklist(school.token))).toEqual(['class']);

    await member(school.organizationId, 'Teacher');
    // A student invited, not yet joined, is a step taken; a canceled invitation is not.
    await t.db.insert(invitations).values([
      {
        organizationId: school.organizationId,
        kind: 'user',
        email: 'canceled@example.test',
        roleId: await roleId(t.db, 'Student'),
        status: 'canceled',
        tokenHash: 'setup-canceled',
        expiresAt: new Date(Date.now() + DAY),
      },
    ]);
    expect(done(await checklist(school.token))).toEqual(['class', 'teacher']);
    await t.db.insert(invitations).values({
      organizationId: school.organizationId,
      kind: 'user',
      email: 'pending@example.test',
      roleId: await roleId(t.db, 'Student'),
      tokenHash: 'setup-pending',
      expiresAt: new Date(Date.now() + DAY),
    });
    expect(done(await checklist(school.token))).toEqual(['class', 'teacher', 'students']);

    const classRoomId = created.json().data.id as string;
    // An assignment not given to a class is not the step; given, it is.
    await createAssignment(t.db, school.organizationId);
    expect(done(await checklist(school.token))).not.toContain('assignment');
    await createAssignment(t.db, school.organizationId, { classRoomId });
    await createLiveClass(t.db, school.organizationId, { startsAt: new Date(Date.now() + DAY) });
    const list = await checklist(school.token);
    expect(done(list)).toEqual(['class', 'teacher', 'students', 'assignment', 'liveClass']);
    expect(list.settled).toBe(5);
  });

  it('lets the manager dismiss a step and bring it back', async () => {
    const school = await newCustomer('Setup dismissals');
    const dismissal = (step: SetupStep, dismissed: boolean) =>
      t.request(school.token, 'PUT', usersUrl(SETUP_PATHS.step(step)), { dismissed });

    const dismissed = await dismissal('liveClass', true);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().message).toBe(SETUP_MESSAGES.dismissed);
    const list = envelope(setupChecklistSchema).parse(dismissed.json()).data;
    expect(list.steps.find((step) => step.step === 'liveClass')).toMatchObject({
      dismissed: true,
      doneAt: null,
    });
    expect(list.settled).toBe(1);
    // Twice is the same as once.
    expect((await dismissal('liveClass', true)).statusCode).toBe(200);

    const restored = await dismissal('liveClass', false);
    expect(restored.json().message).toBe(SETUP_MESSAGES.restored);
    expect((await checklist(school.token)).settled).toBe(0);
    expect((await dismissal('nothing' as SetupStep, true)).statusCode).toBe(400);
  });

  it('is the managers’: a teacher or staff member is refused', async () => {
    const school = await newCustomer('Setup rights');
    const teacher = await member(school.organizationId, 'Teacher');
    const staff = await member(school.organizationId, 'Staff');
    for (const person of [teacher, staff]) {
      const token = await t.login(person.email);
      expect((await t.request(token, 'GET', usersUrl(SETUP_PATHS.checklist))).statusCode).toBe(403);
      const put = await t.request(token, 'PUT', usersUrl(SETUP_PATHS.step('class')), {
        dismissed: true,
      });
      expect(put.statusCode).toBe(403);
    }
    // Read alone sees the list but dismisses nothing.
    const reader = await createUser(t.db, {
      memberships: [
        {
          organizationId: school.organizationId,
          roleId: await createRole(t.db, { grants: { GroupsManager: ['read'] } }),
          isActive: true,
        },
      ],
    });
    const token = await t.login(reader.email);
    expect((await t.request(token, 'GET', usersUrl(SETUP_PATHS.checklist))).statusCode).toBe(200);
    const put = await t.request(token, 'PUT', usersUrl(SETUP_PATHS.step('class')), {
      dismissed: true,
    });
    expect(put.statusCode).toBe(403);
  });
});

describe('GET v1/organization/setup/customers', () => {
  const customers = async () => {
    const response = await t.request(admin, 'GET', usersUrl(SETUP_PATHS.customers));
    expect(response.statusCode, response.body).toBe(200);
    return envelope(customersSetupSchema).parse(response.json()).data;
  };

  it('names the customers still setting up, longest idle first, and which are stuck', async () => {
    now = new Date();
    // Older than anything the demo has: first in the list.
    const idle = await newCustomer('Setup idle', 400);
    const busy = await newCustomer('Setup busy', 401);
    await createClassRoom(t.db, busy.organizationId);
    const before = await customers();
    const [first] = before.result;
    expect(first).toMatchObject({ id: idle.organizationId, settled: 0, nextStep: 'class' });
    expect(first?.stuck).toBe(true);
    // The class moved the other's clock to today: it comes after those idle for longer.
    const order = before.result.map((customer) => customer.id);
    if (order.includes(busy.organizationId)) {
      expect(order.indexOf(busy.organizationId)).toBeGreaterThan(0);
    }
    // A week later nothing has moved: stuck.
    now = new Date(Date.now() + 8 * DAY);
    const later = await customers();
    expect(later.stuck).toBeGreaterThanOrEqual(before.stuck + 1);
    now = new Date();
  });

  it('counts a customer with every step settled as complete, and is HAD’s only', async () => {
    const school = await newCustomer('Setup complete', 500);
    const before = await customers();
    for (const step of ['class', 'teacher', 'students', 'assignment', 'liveClass'] as const) {
      await t.request(school.token, 'PUT', usersUrl(SETUP_PATHS.step(step)), { dismissed: true });
    }
    const after = await customers();
    expect(after.complete).toBe(before.complete + 1);
    expect(after.total).toBe(before.total - 1);
    expect(after.result.map((customer) => customer.id)).not.toContain(school.organizationId);

    const refused = await t.request(school.token, 'GET', usersUrl(SETUP_PATHS.customers));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SETUP_MESSAGES.hadOnly);
  });
});

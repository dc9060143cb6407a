import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORG_NAME, HAD_ORG_NAME } from '../../contract/constants';
import {
  CONTRACT_ACTIONS,
  ORGANIZATION_MESSAGES,
  type ContractAction,
} from '../../contract/organizations';
import { CONTRACT_STANDING_HEADER } from '../../contract/organization-constants';
import { USERS_PATHS } from '../../contract/paths';
import { adminGroupsResponseSchema } from '../../contract/users';
import { envelope } from '../../contract/wire';
import { joinCodes } from '../../server/db/schema/accounts';
import { classRooms } from '../../server/db/schema/classes';
import { organizations } from '../../server/db/schema/organizations';
import { memberships, users } from '../../server/db/schema/users';
import {
  createClassRoom,
  createOrganization,
  createUser,
  organizationId,
  roleId,
} from './support/factories';
import { bulk, lastLinkTo } from './support/invitations';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/** The server's day in this file. */
const NOW = new Date('2026-06-15T10:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const act = (id: string, action: ContractAction) =>
  t.request(admin, 'PUT', usersUrl(USERS_PATHS.contractAction(id, action)));
const CLASSES = usersUrl(USERS_PATHS.classRooms);
const REPORT = usersUrl(USERS_PATHS.organizationReport);
const GROUPS = usersUrl(USERS_PATHS.adminGroups);

/** A customer organisation whose contract runs to `endsAt`, with a manager active in it. */
async function school(endsAt = '2027-06-30') {
  const name = `School ${unique()}`;
  const id = await createOrganization(t.db, {
    name,
    contractStatus: 'active',
    startsAt: '2026-01-01',
    endsAt,
  });
  const manager = await createUser(t.db, {
    memberships: [
      { organizationId: id, roleId: await roleId(t.db, 'Organization Manager'), isActive: true },
    ],
  });
  const token = await t.login(manager.email);
  return { id, name, manager, token };
}

const createClass = (token: string) =>
  t.request(token, 'POST', CLASSES, { name: `Class ${unique()}`, level: null });

async function standingOf(token: string) {
  const response = await t.request(token, 'GET', GROUPS);
  expect(response.statusCode, response.body).toBe(200);
  const active = envelope(adminGroupsResponseSchema)
    .parse(response.json())
    .data.find((org) => org.isActive);
  return active?.group.contract.standing;
}

describe('every signed-in answer names the contract standing (the console follows it)', () => {
  it('says inForce, then paused (reads and refused writes alike), canceled, and inForce again', async () => {
    const org = await school();
    const standing = async (method: 'GET' | 'POST', url: string) =>
      (method === 'GET' ? await t.request(org.token, 'GET', url) : await createClass(org.token))
        .headers[CONTRACT_STANDING_HEADER];
    expect(await standing('GET', GROUPS)).toBe('inForce');
    await act(org.id, 'pause');
    expect(await standing('GET', CLASSES)).toBe('paused');
    expect(await standing('POST', CLASSES)).toBe('paused');
    await act(org.id, 'cancel');
    expect(await standing('GET', CLASSES)).toBe('canceled');
    await act(org.id, 'reactivate');
    expect(await standing('GET', REPORT)).toBe('inForce');
    // Without an active organisation there is no contract to name.
    const loner = await createUser(t.db);
    const answer = await t.request(await t.login(loner.email), 'GET', GROUPS);
    expect(answer.headers[CONTRACT_STANDING_HEADER]).toBe('none');
  });
});

describe('a paused contract: read-only for its members', () => {
  it('refuses writes with 409 naming the contract, keeps reads, and reactivating restores', async () => {
    const org = await school();
    expect((await createClass(org.token)).statusCode).toBe(201);
    expect((await act(org.id, 'pause')).statusCode).toBe(200);

    const refused = await createClass(org.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: ORGANIZATION_MESSAGES.contractPaused(org.name),
    });
    expect(refused.json().message).toContain(org.name);
    const list = await t.request(org.token, 'GET', CLASSES);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.result).toHaveLength(1);
    expect((await t.request(org.token, 'GET', REPORT)).statusCode).toBe(200);
    expect(await standingOf(org.token)).toBe('paused');

    expect((await act(org.id, 'reactivate')).statusCode).toBe(200);
    expect((await createClass(org.token)).statusCode).toBe(201);
    expect(await standingOf(org.token)).toBe('inForce');
  });

  it("keeps the session's own calls: switching organisation and signing out", async () => {
    const org = await school();
    const nour = await organizationId(t.db, 'Nour Academy');
    const manager = await roleId(t.db, 'Organization Manager');
    await t.db.insert(memberships).values({
      userId: org.manager.id,
      organizationId: nour,
      roleId: manager,
      isActive: false,
    });
    await act(org.id, 'pause');
    const switched = await t.request(
      org.token,
      'PUT',
      usersUrl(USERS_PATHS.switchActiveGroup(nour)),
    );
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await createClass(org.token)).statusCode).toBe(201);
    expect((await t.request(org.token, 'POST', usersUrl('v1/auth/logout'))).statusCode).toBe(200);
  });
});

describe('join codes and invitations of a contract that is not in force', () => {
  async function joinCode(organization: string) {
    const code = `T-${unique().toUpperCase()}`;
    await t.db.insert(joinCodes).values({
      organizationId: organization,
      code,
      kind: 'student',
      roleId: await roleId(t.db, 'Student'),
    });
    return code;
  }

  async function guest() {
    const user = await createUser(t.db, {
      memberships: [
        {
          organizationId: await organizationId(t.db, DEFAULT_ORG_NAME),
          roleId: await roleId(t.db, 'Guest'),
          isActive: true,
        },
      ],
    });
    return { ...user, token: await t.login(user.email) };
  }

  const join = (user: { id: string; token: string }, code: string) =>
    t.request(user.token, 'PUT', usersUrl(USERS_PATHS.joinGroup(user.id)), { code });

  it.each(['pause', 'cancel'] as const)(
    'refuses a join code once the contract is %sd (409), leaving the code unused',
    async (action) => {
      const org = await school();
      const code = await joinCode(org.id);
      await act(org.id, action);
      const user = await guest();
      const refused = await join(user, code);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        ORGANIZATION_MESSAGES.joinCodeRefused(org.name, action === 'pause' ? 'paused' : 'canceled'),
      );
      const [row] = await t.db.select().from(joinCodes).where(eq(joinCodes.code, code));
      expect(row?.usedAt).toBeNull();

      expect((await act(org.id, 'reactivate')).statusCode).toBe(200);
      const joined = await join(user, code);
      expect(joined.statusCode, joined.body).toBe(200);
    },
  );

  it('refuses to register or accept an invitation while paused; reactivated, it is accepted', async () => {
    const org = await school();
    const email = `invited-${unique()}@example.test`;
    const sent = await bulk(t, {
      token: org.token,
      kind: 'user',
      key: `contract-${unique()}`,
      rows: [{ email, firstName: 'Huda', lastName: 'Saleh' }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const link = await lastLinkTo(t, email);
    await act(org.id, 'pause');

    const body = {
      adminInvitationId: link.adminInvitationId,
      token: link.token,
      password: 'Qamar-Sahra-2026!',
      firstName: 'Huda',
      lastName: 'Saleh',
    };
    const register = await t.request(null, 'POST', usersUrl(USERS_PATHS.invitationRegister), body);
    expect(register.statusCode).toBe(409);
    expect(register.json().message).toBe(
      ORGANIZATION_MESSAGES.invitationRefused(org.name, 'paused'),
    );
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    expect((await act(org.id, 'reactivate')).statusCode).toBe(200);
    const accepted = await t.request(null, 'POST', usersUrl(USERS_PATHS.invitationRegister), body);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('refuses a signed-in person accepting their invitation once the contract is canceled', async () => {
    const org = await school();
    const person = await guest();
    await bulk(t, {
      token: org.token,
      kind: 'user',
      key: `contract-${unique()}`,
      rows: [{ email: person.email, firstName: 'Huda', lastName: 'Saleh' }],
    });
    const link = await lastLinkTo(t, person.email);
    await act(org.id, 'cancel');
    const use = await t.request(person.token, 'POST', usersUrl(USERS_PATHS.invitationUse), {
      adminInvitationId: link.adminInvitationId,
      token: link.token,
    });
    expect(use.statusCode).toBe(409);
    expect(use.json().message).toBe(ORGANIZATION_MESSAGES.invitationRefused(org.name, 'canceled'));
  });
});

describe('a canceled contract: its members lose access, nothing is deleted', () => {
  it('answers 403 naming the contract, keeps the data, and reactivating restores access', async () => {
    const org = await school();
    const classId = await createClassRoom(t.db, org.id, { name: 'Kept' });
    await act(org.id, 'cancel');

    for (const url of [CLASSES, REPORT, usersUrl(USERS_PATHS.classRoom(classId))]) {
      const response = await t.request(org.token, 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(
        ORGANIZATION_MESSAGES.contractClosed(org.name, 'canceled'),
      );
    }
    expect((await createClass(org.token)).statusCode).toBe(403);
    // The session itself still works: memberships (to switch away), the profile.
    expect(await standingOf(org.token)).toBe('canceled');
    expect((await t.request(org.token, 'GET', usersUrl('v1/users/me'))).statusCode).toBe(200);
    expect(await t.db.select().from(classRooms).where(eq(classRooms.id, classId))).toHaveLength(1);

    expect((await act(org.id, 'reactivate')).statusCode).toBe(200);
    const list = await t.request(org.token, 'GET', CLASSES);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.result.map((c: { name: string }) => c.name)).toEqual(['Kept']);
  });
});

describe('HAD and DEFAULT have no contract actions', () => {
  const pairs = [HAD_ORG_NAME, DEFAULT_ORG_NAME].flatMap((name) =>
    CONTRACT_ACTIONS.map((action) => [name, action] as const),
  );

  it.each(pairs)('%s: %s is 409, the status unchanged', async (name, action) => {
    const id = await organizationId(t.db, name);
    const [before] = await t.db.select().from(organizations).where(eq(organizations.id, id));
    const response = await act(id, action);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ORGANIZATION_MESSAGES.platformContract);
    const [after] = await t.db.select().from(organizations).where(eq(organizations.id, id));
    expect(after?.contractStatus).toBe(before?.contractStatus);
  });
});

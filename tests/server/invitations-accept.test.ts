import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_MESSAGES,
  invitationCheckSchema,
  type BulkResult,
} from '../../contract/invitations';
import { ORGANIZATION_MESSAGES } from '../../contract/organizations';
import { USERS_PATHS } from '../../contract/paths';
import { auditLog } from '../../server/db/schema/audit';
import { classRoomStudents } from '../../server/db/schema/classes';
import { invitations } from '../../server/db/schema/invitations';
import { organizations } from '../../server/db/schema/organizations';
import { memberships, users } from '../../server/db/schema/users';
import { createOrganization, createUser, organizationId, roleId } from './support/factories';
import { bulk, lastLinkTo } from './support/invitations';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

let t: TestApp;
let manager: string;
let nour: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager@demo.test');
  nour = await organizationId(t.db, 'Nour Academy');
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const PASSWORD = 'Qamar-Sahra-2026!';

async function invite(
  email: string,
  extra: Record<string, string> = {},
  kind: 'user' | 'admin' = 'user',
) {
  const response = await bulk(t, {
    token: manager,
    kind,
    key: `accept-${unique()}`,
    rows: [{ email, firstName: 'Huda', lastName: 'Saleh', ...extra }],
  });
  expect(response.json<{ data: BulkResult }>().data.invitedCount).toBe(1);
  return lastLinkTo(t, email);
}

const post = (path: string, body: unknown, token: string | null = null) =>
  t.request(token, 'POST', usersUrl(path), body);

describe('POST v1/admin-invitations/check-email', () => {
  it('says what the link is: organisation, role, status, whether an account exists', async () => {
    const email = `check-${unique()}@example.test`;
    const { adminInvitationId, token } = await invite(email);
    const response = await post(USERS_PATHS.invitationCheckEmail, { adminInvitationId, token });
    expect(response.statusCode, response.body).toBe(200);
    expect(invitationCheckSchema.parse(response.json<{ data: unknown }>().data)).toEqual({
      kind: 'user',
      email,
      firstName: 'Huda',
      lastName: 'Saleh',
      organizationName: 'Nour Academy',
      roleName: 'Student',
      status: 'pending',
      hasAccount: false,
    });
  });

  it('a wrong token or an id that does not go with it: 404', async () => {
    const a = await invite(`check-a-${unique()}@example.test`);
    const b = await invite(`check-b-${unique()}@example.test`);
    const wrong = 'x'.repeat(43);
    expect(
      (
        await post(USERS_PATHS.invitationCheckEmail, {
          adminInvitationId: a.adminInvitationId,
          token: wrong,
        })
      ).statusCode,
    ).toBe(404);
    const forged = await post(USERS_PATHS.invitationCheckEmail, {
      adminInvitationId: `${a.adminInvitationId}.${wrong}`,
    });
    expect(forged.statusCode).toBe(404);
    const bare = await post(USERS_PATHS.invitationCheckEmail, {
      adminInvitationId: a.adminInvitationId,
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fieldErrors).toEqual({
      adminInvitationId: INVITATION_MESSAGES.linkIncomplete,
    });
    const mixed = await post(USERS_PATHS.invitationCheckEmail, {
      adminInvitationId: a.adminInvitationId,
      token: b.token,
    });
    expect(mixed.statusCode).toBe(404);
  });
});

describe('the link as the spec sends it: one adminInvitationId, no token, no names', () => {
  it('checks, registers with only a password (the invitation’s names), and uses', async () => {
    const email = `spec-${unique()}@example.test`;
    const { value } = await invite(email);
    const check = await post(USERS_PATHS.invitationCheckEmail, { adminInvitationId: value });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data).toMatchObject({ email, hasAccount: false });
    const register = await post(USERS_PATHS.invitationRegister, {
      adminInvitationId: value,
      password: PASSWORD,
    });
    expect(register.statusCode, register.body).toBe(200);
    expect(register.json().data.user).toMatchObject({ firstName: 'Huda', lastName: 'Saleh' });

    const other = `spec-use-${unique()}@example.test`;
    await createUser(t.db, { email: other });
    const second = await invite(other);
    const token = await t.login(other);
    const use = await post(USERS_PATHS.invitationUse, { adminInvitationId: second.value }, token);
    expect(use.statusCode, use.body).toBe(200);
  });

  it('asks for the names when the invitation has none', async () => {
    const email = `nameless-${unique()}@example.test`;
    const { value } = await invite(email, { firstName: '', lastName: '' });
    const register = await post(USERS_PATHS.invitationRegister, {
      adminInvitationId: value,
      password: PASSWORD,
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().fieldErrors).toEqual({
      firstName: INVITATION_MESSAGES.namesNeeded,
      lastName: INVITATION_MESSAGES.namesNeeded,
    });
  });
});

describe('POST v1/admin-invitations/register', () => {
  it('makes a verified account, a member of the organisation with the role and class seat, signed in', async () => {
    const email = `new-${unique()}@example.test`;
    const { adminInvitationId, token } = await invite(email, { className: 'Alif' });
    const response = await post(USERS_PATHS.invitationRegister, {
      adminInvitationId,
      token,
      password: PASSWORD,
      firstName: 'هدى',
      lastName: 'صالح',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      data: { accessToken: string; user: { id: string; email: string } };
    }>();
    expect(body.data.user).toMatchObject({ email, firstName: 'هدى' });
    expect(body).toMatchObject({ message: INVITATION_MESSAGES.accepted });

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).not.toBeNull();
    const rows = await t.db.select().from(memberships).where(eq(memberships.userId, user!.id));
    // Only the invited organisation: no DEFAULT guest membership.
    expect(rows).toEqual([
      expect.objectContaining({
        organizationId: nour,
        roleId: await roleId(t.db, 'Student'),
        isActive: true,
      }),
    ]);
    expect(await t.db.$count(classRoomStudents, eq(classRoomStudents.studentId, user!.id))).toBe(1);
    const [invitation] = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, adminInvitationId));
    expect(invitation).toMatchObject({ status: 'accepted', acceptedBy: user!.id });
    // The audit trail names the new person as the one who accepted, not nobody.
    const entries = await t.db
      .select({ table: auditLog.tableName, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.recordId, adminInvitationId));
    expect(entries.at(-1)).toEqual({ table: 'invitations', actorId: user!.id });
    // The list names the person as they signed up, not as they were typed.
    const listed = await t.request(
      manager,
      'GET',
      `${usersUrl(USERS_PATHS.invitations('user'))}?search=${encodeURIComponent(email)}`,
    );
    expect(listed.json().data.result).toEqual([
      expect.objectContaining({
        email,
        firstName: 'هدى',
        lastName: 'صالح',
        status: 'accepted',
        acceptedBy: user!.id,
      }),
    ]);

    // The answer is a session: the new account can call the API at once.
    const groups = await t.request(body.data.accessToken, 'GET', usersUrl('v1/users/admin-groups'));
    expect(groups.statusCode, groups.body).toBe(200);

    // The link now says it was accepted.
    const again = await post(USERS_PATHS.invitationRegister, {
      adminInvitationId,
      token,
      password: PASSWORD,
      firstName: 'A',
      lastName: 'B',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: INVITATION_MESSAGES.acceptedLink });
  });

  it('refuses when an account with the e-mail exists (409)', async () => {
    const existing = await createUser(t.db);
    const link = await invite(existing.email);
    const response = await post(USERS_PATHS.invitationRegister, {
      adminInvitationId: link.adminInvitationId,
      token: link.token,
      password: PASSWORD,
      firstName: 'A',
      lastName: 'B',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: INVITATION_MESSAGES.accountExists });
    const check = await post(USERS_PATHS.invitationCheckEmail, {
      adminInvitationId: link.adminInvitationId,
      token: link.token,
    });
    expect(check.json()).toMatchObject({ data: { hasAccount: true } });
  });

  it.each([
    ['expired', INVITATION_MESSAGES.expiredLink],
    ['canceled', INVITATION_MESSAGES.canceledLink],
  ] as const)('%s link: 409 saying so, and no account', async (state, message) => {
    const email = `${state}-${unique()}@example.test`;
    const link = await invite(email);
    await t.db
      .update(invitations)
      .set(
        state === 'expired' ? { expiresAt: new Date(Date.now() - 1000) } : { status: 'canceled' },
      )
      .where(eq(invitations.id, link.adminInvitationId));
    const check = await post(USERS_PATHS.invitationCheckEmail, {
      adminInvitationId: link.adminInvitationId,
      token: link.token,
    });
    expect(check.json()).toMatchObject({ data: { status: state } });
    const response = await post(USERS_PATHS.invitationRegister, {
      adminInvitationId: link.adminInvitationId,
      token: link.token,
      password: PASSWORD,
      firstName: 'A',
      lastName: 'B',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message });
    expect(await t.db.$count(users, eq(users.email, email))).toBe(0);
  });

  it('refuses when the seats are full meanwhile (409), creating nothing', async () => {
    const org = await createOrganization(t.db, { maxTeachers: 1 });
    const boss = await createUser(t.db, {
      memberships: [
        { organizationId: org, roleId: await roleId(t.db, 'Organization Manager'), isActive: true },
      ],
    });
    const email = `seat-${unique()}@example.test`;
    const response = await bulk(t, {
      token: await t.login(boss.email),
      kind: 'admin',
      key: `seat-${unique()}`,
      rows: [{ email, role: 'Teacher' }],
    });
    expect(response.json<{ data: BulkResult }>().data.invitedCount).toBe(1);
    await createUser(t.db, {
      memberships: [{ organizationId: org, roleId: await roleId(t.db, 'Teacher') }],
    });
    const link = await lastLinkTo(t, email);
    const refused = await post(USERS_PATHS.invitationRegister, {
      adminInvitationId: link.adminInvitationId,
      token: link.token,
      password: PASSWORD,
      firstName: 'A',
      lastName: 'B',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: ORGANIZATION_MESSAGES.seatLimit('teachers', 1),
    });
    expect(await t.db.$count(users, eq(users.email, email))).toBe(0);
    await t.db.update(organizations).set({ maxTeachers: 5 }).where(eq(organizations.id, org));
  });
});

describe('POST v1/admin-invitations/use', () => {
  it('the invited person, signed in, joins with the role and the organisation becomes active', async () => {
    const person = await createUser(t.db, {
      memberships: [
        {
          organizationId: await organizationId(t.db, 'DEFAULT'),
          roleId: await roleId(t.db, 'Guest'),
          isActive: true,
        },
      ],
    });
    const link = await invite(person.email, { role: 'Teacher' }, 'admin');
    const token = await t.login(person.email);
    const response = await post(
      USERS_PATHS.invitationUse,
      { adminInvitationId: link.adminInvitationId, token: link.token },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      data: { isActive: boolean; group: { name: string }; role: { name: string } }[];
    }>();
    expect(body.data.filter((org) => org.isActive)).toEqual([
      expect.objectContaining({
        group: expect.objectContaining({ name: 'Nour Academy' }),
        role: expect.objectContaining({ name: 'Teacher' }),
      }),
    ]);
    expect(body.data).toHaveLength(2);
    const [row] = await t.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, person.id), eq(memberships.organizationId, nour)));
    expect(row).toMatchObject({ isActive: true });
  });

  it("someone else's invitation: 403", async () => {
    const link = await invite(`someone-${unique()}@example.test`);
    const other = await createUser(t.db);
    const response = await post(
      USERS_PATHS.invitationUse,
      { adminInvitationId: link.adminInvitationId, token: link.token },
      await t.login(other.email),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: INVITATION_MESSAGES.notYours });
  });

  it('a canceled link: 409; without a session: 401', async () => {
    const person = await createUser(t.db);
    const link = await invite(person.email);
    await t.db
      .update(invitations)
      .set({ status: 'canceled' })
      .where(eq(invitations.id, link.adminInvitationId));
    const body = { adminInvitationId: link.adminInvitationId, token: link.token };
    const response = await post(USERS_PATHS.invitationUse, body, await t.login(person.email));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: INVITATION_MESSAGES.canceledLink });
    expect((await post(USERS_PATHS.invitationUse, body)).statusCode).toBe(401);
  });
});

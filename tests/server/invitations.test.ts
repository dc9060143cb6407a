import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_MESSAGES,
  invitationPageSchema,
  invitationSchema,
  type BulkResult,
  type Invitation,
} from '../../contract/invitations';
import { USERS_PATHS } from '../../contract/paths';
import { invitations } from '../../server/db/schema/invitations';
import { mailOutbox } from '../../server/db/schema/mail';
import { createRole, createUser, organizationId } from './support/factories';
import { bulk, lastLinkTo } from './support/invitations';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager@demo.test');
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);

/** Invites `emails` (students unless `role` is given) and answers their ids by e-mail. */
async function invite(emails: string[], role?: string): Promise<Map<string, string>> {
  const kind = role ? 'admin' : 'user';
  const response = await bulk(t, {
    token: manager,
    kind,
    key: `key-${unique()}`,
    rows: emails.map((email) => ({
      email,
      firstName: 'Test',
      lastName: 'Person',
      ...(role ? { role } : {}),
    })),
  });
  expect(response.json<{ data: BulkResult }>().data.invitedCount).toBe(emails.length);
  const rows = await t.db
    .select({ id: invitations.id, email: invitations.email })
    .from(invitations)
    .where(eq(invitations.batchId, response.json<{ data: BulkResult }>().data.batchId));
  return new Map(rows.map((row) => [row.email, row.id]));
}

const expire = (id: string) =>
  t.db
    .update(invitations)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(invitations.id, id));

const action = (kind: 'user' | 'admin', id: string, what: 'resend' | 'cancel') =>
  t.request(
    manager,
    'POST',
    usersUrl(
      what === 'resend'
        ? USERS_PATHS.invitationResend(kind, id)
        : USERS_PATHS.invitationCancel(kind, id),
    ),
  );

describe('GET v1/user-invitations and v1/admin-invitations', () => {
  it('pages newest first, searches, and filters by status (expired computed)', async () => {
    const tag = unique();
    const ids = await invite([`list-a-${tag}@example.test`, `list-b-${tag}@example.test`]);
    await invite([`list-c-${tag}@example.test`]);
    await expire(ids.get(`list-b-${tag}@example.test`)!);

    const all = await t.request(
      manager,
      'GET',
      `${usersUrl(USERS_PATHS.invitations('user'))}?search=${tag}`,
    );
    expect(all.statusCode, all.body).toBe(200);
    const page = invitationPageSchema.parse(all.json<{ data: unknown }>().data);
    expect(page.pagination).toMatchObject({ total: 3, pageNumber: 1, pageSize: 20, numOfPages: 1 });
    expect(page.result[0]!.email).toBe(`list-c-${tag}@example.test`);
    expect(page.result[0]).toMatchObject({
      kind: 'user',
      status: 'pending',
      sendCount: 1,
      role: { name: 'Student', number: 6 },
      invitedBy: expect.any(String),
      acceptedBy: null,
    });

    const expired = await t.request(
      manager,
      'GET',
      `${usersUrl(USERS_PATHS.invitations('user'))}?search=${tag}&status=expired`,
    );
    expect(
      expired.json<{ data: { result: Invitation[] } }>().data.result.map((i) => i.email),
    ).toEqual([`list-b-${tag}@example.test`]);
    const pending = await t.request(
      manager,
      'GET',
      `${usersUrl(USERS_PATHS.invitations('user'))}?search=${tag}&status=pending&pageSize=1&pageNumber=2`,
    );
    expect(pending.json()).toMatchObject({
      data: { pagination: { total: 2, numOfPages: 2, count: 1, pageNumber: 2 } },
    });

    // The other kind's list does not hold them.
    const admins = await t.request(
      manager,
      'GET',
      `${usersUrl(USERS_PATHS.invitations('admin'))}?search=${tag}`,
    );
    expect(admins.json()).toMatchObject({ data: { pagination: { total: 0 } } });
  });

  it('staff invitations: roleGroup=teachers lists teacher roles, staff the others', async () => {
    const tag = unique();
    await invite([`t-${tag}@example.test`], 'Teacher');
    await invite([`s-${tag}@example.test`], 'Staff');
    const emailsOf = async (roleGroup: string) => {
      const response = await t.request(
        manager,
        'GET',
        `${usersUrl(USERS_PATHS.invitations('admin'))}?search=${tag}${roleGroup}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = invitationPageSchema.parse(response.json<{ data: unknown }>().data);
      expect(page.pagination.total).toBe(page.result.length);
      return page.result.map((invitation) => invitation.email).sort();
    };
    expect(await emailsOf('')).toEqual([`s-${tag}@example.test`, `t-${tag}@example.test`]);
    expect(await emailsOf('&roleGroup=teachers')).toEqual([`t-${tag}@example.test`]);
    expect(await emailsOf('&roleGroup=staff')).toEqual([`s-${tag}@example.test`]);
    const bad = await t.request(
      manager,
      'GET',
      `${usersUrl(USERS_PATHS.invitations('admin'))}?roleGroup=owners`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { roleGroup: expect.any(String) } });
  });

  it('GET {id}: one invitation of the kind; another kind or an unknown id is 404', async () => {
    const email = `one-${unique()}@example.test`;
    const id = (await invite([email], 'Teacher')).get(email)!;
    const response = await t.request(manager, 'GET', usersUrl(USERS_PATHS.invitation('admin', id)));
    expect(response.statusCode).toBe(200);
    const one = invitationSchema.parse(response.json<{ data: unknown }>().data);
    expect(one).toMatchObject({
      id,
      email,
      kind: 'admin',
      role: { name: 'Teacher', number: 5 },
      classRoom: null,
    });
    expect(
      (await t.request(manager, 'GET', usersUrl(USERS_PATHS.invitation('user', id)))).statusCode,
    ).toBe(404);
    expect(
      (await t.request(manager, 'GET', usersUrl(USERS_PATHS.invitation('admin', 'nope'))))
        .statusCode,
    ).toBe(404);
  });

  it('needs Students for student invitations and Users for admin invitations', async () => {
    const nour = await organizationId(t.db, 'Nour Academy');
    const studentsOnly = await createRole(t.db, { grants: { Students: ['read'] } });
    const user = await createUser(t.db, {
      memberships: [{ organizationId: nour, roleId: studentsOnly, isActive: true }],
    });
    const token = await t.login(user.email);
    expect(
      (await t.request(token, 'GET', usersUrl(USERS_PATHS.invitations('user')))).statusCode,
    ).toBe(200);
    expect(
      (await t.request(token, 'GET', usersUrl(USERS_PATHS.invitations('admin')))).statusCode,
    ).toBe(403);
    const write = await bulk(t, {
      token,
      kind: 'user',
      dryRun: true,
      rows: [{ email: 'a@example.test' }],
    });
    expect(write.statusCode).toBe(403);
  });
});

describe('resend and cancel, decided by the invitation machine', () => {
  it('pending -resend-> pending: new token and expiry, the old link stops working, e-mailed again', async () => {
    const email = `resend-${unique()}@example.test`;
    const id = (await invite([email])).get(email)!;
    const before = await lastLinkTo(t, email);
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, id));
    const response = await action('user', id, 'resend');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { id, status: 'pending', sendCount: 2 },
      message: INVITATION_MESSAGES.resent,
    });
    const [after] = await t.db.select().from(invitations).where(eq(invitations.id, id));
    expect(after!.tokenHash).not.toBe(row!.tokenHash);
    expect(after!.expiresAt.getTime()).toBeGreaterThanOrEqual(row!.expiresAt.getTime());
    expect(await t.db.$count(mailOutbox, eq(mailOutbox.to, email))).toBe(2);
    const link = await lastLinkTo(t, email);
    expect(link.token).not.toBe(before.token);
    const check = (token: string) =>
      t.request(null, 'POST', usersUrl(USERS_PATHS.invitationCheckEmail), {
        adminInvitationId: id,
        token,
      });
    expect((await check(before.token)).statusCode).toBe(404);
    expect((await check(link.token)).statusCode).toBe(200);
  });

  it('expired -resend-> pending', async () => {
    const email = `expired-${unique()}@example.test`;
    const id = (await invite([email])).get(email)!;
    await expire(id);
    const response = await action('user', id, 'resend');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { status: 'pending' } });
  });

  it('pending -cancel-> canceled; then neither resend nor cancel (409)', async () => {
    const email = `cancel-${unique()}@example.test`;
    const id = (await invite([email], 'Staff')).get(email)!;
    const canceled = await action('admin', id, 'cancel');
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({
      data: { status: 'canceled' },
      message: INVITATION_MESSAGES.canceled,
    });
    for (const what of ['resend', 'cancel'] as const) {
      const refused = await action('admin', id, what);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: INVITATION_MESSAGES.transitionRefused(what, 'canceled'),
      });
    }
  });

  it('expired -cancel-> refused (409)', async () => {
    const email = `expired-cancel-${unique()}@example.test`;
    const id = (await invite([email])).get(email)!;
    await expire(id);
    const refused = await action('user', id, 'cancel');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: INVITATION_MESSAGES.transitionRefused('cancel', 'expired'),
    });
  });

  it('accepted: neither resend nor cancel (409)', async () => {
    const email = `accepted-${unique()}@example.test`;
    const id = (await invite([email])).get(email)!;
    await t.db.update(invitations).set({ status: 'accepted' }).where(eq(invitations.id, id));
    for (const what of ['resend', 'cancel'] as const) {
      const refused = await action('user', id, what);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: INVITATION_MESSAGES.transitionRefused(what, 'accepted'),
      });
    }
  });

  it('another kind or an unknown id: 404', async () => {
    const email = `kind-${unique()}@example.test`;
    const id = (await invite([email])).get(email)!;
    expect((await action('admin', id, 'cancel')).statusCode).toBe(404);
    expect(
      (await action('user', '00000000-0000-4000-8000-000000000000', 'resend')).statusCode,
    ).toBe(404);
  });
});

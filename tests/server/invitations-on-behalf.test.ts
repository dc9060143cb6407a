import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_MESSAGES,
  invitationPageSchema,
  type BulkResult,
} from '../../contract/invitations';
import { ORGANIZATION_MESSAGES } from '../../contract/organizations';
import { USERS_PATHS } from '../../contract/paths';
import { organizations } from '../../server/db/schema/organizations';
import { memberships, users } from '../../server/db/schema/users';
import { createOrganization, organizationId, roleId } from './support/factories';
import { bulk, lastLinkTo } from './support/invitations';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/*
 * A platform admin sets up a new customer from its page: the manager's invitation goes into
 * that organisation, whichever organisation the admin has active (?organizationId=).
 */

let t: TestApp;
let admin: string;
let manager: string;
let nour: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  manager = await t.login('manager@demo.test');
  nour = await organizationId(t.db, 'Nour Academy');
});
afterAll(() => t.close());

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const today = () => new Date().toISOString().slice(0, 10);
const nextYear = () => `${new Date().getUTCFullYear() + 1}-12-31`;

/** A new customer, its contract pending as one just created. */
const newCustomer = (values: Partial<typeof organizations.$inferInsert> = {}) =>
  createOrganization(t.db, {
    name: `Customer ${unique()}`,
    contractStatus: 'pending',
    startsAt: today(),
    endsAt: nextYear(),
    maxTeachers: 5,
    maxStudents: 50,
    ...values,
  });

const inviteManager = (token: string, org: string, email: string) =>
  bulk(t, {
    token,
    kind: 'admin',
    key: `behalf-${unique()}`,
    organizationId: org,
    rows: [{ email, firstName: 'Salma', lastName: 'Haddad', role: 'Organization Manager' }],
  });

const listOf = (token: string, org: string) =>
  t.request(token, 'GET', `${usersUrl(USERS_PATHS.invitations('admin'))}?organizationId=${org}`);

describe('invitations into a named organisation', () => {
  it("a HAD admin invites a new customer's manager, who accepts into that organisation", async () => {
    const org = await newCustomer();
    const email = `manager-${unique()}@customer.test`;
    const sent = await inviteManager(admin, org, email);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ data: BulkResult }>().data.invitedCount).toBe(1);

    // Listed in the customer's invitations, not in HAD's.
    const listed = invitationPageSchema.parse(
      (await listOf(admin, org)).json<{ data: unknown }>().data,
    );
    expect(listed.result.map((row) => row.email)).toEqual([email]);
    const own = await t.request(
      admin,
      'GET',
      `${usersUrl(USERS_PATHS.invitations('admin'))}?search=${email}`,
    );
    expect(invitationPageSchema.parse(own.json<{ data: unknown }>().data).result).toEqual([]);

    // The e-mail names the customer; the new account lands in it as its manager.
    const { adminInvitationId, token, mail } = await lastLinkTo(t, email);
    const [customer] = await t.db.select().from(organizations).where(eq(organizations.id, org));
    expect(mail.text).toContain(customer!.name);
    const registered = await t.request(null, 'POST', usersUrl(USERS_PATHS.invitationRegister), {
      adminInvitationId,
      token,
      password: 'Qamar-Sahra-2026!',
      firstName: 'Salma',
      lastName: 'Haddad',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await t.db.select().from(memberships).where(eq(memberships.userId, user!.id))).toEqual([
      expect.objectContaining({
        organizationId: org,
        roleId: await roleId(t.db, 'Organization Manager'),
        isActive: true,
      }),
    ]);
  });

  it('resends and cancels there, and offers the same roles as at home', async () => {
    const org = await newCustomer();
    const email = `resend-${unique()}@customer.test`;
    await inviteManager(admin, org, email);
    const [row] = invitationPageSchema.parse(
      (await listOf(admin, org)).json<{ data: unknown }>().data,
    ).result;
    const onBehalf = (path: string) => `${usersUrl(path)}?organizationId=${org}`;
    const resent = await t.request(
      admin,
      'POST',
      onBehalf(USERS_PATHS.invitationResend('admin', row!.id)),
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({
      message: INVITATION_MESSAGES.resent,
      data: { sendCount: 2 },
    });
    const canceled = await t.request(
      admin,
      'POST',
      onBehalf(USERS_PATHS.invitationCancel('admin', row!.id)),
    );
    expect(canceled.json()).toMatchObject({ data: { status: 'canceled' } });
    // Without the organisation, the id is not one of the active organisation's.
    const home = await t.request(
      admin,
      'POST',
      usersUrl(USERS_PATHS.invitationResend('admin', row!.id)),
    );
    expect(home.statusCode).toBe(404);

    const roles = await t.request(admin, 'GET', onBehalf(USERS_PATHS.invitationRoles));
    const atHome = await t.request(admin, 'GET', usersUrl(USERS_PATHS.invitationRoles));
    expect(roles.statusCode).toBe(200);
    expect(roles.json()).toEqual(atHome.json());
  });

  it("is refused while the customer's contract is paused or canceled (409, naming it)", async () => {
    const org = await newCustomer({ contractStatus: 'paused' });
    const [customer] = await t.db.select().from(organizations).where(eq(organizations.id, org));
    const response = await inviteManager(admin, org, `paused-${unique()}@customer.test`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: ORGANIZATION_MESSAGES.invitingRefused(customer!.name, 'paused'),
    });
  });

  it('anyone but a HAD organisation manager naming another organisation gets 404', async () => {
    const org = await newCustomer();
    const byManager = await inviteManager(manager, org, `not-${unique()}@customer.test`);
    expect(byManager.statusCode).toBe(404);
    expect((await listOf(manager, org)).statusCode).toBe(404);
    // Naming their own organisation is the same as naming none.
    const own = await listOf(manager, nour);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('a malformed organisation id is a 400 on the query, not a lookup', async () => {
    const response = await t.request(
      admin,
      'GET',
      `${usersUrl(USERS_PATHS.invitations('admin'))}?organizationId=nope`,
    );
    expect(response.statusCode).toBe(400);
  });
});

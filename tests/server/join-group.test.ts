import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import { MESSAGES } from '../../contract/messages';
import { USERS_PATHS } from '../../contract/paths';
import { apiErrorSchema, ERROR_CODES } from '../../contract/wire';
import { joinCodes } from '../../server/db/schema/accounts';
import { ACCOUNT_URLS } from './support/accounts';
import { createUser, organizationId, roleId } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const join = (token: string, userId: string, code: string) =>
  t.request(token, 'PUT', usersUrl(USERS_PATHS.joinGroup(userId)), { code });

async function pendingUser() {
  const user = await createUser(t.db, {
    memberships: [
      {
        organizationId: await organizationId(t.db, 'DEFAULT'),
        roleId: await roleId(t.db, 'Guest'),
        isActive: true,
      },
    ],
  });
  return { ...user, token: await t.login(user.email) };
}

describe('PUT v1/users/admin/joinGroup/{id}', () => {
  it('joins Nour Academy as a teacher, leaving DEFAULT, and uses the code up', async () => {
    const user = await pendingUser();
    const response = await join(user.token, user.id, 'nour-t-0001');
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      data: {
        isActive: boolean;
        group: { name: string };
        role: { name: string; number: number };
      }[];
      message: string;
    };
    expect(body.message).toBe(ACCOUNT_MESSAGES.joined);
    const active = body.data.filter((org) => org.isActive);
    expect(active).toEqual([
      expect.objectContaining({
        group: expect.objectContaining({ name: 'Nour Academy' }),
        role: expect.objectContaining({ name: 'Teacher', number: 5 }),
      }),
    ]);
    const [code] = await t.db.select().from(joinCodes).where(eq(joinCodes.code, 'NOUR-T-0001'));
    expect(code).toMatchObject({ usedBy: user.id });
    expect(code?.usedAt).toBeInstanceOf(Date);
    // The same token gets the teacher's rights on the next call.
    const groups = await t.request(user.token, 'GET', ACCOUNT_URLS.adminGroups);
    expect(groups.json().data.find((o: { isActive: boolean }) => o.isActive).group.name).toBe(
      'Nour Academy',
    );
  });

  it("answers 'This code is already Used.' (409) for a used code", async () => {
    const user = await pendingUser();
    const response = await join(user.token, user.id, 'NOUR-T-0001');
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      message: MESSAGES.codeUsed,
      code: ERROR_CODES.conflict,
    });
  });

  it("answers 'Invalid Code' (400) for an unknown code", async () => {
    const user = await pendingUser();
    const response = await join(user.token, user.id, 'NOPE-0000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.invalidCode });
  });

  it("refuses to join on someone else's behalf (403) and without a token (401)", async () => {
    const user = await pendingUser();
    const other = await pendingUser();
    expect((await join(user.token, other.id, 'NOUR-S-0001')).statusCode).toBe(403);
    const anonymous = await t.request(null, 'PUT', usersUrl(USERS_PATHS.joinGroup(user.id)), {
      code: 'NOUR-S-0001',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives one code to exactly one of two people racing for it', async () => {
    const [a, b] = await Promise.all([pendingUser(), pendingUser()]);
    const results = await Promise.all([
      join(a.token, a.id, 'NOUR-S-0002'),
      join(b.token, b.id, 'NOUR-S-0002'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

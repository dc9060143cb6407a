import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_PATHS } from '../../contract/paths';
import { ORGANIZATION_MESSAGES } from '../../contract/organizations';
import { joinCodes } from '../../server/db/schema/accounts';
import { createOrganization, createUser, organizationId, roleId } from './support/factories';
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

/** An organisation with one teacher and one student seat, and `n` codes of each kind. */
async function smallSchool(n: number) {
  const id = await createOrganization(t.db, { maxTeachers: 1, maxStudents: 1 });
  const codes = { teacher: [] as string[], student: [] as string[] };
  for (const kind of ['teacher', 'student'] as const) {
    const role = await roleId(t.db, kind === 'teacher' ? 'Teacher' : 'Student');
    for (let i = 0; i < n; i++) {
      const code = `SEAT-${kind[0]!.toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`;
      await t.db.insert(joinCodes).values({ organizationId: id, code, kind, roleId: role });
      codes[kind].push(code);
    }
  }
  return { id, codes };
}

const usedAt = async (code: string) =>
  (await t.db.select().from(joinCodes).where(eq(joinCodes.code, code)))[0]?.usedAt ?? null;

describe('join codes against the contract seats', () => {
  it('answers 409 past maxTeachers or maxStudents and leaves the code unused', async () => {
    const school = await smallSchool(2);
    for (const kind of ['teacher', 'student'] as const) {
      const [first, second] = [await pendingUser(), await pendingUser()];
      const [code1, code2] = school.codes[kind];
      expect((await join(first.token, first.id, code1!)).statusCode).toBe(200);
      const refused = await join(second.token, second.id, code2!);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        ORGANIZATION_MESSAGES.seatLimit(kind === 'teacher' ? 'teachers' : 'students', 1),
      );
      expect(await usedAt(code2!)).toBeNull();
      // Still pending in DEFAULT.
      const groups = await t.request(second.token, 'GET', usersUrl(USERS_PATHS.adminGroups));
      expect(groups.json().data.map((g: { group: { name: string } }) => g.group.name)).toEqual([
        'DEFAULT',
      ]);
    }
  });

  it('a member re-joining with a code of their kind does not count against themselves', async () => {
    const school = await smallSchool(2);
    const user = await pendingUser();
    expect((await join(user.token, user.id, school.codes.student[0]!)).statusCode).toBe(200);
    expect((await join(user.token, user.id, school.codes.student[1]!)).statusCode).toBe(200);
  });

  it('gives the last seat to exactly one of two people racing for it', async () => {
    const school = await smallSchool(2);
    const [a, b] = await Promise.all([pendingUser(), pendingUser()]);
    const results = await Promise.all([
      join(a.token, a.id, school.codes.student[0]!),
      join(b.token, b.id, school.codes.student[1]!),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

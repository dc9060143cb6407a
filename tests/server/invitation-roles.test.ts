import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dryRunReportSchema,
  invitationRoleSchema,
  type InvitationRole,
} from '../../contract/invitations';
import { USERS_PATHS } from '../../contract/paths';
import { envelope } from '../../contract/wire';
import { createRole, createUser, organizationId } from './support/factories';
import { bulk } from './support/invitations';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager@demo.test');
});
afterAll(() => t.close());

const url = usersUrl(USERS_PATHS.invitationRoles);
const rolesOf = async (token: string) => {
  const response = await t.request(token, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(invitationRoleSchema.array()).parse(response.json()).data;
};
const summary = (roles: InvitationRole[]) => roles.map((r) => `${r.number} ${r.name} ${r.group}`);

describe('GET v1/admin-invitations/roles', () => {
  it("offers a manager the roles within the manager's own rights, never Guest or Student", async () => {
    expect(summary(await rolesOf(manager))).toEqual([
      '1 Organization Manager staff',
      '2 Staff staff',
      '5 Teacher teachers',
    ]);
  });

  it('offers a HAD admin (every right) every role but Guest and Student, teachers grouped', async () => {
    const admin = await t.login('admin@demo.test');
    expect(summary(await rolesOf(admin))).toEqual([
      '0 Admin staff',
      '1 Organization Manager staff',
      '2 Staff staff',
      '4 HAD Teacher teachers',
      '5 Teacher teachers',
    ]);
  });

  it('follows the roles as they are: a new role within the rights appears, one beyond them does not', async () => {
    await createRole(t.db, { name: 'Front desk', number: 7, grants: { Students: ['read'] } });
    await createRole(t.db, { name: 'Curriculum editor', number: 8, grants: { Levels: ['write'] } });
    const names = (await rolesOf(manager)).map((r) => r.name);
    expect(names).toContain('Front desk');
    expect(names).not.toContain('Curriculum editor');
  });

  it('is what the import accepts: every offered role passes a dry run, another is unknownRole', async () => {
    const offered = await rolesOf(manager);
    const response = await bulk(t, {
      token: manager,
      kind: 'admin',
      dryRun: true,
      rows: [
        ...offered.map((role, i) => ({ email: `offered-${i}@roles.test`, role: role.name })),
        { email: 'not-offered@roles.test', role: 'HAD Teacher' },
      ],
    });
    const report = envelope(dryRunReportSchema).parse(response.json()).data;
    expect(report.validRows).toBe(offered.length);
    expect(report.rows.find((r) => r.email === 'not-offered@roles.test')?.errors).toEqual([
      expect.objectContaining({ code: 'unknownRole', column: 'role' }),
    ]);
  });

  it('needs Users write: a reader of Users gets 403', async () => {
    const readerRole = await createRole(t.db, { grants: { Users: ['read'] } });
    const reader = await createUser(t.db, {
      memberships: [
        {
          organizationId: await organizationId(t.db, 'Nour Academy'),
          roleId: readerRole,
          isActive: true,
        },
      ],
    });
    const response = await t.request(await t.login(reader.email), 'GET', url);
    expect(response.statusCode).toBe(403);
  });
});

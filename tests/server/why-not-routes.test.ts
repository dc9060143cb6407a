import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES } from '../../contract/organizations';
import { USERS_PATHS } from '../../contract/paths';
import { whoCanSchema } from '../../contract/roles';
import { envelope } from '../../contract/wire';
import type { Permission, Resource } from '../../contract/permissions';
import { whyNot } from '../../machines/why-not';
import { ROLE_NAMES } from '../../server/db/demo-data';
import { rolePermissions } from '../../server/db/schema/roles';
import { grantsOf } from '../../server/platform/access';
import { createOrganization, createUser, roleId } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/*
 * The console explains a refused action with machines/why-not.ts; the services' guard refuses
 * with the same function. This walks every route that declares a grant, as every role of the
 * demo, and holds the guard's answer equal to the explanation: 403 naming the grants when the
 * role lacks them, 409 naming the paused contract when the contract leaves them out.
 */

const ANY_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
const people = new Map<string, { token: string; permissions: Permission[] }>();
let pausedManager = '';

async function permissionsOf(role: string): Promise<Permission[]> {
  const rows = await t.db
    .select()
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, await roleId(t.db, role)));
  return rows.map((row) => ({
    entity: row.entity as Resource,
    allowedOps: { read: row.read, write: row.write, update: row.update },
  }));
}

/**
 * The guard's answer is all this asks: a call it lets through stops right after it (a later
 * preValidation hook), before validation and the handler. The probe answers in a shape every
 * guarded route documents (an error body), under its own code.
 */
const PROBE = 'x-guard-probe';
const PASSED = 'GUARD_PASSED';

beforeAll(async () => {
  t = await createTestApp({
    routes: (app) =>
      app.addHook('preValidation', async (request, reply) => {
        if (request.headers[PROBE]) {
          return reply.code(403).send({ message: 'Let through by the guard.', code: PASSED });
        }
      }),
  });
  const inForce = await createOrganization(t.db, { name: 'Why not in force' });
  for (const role of Object.values(ROLE_NAMES)) {
    const user = await createUser(t.db, {
      firstName: role,
      lastName: 'Member',
      memberships: [{ organizationId: inForce, roleId: await roleId(t.db, role), isActive: true }],
    });
    people.set(role, { token: await t.login(user.email), permissions: await permissionsOf(role) });
  }
  const paused = await createOrganization(t.db, {
    name: 'Why not paused',
    contractStatus: 'paused',
  });
  const manager = await createUser(t.db, {
    memberships: [
      { organizationId: paused, roleId: await roleId(t.db, ROLE_NAMES.manager), isActive: true },
    ],
  });
  pausedManager = await t.login(manager.email);
});
afterAll(() => t.close());

const granted = () =>
  t.app.routeRegistry.filter((route) => route.method !== 'HEAD' && route.access !== undefined);

/** What the guard answered: let through, refused for a right (naming it), or another answer. */
async function guardAnswer(token: string, method: string, url: string) {
  const response = await t.app.inject({
    method: method as 'GET',
    url: url.replace(/:[A-Za-z]+/g, ANY_ID),
    headers: { authorization: `Bearer ${token}`, [PROBE]: '1' },
  });
  const body = response.json<{ code?: string; message?: string; missing?: unknown }>();
  return {
    status: response.statusCode,
    passed: body.code === PASSED,
    missing: response.statusCode === 403 ? body.missing : undefined,
    message: body.message,
  };
}

describe('the guard refuses as the explanation says', () => {
  it('for every route that declares a grant, and every role of the demo', async () => {
    const routes = granted().filter((route) => grantsOf(route.access!).length > 0);
    expect(routes.length).toBeGreaterThan(150);
    const disagreements: string[] = [];
    for (const [role, person] of people) {
      for (const route of routes) {
        const need = grantsOf(route.access!);
        const why = whyNot(person.permissions, 'inForce', need);
        const answer = await guardAnswer(person.token, route.method, route.url);
        const expected = why?.reason === 'right' ? need : undefined;
        if (
          answer.passed !== (why === null) ||
          JSON.stringify(answer.missing) !== JSON.stringify(expected)
        ) {
          disagreements.push(`${role}: ${route.method} ${route.url} answered ${answer.status}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('under a paused contract, naming the contract where the role has the right', async () => {
    const permissions = await permissionsOf(ROLE_NAMES.manager);
    const paused = ORGANIZATION_MESSAGES.contractPaused('Why not paused');
    const disagreements: string[] = [];
    for (const route of granted().filter((each) => grantsOf(each.access!).length > 0)) {
      const why = whyNot(permissions, 'paused', grantsOf(route.access!));
      const answer = await guardAnswer(pausedManager, route.method, route.url);
      const said = answer.status === 409 && answer.message === paused;
      if (
        answer.passed !== (why === null) ||
        said !== (why?.reason === 'contract') ||
        (answer.missing !== undefined) !== (why?.reason === 'right')
      ) {
        disagreements.push(`${route.method} ${route.url} answered ${answer.status}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('GET v1/roles/who-can', () => {
  it('names the roles held here with the right, and who may change a role, to any member', async () => {
    const student = people.get(ROLE_NAMES.student)!;
    const response = await t.request(
      student.token,
      'GET',
      `${usersUrl(USERS_PATHS.whoCan)}?resource=ClassRoomManager&op=write`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = envelope(whoCanSchema).parse(response.json());
    expect(data.roles).toEqual([ROLE_NAMES.admin, ROLE_NAMES.manager]);
    expect(data.askers).toEqual([`${ROLE_NAMES.admin} Member`, `${ROLE_NAMES.manager} Member`]);

    // The paused organisation's manager is no one here; a right nobody holds names no role.
    const none = await t.request(
      student.token,
      'GET',
      `${usersUrl(USERS_PATHS.whoCan)}?resource=Stories&op=update`,
    );
    expect(envelope(whoCanSchema).parse(none.json()).data.roles).toEqual([
      ROLE_NAMES.admin,
      ROLE_NAMES.hadTeacher,
    ]);
    const bad = await t.request(
      student.token,
      'GET',
      `${usersUrl(USERS_PATHS.whoCan)}?resource=Nope&op=write`,
    );
    expect(bad.statusCode).toBe(400);
  });
});

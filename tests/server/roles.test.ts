import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { USERS_PATHS } from '../../contract/paths';
import { RESOURCES, type Permission } from '../../contract/permissions';
import { ROLE_MESSAGES, roleSummarySchema, type RoleBody } from '../../contract/roles';
import { envelope } from '../../contract/wire';
import { rolePermissions, roles } from '../../server/db/schema/roles';
import { ROLE_NAMES } from '../../server/db/demo-data';
import { createRole, createUser, organizationId, roleId } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const ROLES = usersUrl(USERS_PATHS.roles);
const ROLE = (id: string) => usersUrl(USERS_PATHS.role(id));
const one = envelope(roleSummarySchema);
const many = envelope(roleSummarySchema.array());

const ops = (read: boolean, write = false, update = false) => ({ read, write, update });
const body = (name: string, permissions: Permission[] = []): RoleBody => ({
  name,
  number: 7,
  permissions,
});

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

describe('GET v1/roles', () => {
  it('lists every role with its permissions and how many memberships hold it', async () => {
    const response = await t.request(admin, 'GET', ROLES);
    expect(response.statusCode).toBe(200);
    const { data } = many.parse(response.json());
    const byName = new Map(data.map((role) => [role.name, role]));
    expect(data.map((role) => role.number)).toEqual(
      data.map((r) => r.number).sort((a, b) => a - b),
    );
    const adminRole = byName.get('Admin')!;
    expect(adminRole).toMatchObject({ number: 0, holders: 2 });
    expect(adminRole.permissions.map((p) => p.entity).sort()).toEqual([...RESOURCES].sort());
    expect(byName.get('Staff')).toMatchObject({
      number: 2,
      holders: 0,
      permissions: [
        { entity: 'ClassRoomManager', allowedOps: ops(true) },
        { entity: 'Reports', allowedOps: ops(true) },
        { entity: 'Students', allowedOps: ops(true) },
      ],
    });
    expect(byName.get('HAD Teacher')).toMatchObject({ number: 4, holders: 1 });
  });

  it('needs Roles read: the Organization Manager and the HAD teacher get 403', async () => {
    for (const email of ['manager@demo.test', 'teacher@demo.test']) {
      const response = await t.request(await t.login(email), 'GET', ROLES);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
    }
    expect((await t.request(null, 'GET', ROLES)).statusCode).toBe(401);
  });
});

describe('POST v1/roles', () => {
  it('creates a role with its permissions and says so', async () => {
    const input = body('Reports reader', [
      { entity: 'Reports', allowedOps: ops(true) },
      { entity: 'Students', allowedOps: ops(true, true, true) },
    ]);
    const response = await t.request(admin, 'POST', ROLES, input);
    expect(response.statusCode).toBe(201);
    const created = one.parse(response.json());
    expect(created.message).toBe(ROLE_MESSAGES.created);
    expect(created.data).toEqual({ id: expect.any(String), ...input, holders: 0 });
    const fetched = one.parse((await t.request(admin, 'GET', ROLE(created.data.id))).json());
    expect(fetched.data).toEqual(created.data);
  });

  it('answers 409 for a name already taken, creating nothing', async () => {
    const before = (await t.db.select().from(roles)).length;
    const response = await t.request(admin, 'POST', ROLES, body('Staff'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: ROLE_MESSAGES.nameTaken });
    expect(await t.db.select().from(roles)).toHaveLength(before);
  });

  it('answers 400 with field errors for bad bodies', async () => {
    const cases: [unknown, string][] = [
      [{ ...body(''), name: '  ' }, 'name'],
      [{ ...body('x'), number: -1 }, 'number'],
      [
        { ...body('x'), permissions: [{ entity: 'Everything', allowedOps: ops(true) }] },
        'permissions.0.entity',
      ],
      [
        body('x', [
          { entity: 'Reports', allowedOps: ops(true) },
          { entity: 'Reports', allowedOps: ops(false) },
        ]),
        'permissions',
      ],
      [{ ...body('x'), extra: 1 }, 'extra'],
    ];
    for (const [input, field] of cases) {
      const response = await t.request(admin, 'POST', ROLES, input);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fieldErrors, field).toHaveProperty([field]);
    }
  });

  it('needs Roles write and refuses to grant rights the caller does not hold', async () => {
    const reader = await createRole(t.db, { grants: { Roles: ['read'] } });
    const writer = await createRole(t.db, {
      grants: { Roles: ['read', 'write', 'update'], Reports: ['read'] },
    });
    const had = await organizationId(t.db, 'HAD');
    const readOnly = await createUser(t.db, {
      memberships: [{ organizationId: had, roleId: reader, isActive: true }],
    });
    const limited = await createUser(t.db, {
      memberships: [{ organizationId: had, roleId: writer, isActive: true }],
    });
    const denied = await t.request(await t.login(readOnly.email), 'POST', ROLES, body('Nope'));
    expect(denied.statusCode).toBe(403);
    const token = await t.login(limited.email);
    const escalate = await t.request(
      token,
      'POST',
      ROLES,
      body('Escalated', [{ entity: 'Users', allowedOps: ops(true, true) }]),
    );
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json()).toMatchObject({ message: ROLE_MESSAGES.beyondOwnRights });
    const allowed = await t.request(
      token,
      'POST',
      ROLES,
      body('Within rights', [{ entity: 'Reports', allowedOps: ops(true) }]),
    );
    expect(allowed.statusCode).toBe(201);
  });
});

describe('GET, PUT, DELETE v1/roles/{id}', () => {
  it('replaces name, number and permissions at once', async () => {
    const id = await createRole(t.db, { grants: { Reports: ['read'], Students: ['read'] } });
    const input: RoleBody = {
      name: 'Renamed role',
      number: 3,
      permissions: [{ entity: 'Levels', allowedOps: ops(true, true) }],
    };
    const response = await t.request(admin, 'PUT', ROLE(id), input);
    expect(response.statusCode).toBe(200);
    const updated = one.parse(response.json());
    expect(updated).toEqual({
      data: { id, ...input, holders: 0 },
      message: ROLE_MESSAGES.updated,
      messageKey: 'roles.updated',
    });
    const rows = await t.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, id));
    expect(rows.map((row) => row.entity)).toEqual(['Levels']);
  });

  it('keeps the old role when the new name is taken (one transaction)', async () => {
    const id = await createRole(t.db, { name: 'Keeps me', grants: { Reports: ['read'] } });
    const response = await t.request(admin, 'PUT', ROLE(id), body('Admin'));
    expect(response.statusCode).toBe(409);
    const { data } = one.parse((await t.request(admin, 'GET', ROLE(id))).json());
    expect(data).toMatchObject({ name: 'Keeps me', permissions: [{ entity: 'Reports' }] });
  });

  it('refuses to delete a role still held and says by how many', async () => {
    const id = await createRole(t.db);
    const nour = await organizationId(t.db, 'Nour Academy');
    for (let i = 0; i < 2; i++) {
      await createUser(t.db, { memberships: [{ organizationId: nour, roleId: id }] });
    }
    const response = await t.request(admin, 'DELETE', ROLE(id));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: ROLE_MESSAGES.heldBy(2) });
    expect(ROLE_MESSAGES.heldBy(1)).toContain('1 member;');
    expect((await t.request(admin, 'GET', ROLE(id))).statusCode).toBe(200);
  });

  it('keeps the built-in Guest role: its rights change, its name and itself stay', async () => {
    const guest = await roleId(t.db, ROLE_NAMES.guest);
    const current = one.parse((await t.request(admin, 'GET', ROLE(guest))).json()).data;
    const renamed = await t.request(admin, 'PUT', ROLE(guest), body('Visitor'));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ message: ROLE_MESSAGES.builtIn });
    const deleted = await t.request(admin, 'DELETE', ROLE(guest));
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({ message: ROLE_MESSAGES.builtIn });
    const kept = await t.request(admin, 'PUT', ROLE(guest), {
      name: current.name,
      number: current.number,
      permissions: [],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    // Sign-up still finds it.
    const signup = await t.request(null, 'POST', usersUrl(USERS_PATHS.signup), {
      email: 'after-guest-edit@example.test',
      password: 'A-long-enough-pass-2026',
      firstName: 'New',
      lastName: 'Person',
    });
    expect(signup.statusCode, signup.body).toBe(200);
  });

  it('deletes a role nobody holds, with its permissions', async () => {
    const id = await createRole(t.db, { grants: { Reports: ['read'] } });
    const response = await t.request(admin, 'DELETE', ROLE(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: null,
      message: ROLE_MESSAGES.deleted,
      messageKey: 'roles.deleted',
      trashId: expect.any(String),
    });
    expect((await t.request(admin, 'GET', ROLE(id))).statusCode).toBe(404);
    expect(await t.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, id))).toEqual(
      [],
    );
  });

  it('answers 404 for an unknown id and 400 for one that is not a uuid', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, payload] of [['GET'], ['PUT', body('Ghost')], ['DELETE']] as const) {
      const missing = await t.request(admin, method, ROLE(unknown), payload);
      expect(missing.statusCode, method).toBe(404);
      const bad = await t.request(admin, method, ROLE('nope'), payload);
      expect(bad.statusCode, method).toBe(400);
      expect(bad.json()).toMatchObject({ fieldErrors: { id: expect.any(String) } });
    }
  });

  it('refuses to edit a role granting rights the caller does not hold', async () => {
    const writer = await createRole(t.db, { grants: { Roles: ['read', 'write', 'update'] } });
    const user = await createUser(t.db, {
      memberships: [
        { organizationId: await organizationId(t.db, 'HAD'), roleId: writer, isActive: true },
      ],
    });
    const token = await t.login(user.email);
    const adminRole = await roleId(t.db, 'Admin');
    const response = await t.request(token, 'PUT', ROLE(adminRole), body('Admin'));
    expect(response.statusCode).toBe(403);
    const { data } = one.parse((await t.request(admin, 'GET', ROLE(adminRole))).json());
    expect(data.permissions).toHaveLength(RESOURCES.length);
  });
});

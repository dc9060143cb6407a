import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { adminGroupsResponseSchema } from '../../contract/users';
import { envelope } from '../../contract/wire';
import { RESOURCES } from '../../contract/permissions';
import { rolePermissions } from '../../server/db/schema/roles';
import { needs } from '../../server/platform/access';
import { createOrganization, createUser, organizationId, roleId } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const GROUPS = usersUrl('v1/users/admin-groups');
const SWITCH = (id: string) => usersUrl(`v1/users/admin/switchActiveGroup/${id}`);
const PROBE = '/api/users/v1/test/users-read';
const groupsBody = envelope(adminGroupsResponseSchema);

/** A test-only route guarded by `Users read`, to observe the active role's permissions. */
const probeRoute = (app: FastifyInstance) => {
  app.get(PROBE, { config: needs('Users', 'read') }, async (request) => ({
    data: { organization: request.auth?.organizationName },
  }));
};

let t: TestApp;
let ids: Record<'had' | 'nour' | 'dar', string>;

beforeAll(async () => {
  t = await createTestApp({ routes: probeRoute });
  ids = {
    had: await organizationId(t.db, 'HAD'),
    nour: await organizationId(t.db, 'Nour Academy'),
    dar: await organizationId(t.db, 'Dar Al Ilm'),
  };
});
afterAll(() => t.close());

describe('GET v1/users/admin-groups', () => {
  it("lists the admin's two organisations with HAD active and full Admin rights", async () => {
    const token = await t.login('admin@demo.test');
    const response = await t.request(token, 'GET', GROUPS);
    expect(response.statusCode).toBe(200);
    const { data } = groupsBody.parse(response.json());
    expect(data.map((org) => [org.group.name, org.isActive])).toEqual([
      ['HAD', true],
      ['Nour Academy', false],
    ]);
    const had = data[0]!;
    expect(had.group).toEqual({
      id: ids.had,
      name: 'HAD',
      company_location: 'Amman',
      logoImageName: 'had.svg',
      contract: { status: 'active', endsAt: expect.any(String), standing: 'inForce' },
    });
    expect(had.role).toMatchObject({ name: 'Admin', number: 0 });
    expect(had.role.permissions.map((p) => p.entity).sort()).toEqual([...RESOURCES].sort());
    expect(had.role.permissions.every((p) => p.allowedOps.read && p.allowedOps.write)).toBe(true);
  });

  it('shows the HAD teacher as role number 4 and the pending user in DEFAULT', async () => {
    const teacher = groupsBody.parse(
      (await t.request(await t.login('teacher@demo.test'), 'GET', GROUPS)).json(),
    );
    expect(teacher.data).toHaveLength(1);
    expect(teacher.data[0]!.role.number).toBe(4);
    expect(teacher.data[0]!.role.permissions).toContainEqual({
      entity: 'LiveClasses',
      allowedOps: { read: true, write: true, update: true },
    });
    const pending = groupsBody.parse(
      (await t.request(await t.login('pending@demo.test'), 'GET', GROUPS)).json(),
    );
    expect(pending.data.map((org) => [org.group.name, org.isActive, org.role.permissions])).toEqual(
      [['DEFAULT', true, []]],
    );
  });
});

describe('PUT v1/users/admin/switchActiveGroup/{id}', () => {
  it('switches the admin to Nour Academy and back', async () => {
    const token = await t.login('admin@demo.test');
    const response = await t.request(token, 'PUT', SWITCH(ids.nour));
    expect(response.statusCode).toBe(200);
    const body = groupsBody.parse(response.json());
    expect(body.message).toBe(MESSAGES.switched);
    expect(body.data.filter((org) => org.isActive).map((org) => org.group.name)).toEqual([
      'Nour Academy',
    ]);
    const probe = await t.request(token, 'GET', PROBE);
    expect(probe.json()).toEqual({ data: { organization: 'Nour Academy' } });
    expect((await t.request(token, 'PUT', SWITCH(ids.had))).statusCode).toBe(200);
  });

  it("takes the next call's permissions from the new active organisation", async () => {
    const user = await createUser(t.db, {
      memberships: [
        { organizationId: ids.had, roleId: await roleId(t.db, 'HAD Teacher'), isActive: true },
        { organizationId: ids.nour, roleId: await roleId(t.db, 'Organization Manager') },
      ],
    });
    const token = await t.login(user.email);
    expect((await t.request(token, 'GET', PROBE)).statusCode).toBe(403);
    expect((await t.request(token, 'PUT', SWITCH(ids.nour))).statusCode).toBe(200);
    expect((await t.request(token, 'GET', PROBE)).statusCode).toBe(200);
    expect((await t.request(token, 'PUT', SWITCH(ids.had))).statusCode).toBe(200);
    const denied = await t.request(token, 'GET', PROBE);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ message: MESSAGES.forbidden, code: 'FORBIDDEN' });
  });

  it('applies a change to the role on the very next call', async () => {
    const role = await roleId(t.db, 'Staff');
    const user = await createUser(t.db, {
      memberships: [{ organizationId: ids.dar, roleId: role, isActive: true }],
    });
    const token = await t.login(user.email);
    expect((await t.request(token, 'GET', PROBE)).statusCode).toBe(403);
    await t.db.insert(rolePermissions).values({ roleId: role, entity: 'Users', read: true });
    expect((await t.request(token, 'GET', PROBE)).statusCode).toBe(200);
    await t.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, role), eq(rolePermissions.entity, 'Users')));
    expect((await t.request(token, 'GET', PROBE)).statusCode).toBe(403);
  });

  it('refuses an organisation the caller is not a member of, changing nothing', async () => {
    const token = await t.login('manager@demo.test');
    for (const id of [ids.had, await createOrganization(t.db)]) {
      const response = await t.request(token, 'PUT', SWITCH(id));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: MESSAGES.notMember, code: 'FORBIDDEN' });
    }
    const { data } = groupsBody.parse((await t.request(token, 'GET', GROUPS)).json());
    expect(data.map((org) => [org.group.name, org.isActive])).toEqual([['Nour Academy', true]]);
  });

  it('answers 400 with a field error for an id that is not a uuid', async () => {
    const token = await t.login('manager@demo.test');
    const response = await t.request(token, 'PUT', SWITCH('not-a-uuid'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { id: expect.any(String) },
    });
  });

  it('keeps one active membership under concurrent switches', async () => {
    const token = await t.login('admin@demo.test');
    const responses = await Promise.all(
      [ids.nour, ids.had, ids.nour, ids.had].map((id) => t.request(token, 'PUT', SWITCH(id))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const { data } = groupsBody.parse((await t.request(token, 'GET', GROUPS)).json());
    expect(data.filter((org) => org.isActive)).toHaveLength(1);
  });

  it('needs a token', async () => {
    expect((await t.request(null, 'PUT', SWITCH(ids.nour))).statusCode).toBe(401);
    expect((await t.request(null, 'GET', GROUPS)).statusCode).toBe(401);
  });
});

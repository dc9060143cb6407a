import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classRoomSchema } from '../../contract/classes';
import { USERS_PATHS } from '../../contract/paths';
import { OTHER_KEYS, type Operation, type Resource } from '../../contract/permissions';
import { roleSummarySchema } from '../../contract/roles';
import { envelope } from '../../contract/wire';
import { rolePermissions } from '../../server/db/schema/roles';
import { grantsOf } from '../../server/platform/access';
import { API_PREFIX } from '../../server/platform/auth-guard';
import { createOrganization, createRole, createUser } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/*
 * The update flag (docs/permissions.md): read sees, write creates and deletes, update changes a
 * record that exists. Runs on PGlite and on PostgreSQL (the two server projects).
 */

const CLASSES = usersUrl(USERS_PATHS.classRooms);
const CLASS = (id: string) => usersUrl(USERS_PATHS.classRoom(id));
const ARCHIVE = (id: string) => usersUrl(USERS_PATHS.classRoomArchive(id));
const ROLES = usersUrl(USERS_PATHS.roles);
const ROLE = (id: string) => usersUrl(USERS_PATHS.role(id));

/** Routes that change a record that exists without being a PUT: actions on one record. */
const UPDATE_ACTIONS = [
  'POST /api/users/v1/teachers/accept',
  'POST /api/users/v1/teachers/reject',
  'POST /api/users/v1/teachers/profile-changes/approve',
  'POST /api/users/v1/teachers/profile-changes/reject',
  'POST /api/users/v1/user-invitations/:id/resend',
  'POST /api/users/v1/user-invitations/:id/cancel',
  'POST /api/users/v1/admin-invitations/:id/resend',
  'POST /api/users/v1/admin-invitations/:id/cancel',
  'POST /api/users/v1/class_room/students/move',
  ...['levels/', 'levels/units/', 'levels/activities/', 'levels/multichoice-activity/'].flatMap(
    (kind) => [
      `POST /api/levels/v2/admin/levels/archive/${kind.replace('levels/', '')}:id`,
      `POST /api/levels/v2/admin/levels/unarchive/${kind.replace('levels/', '')}:id`,
    ],
  ),
  'POST /api/levels/v1/admin/multichoiceActivities/change_status',
  'POST /api/levels/v1/admin/units/move-units',
  'POST /api/levels/v1/admin/activities/move-activities',
  'POST /api/levels/v1/admin/multichoiceActivities/move-mca',
  'POST /api/settings/v1/app-languages/update-language/:id',
  'POST /api/settings/v1/app-languages/reorder',
  'POST /api/settings/v1/app-languages/:id/translations-json',
];
/** Uploads serve a new record or a change to one: write or update will do. */
const UPLOADS = [
  'POST /api/users/v1/general/upload-file',
  'POST /api/users/v1/general/aws/s3/upload-file',
  'POST /api/levels/v1/live-class/upload-image',
];
/** PUT routes that are no change of a record: adding a membership, entering a meeting. */
const PUT_KEEPING_THEIR_OP = [
  'PUT /api/users/v1/users/addAdminToHadGroup/:id',
  'PUT /api/levels/v1/live-class/admin/enter/:id',
];

let t: TestApp;
let nour: string;
beforeAll(async () => {
  t = await createTestApp();
  nour = await createOrganization(t.db, { maxClassrooms: 20 });
});
afterAll(() => t.close());

/** A member of the test organisation whose role grants `ops` on `resource`, signed in. */
async function memberWith(resource: Resource, ops: Operation[]) {
  const role = await createRole(t.db, { grants: { [resource]: ops } });
  const user = await createUser(t.db, {
    memberships: [{ organizationId: nour, roleId: role, isActive: true }],
  });
  return t.login(user.email);
}

async function newClass(token: string, name: string) {
  const created = await t.request(token, 'POST', CLASSES, { name, level: 'Level 1' });
  expect(created.statusCode, created.body).toBe(201);
  return envelope(classRoomSchema).parse(created.json()).data.id;
}

describe('which operation each route needs', () => {
  const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
  const declared = () =>
    t.app.routeRegistry
      .filter((route) => route.url.startsWith(`${API_PREFIX}/`) && route.method !== 'HEAD')
      .flatMap((route) =>
        route.access && typeof route.access === 'object'
          ? [
              {
                key: key(route),
                method: route.method,
                ops: grantsOf(route.access).map((g) => g.op),
              },
            ]
          : [],
      );

  it('a PUT or an action on a record that exists needs update, not write', () => {
    const wrong = declared()
      .filter(
        (route) =>
          (route.method === 'PUT' && !PUT_KEEPING_THEIR_OP.includes(route.key)) ||
          UPDATE_ACTIONS.includes(route.key),
      )
      .filter((route) => !route.ops.every((op) => op === 'update'))
      .map((route) => `${route.key} -> ${route.ops.join('|')}`);
    expect(wrong).toEqual([]);
    // The list names real routes (a renamed one would make it silently weaker).
    const keys = declared().map((route) => route.key);
    expect(UPDATE_ACTIONS.filter((route) => !keys.includes(route))).toEqual([]);
  });

  it('creating (any other POST) and deleting keep write (or read for a search)', () => {
    const wrong = declared()
      .filter(
        (route) =>
          route.method === 'DELETE' ||
          (route.method === 'POST' &&
            !UPDATE_ACTIONS.includes(route.key) &&
            !UPLOADS.includes(route.key)),
      )
      .filter(
        (route) =>
          route.ops.includes('update') ||
          (route.method === 'DELETE' && !route.ops.every((op) => op === 'write')),
      )
      .map((route) => `${route.key} -> ${route.ops.join('|')}`);
    expect(wrong).toEqual([]);
  });

  it('an upload takes write or update', () => {
    const uploads = declared().filter((route) => UPLOADS.includes(route.key));
    expect(uploads.map((route) => route.key).sort()).toEqual([...UPLOADS].sort());
    for (const route of uploads) {
      expect(route.ops, route.key).toContain('write');
      expect(route.ops, route.key).toContain('update');
    }
  });
});

describe('a role with write but not update', () => {
  it('creates and deletes a class but may not change one (403), archive included', async () => {
    const token = await memberWith('ClassRoomManager', ['read', 'write']);
    const id = await newClass(token, 'Writers A');
    const edit = await t.request(token, 'PUT', CLASS(id), { name: 'Writers B' });
    expect(edit.statusCode, edit.body).toBe(403);
    expect((await t.request(token, 'PUT', ARCHIVE(id))).statusCode).toBe(403);
    const read = await t.request(token, 'GET', CLASS(id));
    expect(envelope(classRoomSchema).parse(read.json()).data).toMatchObject({
      name: 'Writers A',
      isArchived: false,
    });
    expect((await t.request(token, 'DELETE', CLASS(id))).statusCode).toBe(200);
    expect((await t.request(token, 'GET', CLASS(id))).statusCode).toBe(404);
  });
});

describe('a role with update but not write', () => {
  it('changes a class but may neither create nor delete one', async () => {
    const writer = await memberWith('ClassRoomManager', ['read', 'write', 'update']);
    const id = await newClass(writer, 'Editors A');
    const token = await memberWith('ClassRoomManager', ['read', 'update']);
    const edit = await t.request(token, 'PUT', CLASS(id), { name: 'Editors B' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(envelope(classRoomSchema).parse(edit.json()).data.name).toBe('Editors B');
    const created = await t.request(token, 'POST', CLASSES, { name: 'Editors C', level: 'L' });
    expect(created.statusCode).toBe(403);
    expect((await t.request(token, 'DELETE', CLASS(id))).statusCode).toBe(403);
    expect((await t.request(writer, 'GET', CLASS(id))).statusCode).toBe(200);
  });
});

const byEntity = (a: unknown[], b: unknown[]) => (String(a[0]) < String(b[0]) ? -1 : 1);

describe('migration 0032', () => {
  it('gives update wherever write was granted, and the other keys to role managers', async () => {
    const old = await createRole(t.db, {
      grants: { ClassRoomManager: ['read', 'write'], Reports: ['read'], Roles: ['read', 'write'] },
    });
    const file = new URL('../../server/db/migrations/0032_role_update_flag.sql', import.meta.url);
    for (const statement of (await readFile(file, 'utf8')).split('--> statement-breakpoint')) {
      await t.db.execute(sql.raw(statement));
    }
    const rows = await t.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, old));
    expect(
      rows.map(({ entity, read, write, update }) => [entity, read, write, update]).sort(byEntity),
    ).toEqual(
      [
        ['ClassRoomManager', true, true, true],
        ['Reports', true, false, false],
        ['Roles', true, true, true],
        ...OTHER_KEYS.map((entity) => [entity, true, true, true]),
      ].sort(byEntity),
    );
    // The role's holders can now change a class, as they could before the flag meant anything.
    const user = await createUser(t.db, {
      memberships: [{ organizationId: nour, roleId: old, isActive: true }],
    });
    const token = await t.login(user.email);
    const id = await newClass(token, 'Migrated A');
    expect((await t.request(token, 'PUT', CLASS(id), { name: 'Migrated B' })).statusCode).toBe(200);
    const reports = await t.db
      .select()
      .from(rolePermissions)
      .where(and(eq(rolePermissions.roleId, old), eq(rolePermissions.entity, 'Reports')));
    expect(reports[0]?.update).toBe(false);
  });
});

describe("the spec's other keys in a role", () => {
  it('are accepted, stored and answered back by create, get and update', async () => {
    const admin = await t.login('admin@demo.test');
    const permissions = [
      { entity: 'activities', allowedOps: { read: true, write: false, update: true } },
      { entity: 'defaultgroupmanager', allowedOps: { read: true, write: false, update: false } },
      { entity: 'units', allowedOps: { read: true, write: true, update: true } },
    ];
    const created = await t.request(admin, 'POST', ROLES, {
      name: `Keys ${Date.now()}`,
      number: 8,
      permissions,
    });
    expect(created.statusCode, created.body).toBe(201);
    const role = envelope(roleSummarySchema).parse(created.json()).data;
    expect(role.permissions).toEqual(permissions);
    const read = envelope(roleSummarySchema).parse(
      (await t.request(admin, 'GET', ROLE(role.id))).json(),
    );
    expect(read.data.permissions).toEqual(permissions);
    const changed = [
      { entity: 'Reports', allowedOps: { read: true, write: false, update: false } },
      { entity: 'teachers', allowedOps: { read: true, write: false, update: true } },
    ];
    const updated = await t.request(admin, 'PUT', ROLE(role.id), {
      name: role.name,
      number: 8,
      permissions: changed,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(envelope(roleSummarySchema).parse(updated.json()).data.permissions).toEqual(changed);
  });

  it('are refused when misspelt, and only given by someone who holds them', async () => {
    const admin = await t.login('admin@demo.test');
    const misspelt = await t.request(admin, 'POST', ROLES, {
      name: `Misspelt ${Date.now()}`,
      number: 8,
      permissions: [{ entity: 'Units', allowedOps: { read: true, write: false, update: false } }],
    });
    expect(misspelt.statusCode).toBe(400);
    // A role manager without the key may not hand it out.
    const manager = await createRole(t.db, { grants: { Roles: ['read', 'write', 'update'] } });
    const user = await createUser(t.db, {
      memberships: [{ organizationId: nour, roleId: manager, isActive: true }],
    });
    const beyond = await t.request(await t.login(user.email), 'POST', ROLES, {
      name: `Beyond ${Date.now()}`,
      number: 8,
      permissions: [
        { entity: 'teachers', allowedOps: { read: true, write: false, update: false } },
      ],
    });
    expect(beyond.statusCode).toBe(403);
  });
});

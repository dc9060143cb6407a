import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PATHS } from '../../contract/audit-paths';
import { USERS_PATHS } from '../../contract/paths';
import { TRASH_MESSAGES, trashPageSchema } from '../../contract/trash';
import { envelope } from '../../contract/wire';
import { createTrashPurge } from '../../server/modules/trash/public';
import { rowsOf } from '../../server/platform/sql-rows';
import {
  createClassRoom,
  createOrganization,
  createRole,
  createUser,
  roleId,
} from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const CLASS = (id: string) => usersUrl(USERS_PATHS.classRoom(id));
const CLASSES = usersUrl(USERS_PATHS.classRooms);
const TRASH = usersUrl(USERS_PATHS.trash);
const RESTORE = (id: string) => usersUrl(USERS_PATHS.trashRestore(id));
const FOREVER = (id: string) => usersUrl(USERS_PATHS.trashItem(id));
const AUDIT = usersUrl(AUDIT_PATHS.list);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh organisation with a manager and a teacher; the manager's token. */
async function school(maxClassrooms = 10) {
  const id = await createOrganization(t.db, { maxClassrooms });
  const member = async (role: string, firstName: string) =>
    createUser(t.db, {
      firstName,
      lastName: 'Member',
      memberships: [{ organizationId: id, roleId: await roleId(t.db, role), isActive: true }],
    });
  const manager = await member('Organization Manager', 'Mona');
  const teacher = await member('Teacher', 'Huda');
  const auditor = await createUser(t.db, {
    memberships: [
      {
        organizationId: id,
        roleId: await createRole(t.db, { grants: { AuditLog: ['read'] } }),
        isActive: true,
      },
    ],
  });
  return {
    id,
    teacher,
    manager: await t.login(manager.email),
    auditor: await t.login(auditor.email),
    teacherToken: await t.login(teacher.email),
  };
}

const trashOf = async (token: string, query = '') =>
  envelope(trashPageSchema).parse((await t.request(token, 'GET', `${TRASH}${query}`)).json()).data;

async function deleteClass(token: string, id: string): Promise<string> {
  const deleted = await t.request(token, 'DELETE', CLASS(id));
  expect(deleted.statusCode, deleted.body).toBe(200);
  return deleted.json().trashId as string;
}

describe('the trash', () => {
  it('keeps a deleted class whole and puts it back as it was, once', async () => {
    const s = await school();
    const id = await createClassRoom(t.db, s.id, { name: 'Level 1 A', teacherId: s.teacher.id });
    const before = (await t.request(s.manager, 'GET', CLASS(id))).json().data;
    const trashId = await deleteClass(s.manager, id);
    expect((await t.request(s.manager, 'GET', CLASS(id))).statusCode).toBe(404);

    const listed = await trashOf(s.manager);
    expect(listed.result).toEqual([
      expect.objectContaining({
        id: trashId,
        kind: 'class',
        recordId: id,
        name: 'Level 1 A',
        organization: expect.objectContaining({ id: s.id }),
        deletedBy: expect.objectContaining({ name: 'Mona Member' }),
      }),
    ]);
    const days =
      (Date.parse(listed.result[0]!.purgeAt) - Date.parse(listed.result[0]!.deletedAt)) /
      86_400_000;
    expect(days).toBe(30);

    const restored = await t.request(s.manager, 'POST', RESTORE(trashId));
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toBe(TRASH_MESSAGES.restored('Level 1 A'));
    expect((await t.request(s.manager, 'GET', CLASS(id))).json().data).toEqual(before);
    expect((await trashOf(s.manager)).result).toEqual([]);

    const again = await t.request(s.manager, 'POST', RESTORE(trashId));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(TRASH_MESSAGES.notFound);
  });

  it('puts the delete, the restore and the rows back on the audit trail', async () => {
    const s = await school();
    const id = await createClassRoom(t.db, s.id, { name: 'Audited' });
    const trashId = await deleteClass(s.manager, id);
    await t.request(s.manager, 'POST', RESTORE(trashId));
    const entries = await rowsOf<{ table_name: string; action: string; route: string }>(
      t.db.execute(sql`select table_name, action, route from audit_log
        where record_id in (${id}, ${trashId}) order by id`),
    );
    expect(entries.map((e) => `${e.table_name} ${e.action}`)).toEqual([
      'trash insert',
      'class_rooms delete',
      'class_rooms insert',
      'trash delete',
    ]);
    expect(entries.at(-1)!.route).toContain('/v1/trash/:id/restore');
  });

  it('links the trail’s entry of a delete to its restore while the item is in the trash', async () => {
    const s = await school();
    const id = await createClassRoom(t.db, s.id, { name: 'Linked' });
    const trashId = await deleteClass(s.manager, id);
    const deleteEntry = async (token: string) => {
      const page = await t.request(token, 'GET', `${AUDIT}?recordId=${id}&action=delete`);
      expect(page.statusCode, page.body).toBe(200);
      return page.json().data.result[0] as { trashId?: string };
    };
    expect((await deleteEntry(s.manager)).trashId).toBe(trashId);
    // Someone who may read the trail but not restore classes sees no link, nor the item.
    expect((await deleteEntry(s.auditor)).trashId).toBeUndefined();
    const asked = await t.request(s.teacherToken, 'GET', `${TRASH}?kind=class`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.result).toEqual([]);
    await t.request(s.manager, 'POST', RESTORE(trashId));
    expect((await deleteEntry(s.manager)).trashId).toBeUndefined();
  });

  it('says when the name was taken since, and restores under another name', async () => {
    const s = await school();
    const id = await createClassRoom(t.db, s.id, { name: 'Taken' });
    const trashId = await deleteClass(s.manager, id);
    const created = await t.request(s.manager, 'POST', CLASSES, { name: 'Taken' });
    expect(created.statusCode, created.body).toBe(201);

    const refused = await t.request(s.manager, 'POST', RESTORE(trashId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: TRASH_MESSAGES.nameTaken('Taken'),
      restore: { refusal: 'nameTaken' },
    });
    const renamed = await t.request(s.manager, 'POST', RESTORE(trashId), { name: 'Taken (2)' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await t.request(s.manager, 'GET', CLASS(id))).json().data.name).toBe('Taken (2)');
  });

  it('checks the class seats as a creation does', async () => {
    const s = await school(1);
    const id = await createClassRoom(t.db, s.id, { name: 'First' });
    const trashId = await deleteClass(s.manager, id);
    expect((await t.request(s.manager, 'POST', CLASSES, { name: 'Second' })).statusCode).toBe(201);
    const refused = await t.request(s.manager, 'POST', RESTORE(trashId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().restore).toEqual({ refusal: 'seats' });
  });

  it('keeps each organisation to its own trash', async () => {
    const a = await school();
    const b = await school();
    const trashId = await deleteClass(a.manager, await createClassRoom(t.db, a.id));
    expect((await trashOf(b.manager)).result).toEqual([]);
    expect((await t.request(b.manager, 'POST', RESTORE(trashId))).statusCode).toBe(404);
    expect((await t.request(b.manager, 'DELETE', FOREVER(trashId))).statusCode).toBe(404);
    expect((await trashOf(a.manager)).result).toHaveLength(1);
  });

  it('lets HAD see every organisation’s items and restore one in its organisation', async () => {
    const s = await school();
    const id = await createClassRoom(t.db, s.id, { name: 'Seen by HAD' });
    const trashId = await deleteClass(s.manager, id);
    const admin = await t.login('admin@demo.test');
    const listed = await trashOf(admin, '?search=Seen%20by');
    expect(listed.result.map((item) => item.id)).toEqual([trashId]);
    const restored = await t.request(admin, 'POST', RESTORE(trashId));
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await t.request(s.manager, 'GET', CLASS(id))).statusCode).toBe(200);
  });

  it('deletes for good on request, after which nothing comes back', async () => {
    const s = await school();
    const id = await createClassRoom(t.db, s.id, { name: 'Gone' });
    const trashId = await deleteClass(s.manager, id);
    const purged = await t.request(s.manager, 'DELETE', FOREVER(trashId));
    expect(purged.statusCode, purged.body).toBe(200);
    expect(purged.json().message).toBe(TRASH_MESSAGES.purged('Gone'));
    expect((await t.request(s.manager, 'POST', RESTORE(trashId))).statusCode).toBe(404);
  });
});

describe('the purge', () => {
  it('removes what is older than the retention, once across two processes', async () => {
    const s = await school();
    const old = await deleteClass(s.manager, await createClassRoom(t.db, s.id, { name: 'Old' }));
    const fresh = await deleteClass(s.manager, await createClassRoom(t.db, s.id, { name: 'New' }));
    await t.db.execute(
      sql`update trash set deleted_at = now() - interval '31 days' where id = ${old}`,
    );
    const log = { info: () => undefined, warn: () => undefined };
    const purges = [1, 2].map(() => createTrashPurge({ db: t.db, retentionDays: 30, log }));
    const results = await Promise.all(purges.map((purge) => purge.runOnce()));
    expect(results.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(1);
    const left = (await trashOf(s.manager)).result.map((item) => item.id);
    expect(left).toEqual([fresh]);
    const trail = await rowsOf<{ route: string }>(
      t.db.execute(sql`select route from audit_log where record_id = ${old} and action = 'delete'`),
    );
    expect(trail).toEqual([{ route: 'trash purge' }]);
  });
});

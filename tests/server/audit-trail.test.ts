import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_PATHS } from '../../contract/paths';
import { auditLog } from '../../server/db/schema/audit';
import { classRooms } from '../../server/db/schema/classes';
import { withTenant } from '../../server/platform/tenant';
import { auditedSchool, entriesAbout, entriesOf, requestIdOf } from './support/audit';
import { createClassRoom, createUser, roleId } from './support/factories';
import { loggingDatabase } from './support/statement-log';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/*
 * The audit trail (migration 0022_audit_log.sql): the triggers write an entry per row the
 * services write, in the write's transaction, with the caller, route and request id that
 * withTenant sets in its first statement.
 */

const CLASSES = usersUrl(USERS_PATHS.classRooms);
const CLASS = (id: string) => usersUrl(USERS_PATHS.classRoom(id));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a write through the API', () => {
  it('is one entry: who, which organisation, what, which record, before and after, the request', async () => {
    const s = await auditedSchool(t);
    const id = await createClassRoom(t.db, s.organizationId, { name: 'Alif audit' });
    const response = await t.request(s.token, 'PUT', CLASS(id), { name: 'Ba audit' });
    expect(response.statusCode, response.body).toBe(200);

    const entries = await entriesOf(t.db, requestIdOf(response));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      organizationId: s.organizationId,
      actorId: s.manager.id,
      tableName: 'class_rooms',
      action: 'update',
      recordId: id,
      route: 'PUT /api/users/v1/class_room/:id',
      changed: ['name'],
      before: { id, name: 'Alif audit', organization_id: s.organizationId },
      after: { id, name: 'Ba audit', organization_id: s.organizationId },
    });
    // Written in the request's own transaction: the same moment as the row's change.
    expect(entries[0]!.at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('records an insert with its values after, and a delete with its values before', async () => {
    const s = await auditedSchool(t);
    const created = await t.request(s.token, 'POST', CLASSES, { name: 'Jeem audit' });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { data: { id: string } }).data.id;
    const [insert] = await entriesOf(t.db, requestIdOf(created));
    expect(insert).toMatchObject({ action: 'insert', recordId: id, before: null, changed: null });
    expect(insert!.after).toMatchObject({ name: 'Jeem audit', is_archived: false });

    const deleted = await t.request(s.token, 'DELETE', CLASS(id));
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The class's delete, and the trash item it became (docs/trash.md).
    const entries = await entriesOf(t.db, requestIdOf(deleted));
    expect(entries.map((entry) => `${entry.tableName} ${entry.action}`).sort()).toEqual([
      'class_rooms delete',
      'trash insert',
    ]);
    const classEntry = entries.find((entry) => entry.tableName === 'class_rooms');
    expect(classEntry).toMatchObject({ action: 'delete', recordId: id, after: null });
    expect(classEntry!.before).toMatchObject({ name: 'Jeem audit' });
    expect((await entriesAbout(t.db, id)).map((entry) => entry.action)).toEqual([
      'insert',
      'delete',
    ]);
  });

  it('records nothing for a write that is rolled back', async () => {
    const s = await auditedSchool(t);
    // Refuses at COMMIT, after the class and its entry have been written in the transaction.
    await t.db.execute(sql`create function refuse_at_commit() returns trigger
      language plpgsql as $$ begin raise exception 'refused by the test'; end $$`);
    await t.db.execute(sql`create constraint trigger refuse_at_commit after insert on class_rooms
      deferrable initially deferred for each row execute function refuse_at_commit()`);
    let requestId: string;
    try {
      const response = await t.request(s.token, 'POST', CLASSES, { name: 'Rolled back audit' });
      expect(response.statusCode).toBe(500);
      requestId = requestIdOf(response);
    } finally {
      await t.db.execute(sql`drop trigger refuse_at_commit on class_rooms`);
      await t.db.execute(sql`drop function refuse_at_commit()`);
    }
    expect(await entriesOf(t.db, requestId)).toEqual([]);
    const classes = await t.db
      .select()
      .from(classRooms)
      .where(eq(classRooms.organizationId, s.organizationId));
    expect(classes).toEqual([]);

    // The same request without the refusal leaves its entry: the check above can fail.
    const kept = await t.request(s.token, 'POST', CLASSES, { name: 'Rolled back audit' });
    expect(kept.statusCode).toBe(201);
    expect(await entriesOf(t.db, requestIdOf(kept))).toHaveLength(1);
  });

  it('names the caller even when the route moves the scope to another user', async () => {
    // Removing a student acts on the removed user's own memberships (scope of that user).
    const s = await auditedSchool(t);
    const student = await createUser(t.db, {
      memberships: [
        {
          organizationId: s.organizationId,
          roleId: await roleId(t.db, 'Student'),
          isActive: true,
        },
      ],
    });
    const response = await t.request(
      s.token,
      'DELETE',
      usersUrl(USERS_PATHS.removeStudentFromOrganization(student.id)),
    );
    expect(response.statusCode, response.body).toBe(200);
    const entries = await entriesOf(t.db, requestIdOf(response));
    expect(entries.length).toBeGreaterThan(1);
    expect(new Set(entries.map((entry) => entry.actorId))).toEqual(new Set([s.manager.id]));
    expect(entries.find((entry) => entry.action === 'delete')).toMatchObject({
      tableName: 'memberships',
      organizationId: s.organizationId,
    });
  });
});

describe('what the triggers record', () => {
  it('nothing written as the owner (migrations, the seed, these factories)', async () => {
    const s = await auditedSchool(t);
    const id = await createClassRoom(t.db, s.organizationId);
    expect(await entriesAbout(t.db, id)).toEqual([]);
  });

  it('one entry per row of a statement, old and new paired by key; no entry for no change', async () => {
    const s = await auditedSchool(t);
    const scope = { organizationId: s.organizationId, userId: s.manager.id };
    const rows = await withTenant(t.db, scope, (tx) =>
      tx
        .insert(classRooms)
        .values(['One', 'Two', 'Three'].map((name) => ({ organizationId: s.organizationId, name })))
        .returning({ id: classRooms.id, name: classRooms.name }),
    );
    const ids = rows.map((row) => row.id);
    await withTenant(t.db, scope, (tx) =>
      tx
        .update(classRooms)
        .set({ name: sql`${classRooms.name} || ' renamed'` })
        .where(inArray(classRooms.id, ids)),
    );
    // Setting a value to what it is writes the rows but changes nothing: not recorded.
    await withTenant(t.db, scope, (tx) =>
      tx.update(classRooms).set({ isArchived: false }).where(inArray(classRooms.id, ids)),
    );
    for (const row of rows) {
      const entries = await entriesAbout(t.db, row.id);
      expect(entries.map((entry) => entry.action)).toEqual(['insert', 'update']);
      expect(entries[1]).toMatchObject({
        before: { name: row.name },
        after: { name: `${row.name} renamed` },
        changed: ['name'],
        // Outside a request: no caller, route or request id.
        actorId: null,
        route: null,
        requestId: null,
      });
    }
  });

  it('rows deleted by a cascade too', async () => {
    const s = await auditedSchool(t);
    const student = await createUser(t.db);
    const id = await createClassRoom(t.db, s.organizationId, { studentIds: [student.id] });
    const scope = { organizationId: s.organizationId, userId: s.manager.id };
    await withTenant(t.db, scope, (tx) => tx.delete(classRooms).where(eq(classRooms.id, id)));
    const seat = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, `${id}/${student.id}`));
    expect(seat).toMatchObject([{ tableName: 'class_room_students', action: 'delete' }]);
  });

  it('costs no round trip: the settings ride in withTenant’s one statement, the entries in the write', async () => {
    const logged = await loggingDatabase(t.database);
    const app = await createTestApp({ database: logged.database });
    try {
      const s = await auditedSchool(app);
      const id = await createClassRoom(app.db, s.organizationId);
      logged.statements.length = 0;
      const response = await app.request(s.token, 'PUT', CLASS(id), { name: 'Round trips' });
      expect(response.statusCode, response.body).toBe(200);
      const statements = logged.statements.filter((text) => !/^(begin|commit)\b/i.test(text));
      const scopes = statements.filter((text) => text.includes("set_config('role'"));
      // One transaction: one statement sets the role, the scope and the audit settings.
      expect(scopes).toHaveLength(1);
      expect(scopes[0]).toContain("set_config('app.actor_id'");
      expect(scopes[0]).toContain("set_config('app.request_id'");
      expect(statements.filter((text) => /audit|app\.actor_id/.test(text))).toEqual(scopes);
      expect(await entriesOf(app.db, requestIdOf(response))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

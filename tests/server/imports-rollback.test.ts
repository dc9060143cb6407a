import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, type Import, type Rollback } from '../../contract/imports';
import type { BulkResult } from '../../contract/invitations';
import type { LiveClassBulkResult } from '../../contract/live-classes-bulk';
import { LIVE_PATHS } from '../../contract/live-classes-paths';
import { USERS_PATHS } from '../../contract/paths';
import { auditLog } from '../../server/db/schema/audit';
import { invitationBatches, invitations } from '../../server/db/schema/invitations';
import { liveClasses } from '../../server/db/schema/live-classes';
import { trash } from '../../server/db/schema/trash';
import { levelsUrl } from './support/curriculum';
import { createUser } from './support/factories';
import { bulk, csvOf, xlsxOf } from './support/invitations';
import { liveClassManager, uploadSheet } from './support/live-classes-bulk';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/** The server's clock, moved by the tests: imports age and live classes start. */
const START = new Date('2026-03-10T12:00:00Z');
let now = START;
const DAY_MS = 86_400_000;

let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  manager = await t.login('manager@demo.test');
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);

async function importStudents(emails: string[], name = 'pupils.xlsx') {
  now = new Date(now.getTime() + 1000);
  const response = await bulk(t, {
    token: manager,
    kind: 'user',
    file: {
      data: xlsxOf([['email', 'firstName', 'lastName'], ...emails.map((e) => [e, 'A', 'B'])]),
      name,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: BulkResult }>().data.batchId;
}

const rollbackUrl = (batchId: string, kind: 'user' | 'admin' = 'user') =>
  usersUrl(USERS_PATHS.invitationImportRollback(kind, batchId));
const statusesOf = async (emails: string[]) =>
  Object.fromEntries(
    (
      await t.db
        .select({ email: invitations.email, status: invitations.status })
        .from(invitations)
        .where(inArray(invitations.email, emails))
    ).map((row) => [row.email, row.status]),
  );

describe('invitation imports', () => {
  it('lists an import, previews its rollback row by row, rolls it back once', async () => {
    const tag = unique();
    const emails = ['a', 'b', 'c'].map((x) => `${x}-${tag}@rollback.test`);
    const batchId = await importStudents(emails);
    // One invitee has accepted since: the rollback keeps them and says who.
    const huda = await createUser(t.db, { email: `huda-${tag}@rollback.test`, firstName: 'Huda' });
    await t.db
      .update(invitations)
      .set({ status: 'accepted', acceptedBy: huda.id })
      .where(eq(invitations.email, emails[1]!));

    const list = await t.request(manager, 'GET', usersUrl(USERS_PATHS.invitationImports('user')));
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<{ data: Import[] }>().data.find((item) => item.id === batchId);
    expect(listed).toMatchObject({
      fileName: 'pupils.xlsx',
      createdCount: 3,
      skippedCount: 0,
      status: 'committed',
      rolledBackAt: null,
    });
    expect(listed?.createdBy?.name).toBeTruthy();

    const preview = await t.request(manager, 'GET', rollbackUrl(batchId));
    expect(preview.statusCode, preview.body).toBe(200);
    const planned = preview.json<{ data: Rollback }>().data;
    expect(planned).toMatchObject({ undoneCount: 2, keptCount: 1, done: false });
    expect(planned.rows.map((row) => [row.label, row.outcome, row.reason])).toEqual([
      [emails[1], 'keep', 'accepted'],
      [emails[0], 'cancel', 'pending'],
      [emails[2], 'cancel', 'pending'],
    ]);
    expect(planned.rows[0]!.detail).toContain('Huda');
    expect(await statusesOf(emails)).toEqual({
      [emails[0]!]: 'pending',
      [emails[1]!]: 'accepted',
      [emails[2]!]: 'pending',
    });

    const done = await t.request(manager, 'POST', rollbackUrl(batchId));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(IMPORT_MESSAGES.rolledBack(2));
    const result = done.json<{ data: Rollback }>().data;
    expect(result).toMatchObject({ undoneCount: 2, keptCount: 1, done: true });
    expect(result.import.status).toBe('rolledBack');
    expect(result.import.rolledBackBy?.name).toBe(listed?.createdBy?.name);
    expect(await statusesOf(emails)).toEqual({
      [emails[0]!]: 'canceled',
      [emails[1]!]: 'accepted',
      [emails[2]!]: 'canceled',
    });
    // On the audit trail: the batch's rollback and each cancellation.
    const audited = await t.db
      .select({ table: auditLog.tableName, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.recordId, batchId), eq(auditLog.action, 'update')));
    expect(audited).toEqual([{ table: 'invitation_batches', action: 'update' }]);

    // Twice: nothing more happens, and it says so.
    const [before] = await t.db
      .select({ at: invitationBatches.rolledBackAt })
      .from(invitationBatches)
      .where(eq(invitationBatches.id, batchId));
    now = new Date(now.getTime() + 60_000);
    const again = await t.request(manager, 'POST', rollbackUrl(batchId));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(IMPORT_MESSAGES.alreadyRolledBack);
    expect(again.json<{ data: Rollback }>().data).toMatchObject({ done: false, undoneCount: 0 });
    const [after] = await t.db
      .select({ at: invitationBatches.rolledBackAt })
      .from(invitationBatches)
      .where(eq(invitationBatches.id, batchId));
    expect(after!.at).toEqual(before!.at);
  });

  it('refuses a rollback after 7 days, and under the other kind', async () => {
    const tag = unique();
    const batchId = await importStudents([`old-${tag}@rollback.test`], 'old-pupils.xlsx');
    expect((await t.request(manager, 'GET', rollbackUrl(batchId, 'admin'))).statusCode).toBe(404);

    now = new Date(now.getTime() + 7 * DAY_MS + 1000);
    const late = await t.request(manager, 'POST', rollbackUrl(batchId));
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toBe(IMPORT_MESSAGES.closed);
    expect(await statusesOf([`old-${tag}@rollback.test`])).toEqual({
      [`old-${tag}@rollback.test`]: 'pending',
    });
    const list = await t.request(manager, 'GET', usersUrl(USERS_PATHS.invitationImports('user')));
    const listed = list.json<{ data: Import[] }>().data.find((item) => item.id === batchId);
    expect(listed).toMatchObject({ fileName: 'old-pupils.xlsx', status: 'closed' });
  });
});

describe('live-class imports', () => {
  it('trashes the classes not started as one item, keeps the started one, restores them', async () => {
    now = START;
    const scheduler = await liveClassManager(t, 'Rollback');
    const sheet = csvOf([
      ['title', 'duration', 'start date'],
      ['Alif', '45', '15/03/2026 18:30'],
      ['Ba', '45', '16/03/2026 09:05'],
      ['Ta', '45', '20/03/2026 10:00'],
    ]);
    const upload = await uploadSheet(t, {
      token: scheduler.token,
      file: { data: sheet, name: 'week 12.csv' },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const { batchId } = upload.json<{ data: LiveClassBulkResult }>().data;

    // Alif has started by the time the import is rolled back.
    now = new Date('2026-03-15T18:40:00Z');
    const url = levelsUrl(LIVE_PATHS.importRollback(batchId));
    const preview = await t.request(scheduler.token, 'GET', url);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(
      preview.json<{ data: Rollback }>().data.rows.map((row) => [row.label, row.outcome]),
    ).toEqual([
      ['Alif', 'keep'],
      ['Ba', 'trash'],
      ['Ta', 'trash'],
    ]);

    const done = await t.request(scheduler.token, 'POST', url);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(IMPORT_MESSAGES.rolledBack(2));
    const titles = async () =>
      (
        await t.db
          .select({ title: liveClasses.title })
          .from(liveClasses)
          .where(eq(liveClasses.organizationId, scheduler.organizationId))
      )
        .map((row) => row.title)
        .sort();
    expect(await titles()).toEqual(['Alif']);
    const [item] = await t.db
      .select()
      .from(trash)
      .where(eq(trash.organizationId, scheduler.organizationId));
    expect(item).toMatchObject({ kind: 'liveClass', name: 'Ba, Ta', context: 'week 12.csv' });

    const list = await t.request(scheduler.token, 'GET', levelsUrl(LIVE_PATHS.imports));
    expect(list.json<{ data: Import[] }>().data[0]).toMatchObject({
      id: batchId,
      fileName: 'week 12.csv',
      status: 'rolledBack',
    });
    const again = await t.request(scheduler.token, 'POST', url);
    expect(again.json().message).toBe(IMPORT_MESSAGES.alreadyRolledBack);
    expect(await titles()).toEqual(['Alif']);

    // The trash gives both back, still of their import.
    const restored = await t.request(
      scheduler.token,
      'POST',
      usersUrl(USERS_PATHS.trashRestore(item!.id)),
      {},
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await titles()).toEqual(['Alif', 'Ba', 'Ta']);
    const batches = await t.db
      .select({ batchId: liveClasses.batchId })
      .from(liveClasses)
      .where(eq(liveClasses.organizationId, scheduler.organizationId));
    expect(batches.every((row) => row.batchId === batchId)).toBe(true);
  });
});

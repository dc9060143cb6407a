import { eq, sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_HEADER,
  INVITATION_MESSAGES,
  SPREADSHEET_MESSAGES,
} from '../../contract/invitations';
import { LIVE_CLASS_MESSAGES } from '../../contract/live-classes';
import {
  LIVE_CLASS_BULK_MESSAGES,
  type LiveClassBulkResult,
  type LiveClassDryRun,
} from '../../contract/live-classes-bulk';
import { liveClassBatches } from '../../server/db/schema/live-class-batches';
import { liveClasses } from '../../server/db/schema/live-classes';
import { createRole, createUser } from './support/factories';
import { csvOf, xlsxOf } from './support/invitations';
import { liveClassManager, uploadSheet } from './support/live-classes-bulk';
import { createTestApp, type TestApp } from './support/test-app';
import { zipOf } from './support/zip-files';

/** The server's clock: every start below is read against it. */
const NOW = new Date('2026-03-10T12:00:00Z');
const HEADER = ['title', 'duration', 'start date'];

let t: TestApp;
let manager: Awaited<ReturnType<typeof liveClassManager>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  manager = await liveClassManager(t);
});
afterAll(() => t.close());

const csv = (...rows: string[][]) => ({ data: csvOf([HEADER, ...rows]), name: 'classes.csv' });
const classesOf = (organizationId: string) =>
  t.db.select().from(liveClasses).where(eq(liveClasses.organizationId, organizationId));
const unique = () => Math.random().toString(36).slice(2, 8);

describe('POST v1/live-class/bulk?dryRun=true', () => {
  it('reports every row of a CSV with its errors, writing nothing', async () => {
    const response = await uploadSheet(t, {
      token: manager.token,
      dryRun: true,
      file: csv(
        ['Alif reading', '45', '15/03/2026 18:30'],
        ['', '45', '15/03/2026 18:30'],
        ['Ba', 'an hour', '15/03/2026 19:30'],
        ['Ta', '300', '15/03/2026 20:30'],
        ['Tha', '45', '10/03/2026 11:59'],
        ['Jim', '45', '2026-03-15 18:30'],
        ['ALIF READING', '60', '15/03/2026 18:30'],
        ['درس القراءة', '30', '16/03/2026 9:05'],
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{ data: LiveClassDryRun }>().data;
    expect(report).toMatchObject({ totalRows: 8, validRows: 2, invalidRows: 6, timeZone: 'UTC' });
    expect(report.rows.map((row) => [row.row, row.errors.map((e) => e.code)])).toEqual([
      [2, []],
      [3, ['titleMissing']],
      [4, ['durationNotNumber']],
      [5, ['durationOutOfRange']],
      [6, ['startInPast']],
      [7, ['startFormat']],
      [8, ['duplicateInFile']],
      [9, []],
    ]);
    expect(report.rows[4]?.errors[0]).toEqual({
      code: 'startInPast',
      column: 'start date',
      message: LIVE_CLASS_MESSAGES.shouldBeInFuture,
    });
    expect(report.rows[7]).toMatchObject({
      title: 'درس القراءة',
      duration: '30',
      startDate: '16/03/2026 9:05',
      startsAt: '2026-03-16T09:05:00.000Z',
    });
    expect(await classesOf(manager.organizationId)).toEqual([]);
  });

  it('reads a workbook whose start dates a spreadsheet program made date cells', async () => {
    const book = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet(
      [
        HEADER,
        ['Alif', 45, new Date(Date.UTC(2026, 2, 15, 18, 30))],
        ['Ba', '60', '16/3/2026 10:00'],
      ],
      { dateNF: 'm/d/yy h:mm' },
    );
    XLSX.utils.book_append_sheet(book, sheet, 'Classes');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const response = await uploadSheet(t, {
      token: manager.token,
      dryRun: true,
      file: { data, name: 'Classes.XLSX' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{ data: LiveClassDryRun }>().data;
    expect(report.rows.map((row) => [row.startDate, row.startsAt, row.errors])).toEqual([
      ['15/3/2026 18:30', '2026-03-15T18:30:00.000Z', []],
      ['16/3/2026 10:00', '2026-03-16T10:00:00.000Z', []],
    ]);
  });

  it('shows every invalid row but only the first 50 valid ones', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => [`Class ${i}`, '30', '20/03/2026 10:00']);
    rows.push(['Late', '30', '01/01/2026 10:00']);
    const response = await uploadSheet(t, {
      token: manager.token,
      dryRun: true,
      file: csv(...rows),
    });
    const report = response.json<{ data: LiveClassDryRun }>().data;
    expect(report).toMatchObject({ totalRows: 61, validRows: 60, invalidRows: 1 });
    expect(report.rows).toHaveLength(51);
    expect(report.rows.at(-1)?.title).toBe('Late');
  });
});

describe('files that are not a live-class sheet', () => {
  const refusal = async (file: { data: Buffer; name: string }) => {
    const response = await uploadSheet(t, { token: manager.token, dryRun: true, file });
    return {
      status: response.statusCode,
      message: response.json<{ message: string }>().message,
      file: response.json<{ fieldErrors?: { file?: string } }>().fieldErrors?.file,
    };
  };

  it.each([
    ['an extra column', [...HEADER, 'teacher']],
    ['a missing column', ['title', 'duration']],
    ['the columns in another order', ['title', 'start date', 'duration']],
    ['an invitation file', ['email', 'firstName', 'lastName']],
  ])("is 'wrong file' with %s", async (_title, header) => {
    const data = csvOf([header, ['Alif', '45', '15/03/2026 18:30']]);
    expect(await refusal({ data, name: 'classes.csv' })).toEqual({
      status: 400,
      message: SPREADSHEET_MESSAGES.wrongFile,
      file: LIVE_CLASS_BULK_MESSAGES.wrongColumns,
    });
  });

  it("is 'wrong file' with a value past the third column, naming the row", async () => {
    const data = xlsxOf([
      HEADER,
      ['Alif', '45', '15/03/2026 18:30'],
      ['Ba', '45', '15/03/2026 19:30', 'x'],
    ]);
    expect(await refusal({ data, name: 'classes.xlsx' })).toEqual({
      status: 400,
      message: SPREADSHEET_MESSAGES.wrongFile,
      file: LIVE_CLASS_BULK_MESSAGES.extraColumn(3),
    });
  });

  it("is 'wrong file' for an empty sheet or content that is not what the name says", async () => {
    for (const file of [
      { data: Buffer.from(''), name: 'classes.csv' },
      { data: Buffer.from('title,duration,start date'), name: 'classes.xlsx' },
      { data: Buffer.from([0x00, 0x01, 0x02]), name: 'classes.csv' },
    ]) {
      expect(await refusal(file), file.name).toMatchObject({
        status: 400,
        message: SPREADSHEET_MESSAGES.wrongFile,
      });
    }
  });

  it("is 'Unreadable format' for bad UTF-8 or a broken workbook", async () => {
    const broken = zipOf('xl/workbook.xml', Buffer.from('<not a workbook'));
    for (const file of [
      { data: Buffer.from([0x74, 0x69, 0xff, 0xfe, 0x0a]), name: 'classes.csv' },
      { data: broken, name: 'classes.xlsx' },
    ]) {
      expect(await refusal(file), file.name).toEqual({
        status: 400,
        message: SPREADSHEET_MESSAGES.unreadable,
        file: SPREADSHEET_MESSAGES.unreadable,
      });
    }
  });

  it('refuses another type (415) and a request without a file (400)', async () => {
    expect(await refusal({ data: Buffer.from('%PDF-1.4'), name: 'classes.pdf' })).toMatchObject({
      status: 415,
      message: SPREADSHEET_MESSAGES.fileType,
    });
    const json = await uploadSheet(t, { token: manager.token, dryRun: true, json: { rows: [] } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ message: INVITATION_MESSAGES.noFile });
  });
});

describe('POST v1/live-class/bulk (commit)', () => {
  const goodFile = (tag: string) =>
    csv(
      [`Alif ${tag}`, '45', '15/03/2026 18:30'],
      [`Ba ${tag}`, '4.5', '15/03/2026 18:30'],
      [`Ta ${tag}`, '60', '16/03/2026 10:00'],
      [`Tha ${tag}`, '90', '01/03/2026 10:00'],
    );

  it('commits without an Idempotency-Key too: the same file again replays', async () => {
    const file = goodFile(unique());
    const first = await uploadSheet(t, { token: manager.token, file });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ data: { createdCount: 2, replayed: false } });
    const again = await uploadSheet(t, { token: manager.token, file });
    expect(again.json()).toMatchObject({ data: { createdCount: 2, replayed: true } });
    const malformed = await uploadSheet(t, { token: manager.token, key: 'short', file });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({
      [IDEMPOTENCY_HEADER]: INVITATION_MESSAGES.idempotencyKeyMalformed,
    });
  });

  it('creates the valid rows unapproved and without a teacher, once per key', async () => {
    const tag = unique();
    const file = goodFile(tag);
    const key = `commit-${tag}`;
    const first = await uploadSheet(t, { token: manager.token, key, file });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<{ data: LiveClassBulkResult; message: string }>();
    expect(body.data).toMatchObject({ createdCount: 2, skippedCount: 2, replayed: false });
    expect(body.message).toBe(LIVE_CLASS_BULK_MESSAGES.created(2));

    const created = (await classesOf(manager.organizationId)).filter((row) =>
      row.title.endsWith(tag),
    );
    expect(
      created
        .map((row) => ({
          title: row.title,
          startsAt: row.startsAt.toISOString(),
          durationMinutes: row.durationMinutes,
          approvedAt: row.approvedAt,
          teacherId: row.teacherId,
          invalidReason: row.invalidReason,
          createdBy: row.createdBy,
        }))
        .sort((x, y) => x.title.localeCompare(y.title)),
    ).toEqual([
      {
        title: `Alif ${tag}`,
        startsAt: '2026-03-15T18:30:00.000Z',
        durationMinutes: 45,
        approvedAt: null,
        teacherId: null,
        invalidReason: 'noTeacher',
        createdBy: manager.userId,
      },
      {
        title: `Ta ${tag}`,
        startsAt: '2026-03-16T10:00:00.000Z',
        durationMinutes: 60,
        approvedAt: null,
        teacherId: null,
        invalidReason: 'noTeacher',
        createdBy: manager.userId,
      },
    ]);

    const again = await uploadSheet(t, { token: manager.token, key, file });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      data: { batchId: body.data.batchId, createdCount: 2, skippedCount: 2, replayed: true },
      message: LIVE_CLASS_BULK_MESSAGES.replayed,
    });
    const after = (await classesOf(manager.organizationId)).filter((r) => r.title.endsWith(tag));
    expect(after).toHaveLength(2);
    const [batch] = await t.db
      .select()
      .from(liveClassBatches)
      .where(eq(liveClassBatches.id, body.data.batchId));
    expect(batch).toMatchObject({
      organizationId: manager.organizationId,
      idempotencyKey: key,
      createdCount: 2,
      skippedCount: 2,
      createdBy: manager.userId,
    });
  });

  it('refuses the same key with another file (409), creating nothing', async () => {
    const tag = unique();
    const key = `reuse-${tag}`;
    const first = await uploadSheet(t, { token: manager.token, key, file: goodFile(tag) });
    expect(first.statusCode).toBe(200);
    const other = await uploadSheet(t, {
      token: manager.token,
      key,
      file: csv([`Other ${tag}`, '45', '20/03/2026 10:00']),
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: INVITATION_MESSAGES.idempotencyKeyReused });
    const rows = await classesOf(manager.organizationId);
    expect(rows.filter((row) => row.title === `Other ${tag}`)).toEqual([]);
  });

  it('two parallel commits with one key create once', async () => {
    const tag = unique();
    const call = () =>
      uploadSheet(t, { token: manager.token, key: `parallel-${tag}`, file: goodFile(tag) });
    const [one, two] = await Promise.all([call(), call()]);
    const results = [one, two].map((r) => r.json<{ data: LiveClassBulkResult }>().data);
    expect(results.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(results[0]?.batchId).toBe(results[1]?.batchId);
    const rows = (await classesOf(manager.organizationId)).filter((r) => r.title.endsWith(tag));
    expect(rows).toHaveLength(2);
  });

  it('a sheet committed again under a new key finds the classes it already made', async () => {
    const tag = unique();
    const file = goodFile(tag);
    await uploadSheet(t, { token: manager.token, key: `once-${tag}`, file });
    const dry = await uploadSheet(t, { token: manager.token, dryRun: true, file });
    expect(
      dry.json<{ data: LiveClassDryRun }>().data.rows.map((r) => r.errors.map((e) => e.code)),
    ).toEqual([['alreadyScheduled'], ['durationNotNumber'], ['alreadyScheduled'], ['startInPast']]);
    const twice = await uploadSheet(t, { token: manager.token, key: `twice-${tag}`, file });
    expect(twice.json<{ data: LiveClassBulkResult }>().data).toMatchObject({
      createdCount: 0,
      skippedCount: 4,
      replayed: false,
    });
    const rows = (await classesOf(manager.organizationId)).filter((r) => r.title.endsWith(tag));
    expect(rows).toHaveLength(2);
  });

  it('writes all of it or nothing: a failure after the classes leaves none', async () => {
    const other = await liveClassManager(t, 'Atomic');
    await t.db.execute(sql`create function refuse_live_class_batch() returns trigger
      language plpgsql as $$ begin raise exception 'refused by the test'; end $$`);
    await t.db.execute(sql`create trigger refuse_live_class_batch before insert
      on live_class_batches for each row execute function refuse_live_class_batch()`);
    try {
      const response = await uploadSheet(t, {
        token: other.token,
        key: `atomic-${unique()}`,
        file: goodFile(unique()),
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_live_class_batch on live_class_batches`);
      await t.db.execute(sql`drop function refuse_live_class_batch()`);
    }
    expect(await classesOf(other.organizationId)).toEqual([]);
  });
});

describe('who may upload', () => {
  it('needs LiveClassesApprove write: an observer or a teacher is refused (403)', async () => {
    for (const grants of [
      { LiveClassesApprove: ['read'] as const },
      { LiveClassesObserver: ['read'] as const, LiveClasses: ['read', 'write', 'update'] as const },
    ]) {
      const role = await createRole(t.db, {
        grants: Object.fromEntries(Object.entries(grants).map(([k, v]) => [k, [...v]])),
      });
      const user = await createUser(t.db, {
        memberships: [{ organizationId: manager.organizationId, roleId: role, isActive: true }],
      });
      const token = await t.login(user.email);
      const response = await uploadSheet(t, {
        token,
        dryRun: true,
        file: csv(['Alif', '45', '15/03/2026 18:30']),
      });
      expect(response.statusCode, JSON.stringify(grants)).toBe(403);
    }
  });
});

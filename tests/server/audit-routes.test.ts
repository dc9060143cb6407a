import { sql } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_EXPORT_HEADINGS,
  AUDIT_MESSAGES,
  auditPageSchema,
  type AuditEntry,
} from '../../contract/audit';
import { AUDIT_EXPORT_MAX_ROWS, AUDIT_PATHS } from '../../contract/audit-paths';
import { USERS_PATHS } from '../../contract/paths';
import { envelope } from '../../contract/wire';
import { auditedSchool, requestIdOf } from './support/audit';
import { createClassRoom, createUser, roleId } from './support/factories';
import { bearer, createTestApp, usersUrl, type TestApp } from './support/test-app';

const LIST = usersUrl(AUDIT_PATHS.list);
const EXPORT = usersUrl(AUDIT_PATHS.export);
const CLASS = (id: string) => usersUrl(USERS_PATHS.classRoom(id));

let t: TestApp;
let admin: string;
let a: Awaited<ReturnType<typeof auditedSchool>>;
let b: Awaited<ReturnType<typeof auditedSchool>>;
/** One class renamed in each organisation, through the API. */
let renames: { a: { id: string; requestId: string }; b: { id: string; requestId: string } };

const query = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

async function list(token: string, params: Record<string, string | number> = {}) {
  const response = await t.request(token, 'GET', `${LIST}${query(params)}`);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(auditPageSchema).parse(response.json()).data;
}

async function rename(school: typeof a, name: string) {
  const id = await createClassRoom(t.db, school.organizationId, { name: `${name} before` });
  const response = await t.request(school.token, 'PUT', CLASS(id), { name: `${name} after` });
  expect(response.statusCode, response.body).toBe(200);
  return { id, requestId: requestIdOf(response) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  a = await auditedSchool(t, 'Audit A');
  b = await auditedSchool(t, 'Audit B');
  renames = { a: await rename(a, 'Alif'), b: await rename(b, 'Ba') };
});
afterAll(() => t.close());

const ofRecord = (entries: AuditEntry[], id: string) => entries.filter((e) => e.recordId === id);

describe('GET v1/audit', () => {
  it('a HAD admin reads every organisation’s entries, newest first, with names', async () => {
    const page = await list(admin, { pageSize: 100 });
    const ids = page.result.map((entry) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const [renamed] = ofRecord(page.result, renames.b.id);
    expect(renamed).toMatchObject({
      organization: { id: b.organizationId, name: expect.stringMatching(/^Audit B/) },
      actor: { id: b.manager.id, name: 'Audit B Manager', email: b.manager.email },
      table: 'class_rooms',
      action: 'update',
      route: 'PUT /api/users/v1/class_room/:id',
      requestId: renames.b.requestId,
      changed: ['name'],
      before: { name: 'Ba before' },
      after: { name: 'Ba after' },
    });
    expect(ofRecord(page.result, renames.a.id)).toHaveLength(1);
  });

  it('a manager reads their own organisation’s entries only', async () => {
    const page = await list(a.token, { pageSize: 100 });
    expect(page.result.length).toBeGreaterThan(0);
    expect(new Set(page.result.map((entry) => entry.organization?.id))).toEqual(
      new Set([a.organizationId]),
    );
    expect(ofRecord(page.result, renames.b.id)).toEqual([]);
    // Naming the other organisation, or its record, finds nothing of it.
    const other = await t.request(
      a.token,
      'GET',
      `${LIST}${query({ organizationId: b.organizationId })}`,
    );
    expect(other.statusCode).toBe(404);
    expect((await list(a.token, { recordId: renames.b.id })).result).toEqual([]);
    // The seeded manager of Nour Academy holds AuditLog read too.
    expect((await t.request(await t.login('manager@demo.test'), 'GET', LIST)).statusCode).toBe(200);
  });

  it('filters by organisation, actor, table, action, record and dates', async () => {
    const byOrganization = await list(admin, { organizationId: a.organizationId, pageSize: 100 });
    expect(new Set(byOrganization.result.map((e) => e.organization?.id))).toEqual(
      new Set([a.organizationId]),
    );
    const byActor = await list(admin, { actorId: b.manager.id, pageSize: 100 });
    expect(byActor.result.length).toBeGreaterThan(0);
    expect(byActor.result.every((e) => e.actor?.id === b.manager.id)).toBe(true);
    const byTable = await list(admin, { table: 'class_rooms', action: 'update', pageSize: 100 });
    expect(byTable.result.every((e) => e.table === 'class_rooms' && e.action === 'update')).toBe(
      true,
    );
    expect(ofRecord(byTable.result, renames.a.id)).toHaveLength(1);
    const byRecord = await list(admin, { recordId: renames.a.id });
    expect(byRecord.result.map((e) => e.requestId)).toEqual([renames.a.requestId]);
    const at = new Date(byRecord.result[0]!.at);
    const inRange = await list(admin, {
      recordId: renames.a.id,
      from: new Date(at.getTime() - 1000).toISOString(),
      to: new Date(at.getTime() + 1000).toISOString(),
    });
    expect(inRange.pagination.total).toBe(1);
    const before = await list(admin, { recordId: renames.a.id, to: at.toISOString() });
    expect(before.pagination.total).toBe(0);
    const after = await list(admin, { recordId: renames.a.id, from: at.toISOString() });
    expect(after.pagination.total).toBe(1);
  });

  it('pages by 20 by default with the usual pagination', async () => {
    const first = await list(admin);
    expect(first.pagination).toMatchObject({ pageNumber: 1, pageSize: 20 });
    expect(first.result.length).toBeLessThanOrEqual(20);
    const second = await list(admin, { pageNumber: 2, pageSize: 1 });
    const firstTwo = await list(admin, { pageSize: 2 });
    expect(second.result[0]?.id).toBe(firstTwo.result[1]?.id);
  });

  it('answers 400 with the field for bad filters, 403 without AuditLog read', async () => {
    for (const [params, field] of [
      [{ table: 'no_such_table' }, 'table'],
      [{ action: 'truncate' }, 'action'],
      [{ actorId: 'someone' }, 'actorId'],
      [{ from: 'yesterday' }, 'from'],
      [{ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, 'to'],
      [{ colour: 'blue' }, 'colour'],
    ] as const) {
      const response = await t.request(admin, 'GET', `${LIST}${query(params)}`);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty(field);
    }
    const staff = await createUser(t.db, {
      memberships: [
        { organizationId: a.organizationId, roleId: await roleId(t.db, 'Staff'), isActive: true },
      ],
    });
    const refused = await t.request(await t.login(staff.email), 'GET', LIST);
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET v1/audit/export', () => {
  const download = (token: string, params: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `${EXPORT}${query(params)}`, headers: bearer(token) });

  const sheetOf = (body: Buffer) => {
    const book = XLSX.read(body, { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    return { book, rows: XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false }) };
  };

  it('is an .xlsx of what the filters select, as the list shows it', async () => {
    const response = await download(admin, { organizationId: b.organizationId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename\*=UTF-8''audit-/,
    );
    const { rows } = sheetOf(response.rawPayload);
    expect(rows[0]).toEqual([...AUDIT_EXPORT_HEADINGS.en]);
    const listed = await list(admin, { organizationId: b.organizationId, pageSize: 100 });
    expect(rows.length - 1).toBe(listed.pagination.total);
    const renamed = rows.find((row) => row[6] === renames.b.id);
    expect(renamed).toBeDefined();
    expect(renamed!.slice(4, 8)).toEqual(['class_rooms', 'update', renames.b.id, 'name']);
    expect(JSON.parse(renamed![9]!)).toMatchObject({ name: 'Ba after' });
    expect(renamed![11]).toBe(renames.b.requestId);
  });

  it('keeps Arabic intact, with Arabic headings read right to left', async () => {
    const school = await auditedSchool(t, 'تدقيق');
    const renamed = await rename(school, 'الألف');
    const response = await download(school.token, { language: 'ar' });
    expect(response.statusCode, response.body).toBe(200);
    const { book, rows } = sheetOf(response.rawPayload);
    expect(rows[0]).toEqual([...AUDIT_EXPORT_HEADINGS.ar]);
    expect(book.Workbook?.Views?.[0]?.RTL).toBe(true);
    const row = rows.find((cells) => cells[6] === renamed.id)!;
    expect(row[2]).toBe('تدقيق Manager');
    expect(JSON.parse(row[9]!)).toMatchObject({ name: 'الألف after' });
  });

  it('a manager exports their own organisation only; another is 404', async () => {
    const { rows } = sheetOf((await download(a.token, {})).rawPayload);
    expect(rows.slice(1).every((row) => row[1]?.startsWith('Audit A'))).toBe(true);
    expect(rows.some((row) => row[6] === renames.b.id)).toBe(false);
    expect((await download(a.token, { organizationId: b.organizationId })).statusCode).toBe(404);
  });

  it(`refuses more than ${AUDIT_EXPORT_MAX_ROWS} entries (413), saying how many`, async () => {
    const school = await auditedSchool(t, 'Audit big');
    await t.db.execute(sql`insert into audit_log (organization_id, table_name, action, record_id)
      select ${school.organizationId}::uuid, 'class_rooms', 'insert', g::text
      from generate_series(1, ${AUDIT_EXPORT_MAX_ROWS + 1}) g`);
    const { total } = (await list(school.token)).pagination;
    expect(total).toBeGreaterThan(AUDIT_EXPORT_MAX_ROWS);
    const response = await download(school.token, {});
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      AUDIT_MESSAGES.exportTooLarge(total, AUDIT_EXPORT_MAX_ROWS),
    );
    // Narrowed, it exports.
    const narrowed = await download(school.token, { recordId: '42' });
    expect(narrowed.statusCode).toBe(200);
    expect(sheetOf(narrowed.rawPayload).rows).toHaveLength(2);
  });
});

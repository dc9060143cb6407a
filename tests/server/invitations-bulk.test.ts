import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_HEADER,
  INVITATION_FILE,
  INVITATION_MESSAGES,
  SPREADSHEET_MESSAGES,
  type BulkResult,
  type DryRunReport,
} from '../../contract/invitations';
import { ORGANIZATION_MESSAGES } from '../../contract/organizations';
import { invitationBatches, invitations } from '../../server/db/schema/invitations';
import { mailOutbox } from '../../server/db/schema/mail';
import { organizations } from '../../server/db/schema/organizations';
import { createOrganization, createUser, organizationId, roleId } from './support/factories';
import { bulk, csvOf, xlsxOf } from './support/invitations';
import { createTestApp, type TestApp } from './support/test-app';
import { zipOf } from './support/zip-files';

let t: TestApp;
let manager: string;
let nour: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager@demo.test');
  nour = await organizationId(t.db, 'Nour Academy');
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 8);
const STUDENT_HEADER = ['email', 'First Name', 'last_name', 'Class Name'];

const openInvitations = (email: string) =>
  t.db
    .select()
    .from(invitations)
    .where(and(eq(invitations.email, email), eq(invitations.status, 'pending')));

describe('POST v1/user-invitations/bulk?dryRun=true', () => {
  it('reports a file of 3 good and 2 bad rows, writing nothing', async () => {
    const tag = unique();
    const data = xlsxOf([
      STUDENT_HEADER,
      [`a-${tag}@example.test`, 'هدى', 'صالح', 'Alif'],
      ['not-an-email', 'B', 'B', ''],
      [`c-${tag}@example.test`, 'Sami', 'Haddad', ''],
      [`d-${tag}@example.test`, 'D', 'D', 'No such class'],
      [`e-${tag}@example.test`, '=1+2', '@SUM(A1)', 'ba'],
    ]);
    const response = await bulk(t, {
      token: manager,
      kind: 'user',
      dryRun: true,
      file: { data, name: 'students.xlsx' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{ data: DryRunReport }>().data;
    expect(report).toMatchObject({ totalRows: 5, validRows: 3, invalidRows: 2 });
    expect(report.rows.map((row) => [row.row, row.errors.map((e) => e.code)])).toEqual([
      [2, []],
      [3, ['invalidEmail']],
      [4, []],
      [5, ['unknownClass']],
      [6, []],
    ]);
    expect(report.rows[0]).toMatchObject({ firstName: 'هدى', lastName: 'صالح', className: 'Alif' });
    // Formula-looking cells are text, never evaluated.
    expect(report.rows[4]).toMatchObject({ firstName: '=1+2', lastName: '@SUM(A1)' });
    expect(await openInvitations(`a-${tag}@example.test`)).toEqual([]);
  });

  it.each([
    ['with', true],
    ['without', false],
  ])('reads a UTF-8 CSV %s a byte-order mark, Arabic names intact', async (_title, bom) => {
    const tag = unique();
    const data = csvOf(
      [
        ['email', 'firstName', 'lastName'],
        [`csv-${tag}@example.test`, 'سامي', 'الحداد'],
      ],
      bom,
    );
    const response = await bulk(t, {
      token: manager,
      kind: 'user',
      dryRun: true,
      file: { data, name: 'students.csv' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: DryRunReport }>().data.rows).toEqual([
      expect.objectContaining({
        email: `csv-${tag}@example.test`,
        firstName: 'سامي',
        lastName: 'الحداد',
        errors: [],
      }),
    ]);
  });

  it('finds members, open invitations and duplicates inside the file', async () => {
    const tag = unique();
    const first = await bulk(t, {
      token: manager,
      kind: 'user',
      key: `first-${tag}`,
      rows: [{ email: `open-${tag}@example.test` }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const response = await bulk(t, {
      token: manager,
      kind: 'user',
      dryRun: true,
      rows: [
        { email: 'student01@demo.test' },
        { email: `open-${tag}@example.test` },
        { email: `dup-${tag}@example.test` },
        { email: `DUP-${tag}@example.test` },
      ],
    });
    const report = response.json<{ data: DryRunReport }>().data;
    expect(report.rows.map((row) => row.errors.map((e) => e.code))).toEqual([
      ['alreadyMember'],
      ['alreadyInvited'],
      [],
      ['duplicateInFile'],
    ]);
  });

  it("admin invitations: roles by name, never Student, Guest or more than the caller's rights", async () => {
    const response = await bulk(t, {
      token: manager,
      kind: 'admin',
      dryRun: true,
      rows: ['Teacher', 'staff', 'Student', 'Guest', 'Admin', 'HAD Teacher', ''].map((role, i) => ({
        email: `role-${i}-${unique()}@example.test`,
        role,
      })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<{ data: DryRunReport }>().data;
    expect(report.rows.map((row) => row.errors.map((e) => e.code))).toEqual([
      [],
      [],
      ['unknownRole'],
      ['unknownRole'],
      ['unknownRole'],
      ['unknownRole'],
      ['unknownRole'],
    ]);
  });

  it('counts seats: members and open invitations both take one', async () => {
    const org = await createOrganization(t.db, { maxStudents: 3, maxTeachers: 1 });
    const managerRole = await roleId(t.db, 'Organization Manager');
    const boss = await createUser(t.db, {
      memberships: [{ organizationId: org, roleId: managerRole, isActive: true }],
    });
    await createUser(t.db, {
      memberships: [{ organizationId: org, roleId: await roleId(t.db, 'Student') }],
    });
    const token = await t.login(boss.email);
    const tag = unique();
    const committed = await bulk(t, {
      token,
      kind: 'user',
      key: `seat-${tag}`,
      rows: [{ email: `s1-${tag}@example.test` }],
    });
    expect(committed.json<{ data: BulkResult }>().data.invitedCount).toBe(1);
    const response = await bulk(t, {
      token,
      kind: 'user',
      dryRun: true,
      rows: [
        { email: 'bad' },
        { email: `s2-${tag}@example.test` },
        { email: `s3-${tag}@example.test` },
      ],
    });
    const report = response.json<{ data: DryRunReport }>().data;
    expect(report.rows.map((row) => row.errors.map((e) => e.code))).toEqual([
      ['invalidEmail'],
      [],
      ['overSeatLimit'],
    ]);
    const teachers = await bulk(t, {
      token,
      kind: 'admin',
      dryRun: true,
      rows: [
        { email: `t1-${tag}@example.test`, role: 'Teacher' },
        { email: `t2-${tag}@example.test`, role: 'Teacher' },
        { email: `t3-${tag}@example.test`, role: 'Staff' },
      ],
    });
    expect(
      teachers.json<{ data: DryRunReport }>().data.rows.map((row) => row.errors.map((e) => e.code)),
    ).toEqual([[], ['overSeatLimit'], []]);
  });
});

describe('POST v1/user-invitations/bulk (commit)', () => {
  const goodFile = (tag: string) =>
    xlsxOf([
      STUDENT_HEADER,
      [`g1-${tag}@example.test`, 'هدى', 'صالح', 'Alif'],
      ['broken', '', '', ''],
      [`g2-${tag}@example.test`, 'Sami', '', ''],
      [`g3-${tag}@example.test`, 'Mona', '', 'Ba'],
      [`g1-${tag}@example.test`, 'Again', '', ''],
    ]);

  it('commits without an Idempotency-Key too: the same file again replays, another is new', async () => {
    const tag = unique();
    const file = { data: goodFile(tag), name: 'x.xlsx' };
    const first = await bulk(t, { token: manager, kind: 'user', file });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ data: { invitedCount: 3, replayed: false } });
    const again = await bulk(t, { token: manager, kind: 'user', file });
    expect(again.json()).toMatchObject({
      data: { batchId: first.json().data.batchId, replayed: true },
      message: INVITATION_MESSAGES.replayed,
    });
    const other = await bulk(t, {
      token: manager,
      kind: 'user',
      file: { ...file, data: goodFile(unique()) },
    });
    expect(other.json()).toMatchObject({ data: { invitedCount: 3, replayed: false } });
    const malformed = await bulk(t, { token: manager, kind: 'user', key: 'short', file });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({
      [IDEMPOTENCY_HEADER]: INVITATION_MESSAGES.idempotencyKeyMalformed,
    });
  });

  it('writes the valid rows once, queues their e-mails, and a retry replays the figures', async () => {
    const tag = unique();
    const file = { data: goodFile(tag), name: 'students.xlsx' };
    const key = `commit-${tag}`;
    const first = await bulk(t, { token: manager, kind: 'user', key, file });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<{ data: BulkResult; message: string }>();
    expect(body.data).toMatchObject({ invitedCount: 3, skippedCount: 2, replayed: false });
    expect(body.message).toBe(INVITATION_MESSAGES.sent(3));

    const again = await bulk(t, { token: manager, kind: 'user', key, file });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      data: { batchId: body.data.batchId, invitedCount: 3, skippedCount: 2, replayed: true },
      message: INVITATION_MESSAGES.replayed,
    });
    const rows = await t.db
      .select()
      .from(invitations)
      .where(eq(invitations.batchId, body.data.batchId));
    expect(rows.map((row) => row.email).sort()).toEqual(
      [1, 2, 3].map((n) => `g${n}-${tag}@example.test`),
    );
    expect(rows.every((row) => row.kind === 'user' && row.tokenHash.length > 20)).toBe(true);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, `g1-${tag}@example.test`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      language: 'en',
      subject: 'You are invited to join Nour Academy',
    });
    expect(mails[0]!.text).toMatch(/\/invitation\?adminInvitationId=[0-9a-f-]{36}\.[\w-]{43}/);
  });

  it('two parallel commits with one key invite once', async () => {
    const tag = unique();
    const file = { data: goodFile(tag), name: 'students.xlsx' };
    const key = `parallel-${tag}`;
    const [a, b] = await Promise.all([
      bulk(t, { token: manager, kind: 'user', key, file }),
      bulk(t, { token: manager, kind: 'user', key, file }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const results = [a, b].map((r) => r.json<{ data: BulkResult }>().data);
    expect(results.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(results[0]!.batchId).toBe(results[1]!.batchId);
    const batches = await t.db
      .select()
      .from(invitationBatches)
      .where(eq(invitationBatches.idempotencyKey, key));
    expect(batches).toHaveLength(1);
    expect(await openInvitations(`g2-${tag}@example.test`)).toHaveLength(1);
  });

  it('refuses the same key with another file (409)', async () => {
    const tag = unique();
    const key = `reuse-${tag}`;
    const first = await bulk(t, {
      token: manager,
      kind: 'user',
      key,
      rows: [{ email: `r1-${tag}@example.test` }],
    });
    expect(first.statusCode).toBe(200);
    const other = await bulk(t, {
      token: manager,
      kind: 'user',
      key,
      rows: [{ email: `r2-${tag}@example.test` }],
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: INVITATION_MESSAGES.idempotencyKeyReused });
    expect(await openInvitations(`r2-${tag}@example.test`)).toEqual([]);
  });

  it("writes e-mails in the organisation's language (Arabic)", async () => {
    const org = await createOrganization(t.db, { name: `مدرسة ${unique()}`, language: 'ar' });
    const boss = await createUser(t.db, {
      memberships: [
        { organizationId: org, roleId: await roleId(t.db, 'Organization Manager'), isActive: true },
      ],
    });
    const email = `ar-${unique()}@example.test`;
    const response = await bulk(t, {
      token: await t.login(boss.email),
      kind: 'admin',
      key: `ar-${unique()}`,
      rows: [{ email, firstName: 'هدى', role: 'Teacher' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail).toMatchObject({ language: 'ar' });
    expect(mail!.subject).toContain('دعوة للانضمام إلى');
    expect(mail!.html).toContain('dir="rtl"');
  });

  it('an expired invitation is superseded by a new one for the same e-mail', async () => {
    const tag = unique();
    const email = `again-${tag}@example.test`;
    await bulk(t, { token: manager, kind: 'user', key: `x1-${tag}`, rows: [{ email }] });
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, email));
    const response = await bulk(t, {
      token: manager,
      kind: 'user',
      key: `x2-${tag}`,
      rows: [{ email }],
    });
    expect(response.json<{ data: BulkResult }>().data.invitedCount).toBe(1);
    const rows = await t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(rows.map((row) => row.status).sort()).toEqual(['canceled', 'pending']);
  });
});

describe('refused files', () => {
  // Each refusal below is one the service makes before reading the rows (the size, the row
  // count as it parses, the zip's declared sizes before inflating): the message says which.
  // How fast is for the benchmarks, not a wall-clock assertion here.
  const refused = async (data: Buffer, name: string) => {
    const response = await bulk(t, {
      token: manager,
      kind: 'user',
      dryRun: true,
      file: { data, name },
    });
    return { response };
  };

  it('a type other than .xlsx or .csv: 415', async () => {
    const { response } = await refused(Buffer.from('hello'), 'students.txt');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: SPREADSHEET_MESSAGES.fileType });
  });

  it("an .xlsx that is not a workbook: 400 'wrong file'", async () => {
    const { response } = await refused(Buffer.from('MZ\x90\x00 not a zip'), 'students.xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: SPREADSHEET_MESSAGES.wrongFile });
  });

  it("a file without the email column: 400 'wrong file' naming it", async () => {
    const { response } = await refused(csvOf([['name'], ['x']]), 'students.csv');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: SPREADSHEET_MESSAGES.wrongFile,
      fieldErrors: { file: 'Missing column: email' },
    });
  });

  it('a file over 5 MB: 413', async () => {
    const data = Buffer.alloc(INVITATION_FILE.maxBytes + 1024, 'a');
    const { response } = await refused(data, 'students.csv');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: SPREADSHEET_MESSAGES.tooLarge });
  });

  it('more than 10,000 rows: 413', async () => {
    const rows = [['email'], ...Array.from({ length: 10_001 }, (_, i) => [`r${i}@example.test`])];
    const { response } = await refused(csvOf(rows), 'students.csv');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: SPREADSHEET_MESSAGES.tooManyRows });
  });

  it('a zip bomb: 413 before it is inflated', async () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(200 * 1024 * 1024), 1000);
    const { response } = await refused(bomb, 'students.xlsx');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: SPREADSHEET_MESSAGES.expandsTooMuch });
  });

  it('no file at all: 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/user-invitations/bulk?dryRun=true',
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('seats shared with join codes', () => {
  it('an open invitation takes a seat a join code cannot take', async () => {
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, nour));
    const students = await t.db.$count(
      invitations,
      and(eq(invitations.organizationId, nour), eq(invitations.status, 'pending')),
    );
    expect(org!.maxStudents).toBeGreaterThan(0);
    expect(students).toBeGreaterThan(0);
    // Fill Nour Academy's student seats with invitations, then a join code finds none left.
    await t.db
      .update(organizations)
      .set({ maxStudents: 12 + students })
      .where(eq(organizations.id, nour));
    const joiner = await createUser(t.db);
    const token = await t.login(joiner.email);
    const response = await t.request(
      token,
      'PUT',
      `/api/users/v1/users/admin/joinGroup/${joiner.id}`,
      {
        code: 'NOUR-S-0001',
      },
    );
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      message: ORGANIZATION_MESSAGES.seatLimit('students', 12 + students),
    });
    await t.db
      .update(organizations)
      .set({ maxStudents: org!.maxStudents })
      .where(eq(organizations.id, nour));
  });
});

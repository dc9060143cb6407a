import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoPath, USERS_PATHS } from '../../contract/paths';
import { joinCodes } from '../../server/db/schema/accounts';
import { uploadPaths } from '../../server/platform/storage';
import { csvCell } from '../../server/modules/organizations/csv';
import { createOrganization, createUser, organizationId, roleId } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const CODES = (id: string, type: 'student' | 'teacher') =>
  usersUrl(USERS_PATHS.groupCode(id, type));

let t: TestApp;
let admin: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  manager = await t.login('manager@demo.test');
});
afterAll(() => t.close());

/** Parses our CSV (every cell quoted, CRLF rows) back into cells. */
const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replace(/""/g, '"')),
    );

const unused = (id: string, kind: 'student' | 'teacher') =>
  t.db
    .select()
    .from(joinCodes)
    .where(
      and(eq(joinCodes.organizationId, id), eq(joinCodes.kind, kind), isNull(joinCodes.usedBy)),
    );

describe('GET v1/organization/getGroupCode/{id}?type', () => {
  it("downloads Nour Academy's unused student codes as UTF-8 CSV with a BOM", async () => {
    const nour = await organizationId(t.db, 'Nour Academy');
    const response = await t.request(manager, 'GET', CODES(nour, 'student'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''Nour%20Academy-Riyadh.csv",
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = rowsOf(response.body);
    expect(header).toEqual(['code', 'organization', 'kind', 'created_at']);
    expect(rows.map((row) => row[0])).toEqual(
      Array.from({ length: 10 }, (_, i) => `NOUR-S-${String(i + 1).padStart(4, '0')}`),
    );
    expect(rows.every((row) => row[1] === 'Nour Academy' && row[2] === 'student')).toBe(true);
  });

  it('tops up to five fresh random codes when fewer are unused, and keeps Arabic', async () => {
    const id = await createOrganization(t.db, { name: 'أكاديمية الضاد', companyLocation: 'عمّان' });
    const response = await t.request(admin, 'GET', CODES(id, 'teacher'));
    expect(response.statusCode).toBe(200);
    const [, ...rows] = rowsOf(response.body);
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => /^T-[A-Z2-9]{4}-[A-Z2-9]{4}$/.test(row[0] ?? ''))).toBe(true);
    expect(new Set(rows.map((row) => row[0])).size).toBe(5);
    expect(rows[0]?.[1]).toBe('أكاديمية الضاد');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('أكاديمية الضاد-عمّان.csv')}`,
    );
    const stored = await unused(id, 'teacher');
    expect(stored).toHaveLength(5);
    expect(stored.every((row) => row.roleId === stored[0]?.roleId)).toBe(true);
    expect(stored[0]?.roleId).toBe(await roleId(t.db, 'Teacher'));
    // A second download hands out the same codes: nothing new while five are unused.
    const again = rowsOf((await t.request(admin, 'GET', CODES(id, 'teacher'))).body);
    expect(again.slice(1).map((row) => row[0])).toEqual(rows.map((row) => row[0]));
    expect(await unused(id, 'student')).toEqual([]);
  });

  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    const id = await createOrganization(t.db, { name: '=HYPERLINK("http://x.test","y")' });
    const student = await roleId(t.db, 'Student');
    await t.db.insert(joinCodes).values(
      ['=1+2', '+SUM', '-3', '@CMD', '\tTAB', '\rCR'].map((code) => ({
        organizationId: id,
        code,
        kind: 'student' as const,
        roleId: student,
      })),
    );
    const response = await t.request(admin, 'GET', CODES(id, 'student'));
    const [, ...rows] = rowsOf(response.body);
    expect(rows.map((row) => row[0]).sort()).toEqual(
      ["'=1+2", "'+SUM", "'-3", "'@CMD", "'\tTAB", "'\rCR"].sort(),
    );
    expect(rows.every((row) => row[1] === `'=HYPERLINK("http://x.test","y")`)).toBe(true);
    expect(response.body).toContain(`"'=HYPERLINK(""http://x.test"",""y"")"`);
  });

  it('quotes per RFC 4180', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('-1')).toBe(`"'-1"`);
  });

  it('needs a type, and a manager only gets their own codes', async () => {
    const nour = await organizationId(t.db, 'Nour Academy');
    const dar = await organizationId(t.db, 'Dar Al Ilm');
    const bad = await t.request(manager, 'GET', usersUrl(`v1/organization/getGroupCode/${nour}`));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('type');
    expect((await t.request(manager, 'GET', CODES(dar, 'student'))).statusCode).toBe(404);
    expect(await unused(dar, 'student')).toEqual([]);
  });
});

describe('GET v1/files/{fileName}: logos of one’s own organisations only', () => {
  it('serves members (any membership) and HAD, 404 to anyone else', async () => {
    const id = await createOrganization(t.db, { logoImageName: 'private-logo.svg' });
    await writeFile(path.join(uploadPaths(t.dataDir).logos, 'private-logo.svg'), '<svg/>');
    const url = usersUrl(logoPath('private-logo.svg'));
    const member = await createUser(t.db, {
      memberships: [{ organizationId: id, roleId: await roleId(t.db, 'Student') }],
    });
    expect((await t.request(await t.login(member.email), 'GET', url)).statusCode).toBe(200);
    expect((await t.request(admin, 'GET', url)).statusCode).toBe(200);
    const stranger = await t.request(manager, 'GET', url);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'NOT_FOUND' });
    // The manager's own organisations' logos still load (Nour Academy).
    const own = await t.request(manager, 'GET', usersUrl(logoPath('nour-academy.svg')));
    expect(own.statusCode).toBe(200);
    expect((await t.request(manager, 'GET', usersUrl(logoPath('had.svg')))).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import {
  ORGANIZATION_MESSAGES,
  organizationAccountPageSchema,
  organizationPageSchema,
  organizationSchema,
  type OrganizationBody,
} from '../../contract/organizations';
import { USERS_PATHS } from '../../contract/paths';
import { envelope } from '../../contract/wire';
import {
  createOrganization,
  createUpload,
  createUser,
  organizationId,
  roleId,
  userId,
} from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const LIST = usersUrl(USERS_PATHS.organizations);
const ONE = (id: string) => usersUrl(USERS_PATHS.organization(id));
const one = envelope(organizationSchema);
const page = envelope(organizationPageSchema);

const body = (name: string, extra: Partial<OrganizationBody> = {}): OrganizationBody => ({
  name,
  company_location: 'Amman',
  contractType: 'annual',
  startsAt: '2026-01-01',
  endsAt: '2027-01-01',
  curriculum: 'Levels 1-3',
  contractFile: null,
  logoImageName: null,
  maxStudents: 30,
  maxTeachers: 3,
  maxClassrooms: 2,
  ...extra,
});

let t: TestApp;
let admin: string;
let manager: string;
let ids: { had: string; nour: string; dar: string };
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
  manager = await t.login('manager@demo.test');
  ids = {
    had: await organizationId(t.db, 'HAD'),
    nour: await organizationId(t.db, 'Nour Academy'),
    dar: await organizationId(t.db, 'Dar Al Ilm'),
  };
  adminId = await userId(t.db, 'admin@demo.test');
});
afterAll(() => t.close());

describe('GET v1/organization', () => {
  it('HAD sees every organisation, by name, with the seeded contracts', async () => {
    const response = await t.request(admin, 'GET', LIST);
    expect(response.statusCode).toBe(200);
    const { data } = page.parse(response.json());
    const names = data.result.map((org) => org.name);
    expect(names).toEqual(expect.arrayContaining(['DEFAULT', 'Dar Al Ilm', 'HAD', 'Nour Academy']));
    expect(data.pagination).toMatchObject({ pageNumber: 1, pageSize: 20 });
    const byName = new Map(data.result.map((org) => [org.name, org]));
    expect(byName.get('HAD')).toMatchObject({
      contractStatus: 'active',
      contractType: 'multiYear',
    });
    expect(byName.get('Dar Al Ilm')).toMatchObject({ contractStatus: 'pending' });
    const nour = byName.get('Nour Academy');
    expect(nour).toMatchObject({ contractStatus: 'active', company_location: 'Riyadh' });
    const days = (Date.parse(nour?.endsAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(270);
    expect(days).toBeLessThan(330);
  });

  it('pages, searches name and location case-insensitively, and filters by status', async () => {
    const tag = `Paging${Math.random().toString(36).slice(2, 7)}`;
    for (let i = 0; i < 5; i++) {
      await createOrganization(t.db, {
        name: `${tag} ${i}`,
        companyLocation: i === 4 ? 'Zarqa' : 'Amman',
        contractStatus: i % 2 === 0 ? 'active' : 'pending',
      });
    }
    await createOrganization(t.db, { name: 'Zz Elsewhere', companyLocation: `${tag} city` });
    const get = async (query: string) =>
      page.parse((await t.request(admin, 'GET', `${LIST}?${query}`)).json()).data;

    const first = await get(`search=${tag.toLowerCase()}&pageSize=2`);
    expect(first.result.map((o) => o.name)).toEqual([`${tag} 0`, `${tag} 1`]);
    expect(first.pagination).toEqual({
      pageNumber: 1,
      pageSize: 2,
      numOfPages: 3,
      total: 6,
      count: 2,
    });
    const last = await get(`search=${tag.toUpperCase()}&pageSize=2&pageNumber=3`);
    expect(last.result.map((o) => o.name)).toEqual([`${tag} 4`, 'Zz Elsewhere']);
    expect(last.pagination.count).toBe(2);

    const active = await get(`search=${tag}&contractStatus=active`);
    expect(active.result.map((o) => o.name)).toEqual([`${tag} 0`, `${tag} 2`, `${tag} 4`]);
    expect((await get(`search=zarq&contractStatus=active`)).result.map((o) => o.name)).toEqual([
      `${tag} 4`,
    ]);
    // Wildcards typed by the user are literal.
    expect((await get('search=%25')).pagination.total).toBe(0);
  });

  it('refuses a bad query with field errors', async () => {
    const response = await t.request(admin, 'GET', `${LIST}?pageSize=500&contractStatus=gone`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(['contractStatus', 'pageSize']);
  });

  it('anyone else sees only their active organisation', async () => {
    const { data } = page.parse((await t.request(manager, 'GET', LIST)).json());
    expect(data.result.map((org) => org.id)).toEqual([ids.nour]);
    expect(data.pagination.total).toBe(1);
    const none = page.parse((await t.request(manager, 'GET', `${LIST}?search=Dar`)).json());
    expect(none.data.result).toEqual([]);
  });

  it('needs GroupsManager read', async () => {
    const teacher = await t.login('teacher@demo.test');
    expect((await t.request(teacher, 'GET', LIST)).statusCode).toBe(403);
    expect((await t.request(null, 'GET', LIST)).statusCode).toBe(401);
  });
});

describe('GET v1/organization/{id}', () => {
  it('answers HAD for any organisation, a manager only for their own', async () => {
    const dar = one.parse((await t.request(admin, 'GET', ONE(ids.dar))).json());
    expect(dar.data).toMatchObject({ id: ids.dar, name: 'Dar Al Ilm', maxStudents: 50 });
    expect((await t.request(manager, 'GET', ONE(ids.nour))).statusCode).toBe(200);
    for (const id of [ids.dar, ids.had, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await t.request(manager, 'GET', ONE(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(
      (await t.request(admin, 'GET', ONE('00000000-0000-4000-8000-000000000000'))).statusCode,
    ).toBe(404);
  });
});

describe('POST v1/organization', () => {
  it('creates a pending organisation (HAD only) and says so', async () => {
    const input = body('مدرسة النور الجديدة');
    const response = await t.request(admin, 'POST', LIST, input);
    expect(response.statusCode).toBe(201);
    const created = one.parse(response.json());
    expect(created.message).toBe(ORGANIZATION_MESSAGES.created);
    const { contractFile, logoImageName, curriculum, ...rest } = input;
    expect(created.data).toEqual({
      id: expect.any(String),
      ...rest,
      curriculum: curriculum ?? null,
      contractFile: contractFile ?? null,
      contractFileName: null,
      logoImageName: logoImageName ?? null,
      contractStatus: 'pending',
    });
    const fetched = one.parse((await t.request(admin, 'GET', ONE(created.data.id))).json());
    expect(fetched.data).toEqual(created.data);
  });

  it("keeps the contract file's uploaded name while the file stays, and drops it with the file", async () => {
    const file = await createUpload(t.db, { organizationId: ids.had, uploadedBy: adminId });
    const created = one.parse(
      (
        await t.request(
          admin,
          'POST',
          LIST,
          body(`Named file ${Date.now()}`, {
            contractFile: file,
            contractFileName: 'عقد 2026.pdf',
          }),
        )
      ).json(),
    ).data;
    expect(created).toMatchObject({ contractFile: file, contractFileName: 'عقد 2026.pdf' });
    const { id, contractStatus: _status, ...kept } = created;
    // A client that never sends the name (one written from the spec) does not erase it.
    const { contractFileName: _name, ...withoutName } = kept;
    const updated = await t.request(admin, 'PUT', ONE(id), { ...withoutName, maxStudents: 31 });
    expect(one.parse(updated.json()).data.contractFileName).toBe('عقد 2026.pdf');
    const another = await createUpload(t.db, { organizationId: ids.had, uploadedBy: adminId });
    const replaced = await t.request(admin, 'PUT', ONE(id), {
      ...withoutName,
      contractFile: another,
    });
    expect(one.parse(replaced.json()).data).toMatchObject({
      contractFile: another,
      contractFileName: null,
    });
    const removed = await t.request(admin, 'PUT', ONE(id), {
      ...withoutName,
      contractFile: null,
      contractFileName: 'ignored.pdf',
    });
    expect(one.parse(removed.json()).data).toMatchObject({
      contractFile: null,
      contractFileName: null,
    });
  });

  it('refuses a duplicate name with 409', async () => {
    const response = await t.request(admin, 'POST', LIST, body('Nour Academy'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: ORGANIZATION_MESSAGES.nameTaken });
  });

  it('answers field errors', async () => {
    const response = await t.request(admin, 'POST', LIST, {
      ...body('x'),
      contractType: 'forever',
      endsAt: '2025-01-01',
      maxStudents: -1,
      contractStatus: 'active',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: MESSAGES.badRequest });
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual(
      ['contractStatus', 'contractType', 'maxStudents', 'name'].sort(),
    );
    const dates = await t.request(admin, 'POST', LIST, body('Dates', { endsAt: '2025-01-01' }));
    expect(dates.json().fieldErrors).toEqual({ endsAt: expect.any(String) });
  });

  it('is forbidden to a manager whose active organisation is not HAD', async () => {
    const response = await t.request(manager, 'POST', LIST, body('Not allowed'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: ORGANIZATION_MESSAGES.hadOnly });
  });
});

describe('PUT v1/organization/{id}', () => {
  it("refuses to name another organisation's logo or contract file", async () => {
    const theirs = await createUpload(t.db, { organizationId: ids.dar });
    const owner = await createOrganization(t.db, { name: 'Owner', contractFile: theirs });
    const id = await createOrganization(t.db, { name: 'Borrower' });
    for (const taken of [{ contractFile: theirs }, { logoImageName: theirs }]) {
      const response = await t.request(admin, 'PUT', ONE(id), body('Borrower', taken));
      expect(response.statusCode).toBe(400);
      const field = Object.keys(taken)[0] as string;
      expect(response.json().fieldErrors).toEqual({
        [field]: ORGANIZATION_MESSAGES.fileNotYours,
      });
    }
    const own = await t.request(admin, 'PUT', ONE(owner), body('Owner', { contractFile: theirs }));
    expect(own.statusCode).toBe(200);
  });

  it("attaches only the organisation's own uploads, or the caller's", async () => {
    const darUpload = await createUpload(t.db, { organizationId: ids.dar, kind: 'picture' });
    const oldLogo = await createUpload(t.db, { organizationId: ids.dar, kind: 'picture' });
    const nourLogo = await createUpload(t.db, { organizationId: ids.nour, kind: 'picture' });
    const current = organizationSchema.parse(
      (await t.request(manager, 'GET', ONE(ids.nour))).json().data,
    );
    const { id: _id, contractStatus: _status, ...unchanged } = current;
    const attempts = [
      { logoImageName: darUpload }, // another organisation's unused upload
      { logoImageName: oldLogo }, // another organisation's old logo, awaiting the sweep
      { logoImageName: `${crypto.randomUUID()}.png` }, // a name nobody uploaded
      { logoImageName: await createUpload(t.db, { organizationId: ids.nour }) }, // a PDF
    ];
    for (const attempt of attempts) {
      const response = await t.request(manager, 'PUT', ONE(ids.nour), { ...unchanged, ...attempt });
      expect(response.statusCode, JSON.stringify(attempt)).toBe(400);
      expect(Object.values(response.json().fieldErrors)).toEqual([
        ORGANIZATION_MESSAGES.fileNotYours,
      ]);
    }
    const mine = await t.request(manager, 'PUT', ONE(ids.nour), {
      ...unchanged,
      logoImageName: nourLogo,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    // HAD's admin uploads from HAD and names the file on a customer, or on a new one.
    const fromHad = await createUpload(t.db, { organizationId: ids.had, uploadedBy: adminId });
    const created = await t.request(
      admin,
      'POST',
      LIST,
      body('Uploaded from HAD', { contractFile: fromHad }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const otherHadUpload = await createUpload(t.db, { organizationId: ids.had });
    const notTheirs = await t.request(
      admin,
      'POST',
      LIST,
      body('Not uploaded by them', { contractFile: otherHadUpload }),
    );
    expect(notTheirs.statusCode).toBe(400);
  });

  it('keeps the names of the platform’s own organisations, HAD and DEFAULT', async () => {
    for (const name of ['HAD', 'DEFAULT']) {
      const id = await organizationId(t.db, name);
      const current = organizationSchema.parse(
        (await t.request(admin, 'GET', ONE(id))).json().data,
      );
      const { id: _id, contractStatus: _status, ...unchanged } = current;
      const renamed = await t.request(admin, 'PUT', ONE(id), { ...unchanged, name: `${name} 2` });
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().fieldErrors).toEqual({ name: ORGANIZATION_MESSAGES.platformName });
      const kept = await t.request(admin, 'PUT', ONE(id), {
        ...unchanged,
        company_location: 'Cairo',
      });
      expect(kept.statusCode, kept.body).toBe(200);
    }
  });

  it('changes the fields but never the contract status', async () => {
    const id = await createOrganization(t.db, { name: 'Editable', contractStatus: 'paused' });
    const response = await t.request(admin, 'PUT', ONE(id), body('Edited', { maxTeachers: 9 }));
    expect(response.statusCode).toBe(200);
    const updated = one.parse(response.json());
    expect(updated.message).toBe(ORGANIZATION_MESSAGES.updated);
    expect(updated.data).toMatchObject({
      name: 'Edited',
      maxTeachers: 9,
      contractStatus: 'paused',
    });
  });

  it('a manager edits their own organisation only, and not its contract terms', async () => {
    const current = organizationSchema.parse(
      (await t.request(manager, 'GET', ONE(ids.nour))).json().data,
    );
    const { id: _id, contractStatus: _status, ...unchanged } = current;
    const moved = { ...unchanged, company_location: 'Jeddah' };
    const own = await t.request(manager, 'PUT', ONE(ids.nour), moved);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      company_location: 'Jeddah',
      maxStudents: current.maxStudents,
    });

    const more = await t.request(manager, 'PUT', ONE(ids.nour), { ...moved, maxStudents: 999 });
    expect(more.statusCode).toBe(403);
    expect(more.json()).toMatchObject({ message: ORGANIZATION_MESSAGES.contractTermsHadOnly });
    const other = await t.request(manager, 'PUT', ONE(ids.dar), body('Dar Al Ilm'));
    expect(other.statusCode).toBe(404);
  });

  it('409 on a name taken by another organisation, 400 on bad fields', async () => {
    const id = await createOrganization(t.db);
    expect((await t.request(admin, 'PUT', ONE(id), body('HAD'))).statusCode).toBe(409);
    const bad = await t.request(admin, 'PUT', ONE(id), { name: 'Only a name' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('company_location');
  });
});

describe('GET v1/organization/accounts/{id}', () => {
  it("pages the organisation's members with their roles", async () => {
    const id = await createOrganization(t.db);
    const student = await roleId(t.db, 'Student');
    for (const lastName of ['Zaid', 'Amer', 'Badr']) {
      await createUser(t.db, { lastName, memberships: [{ organizationId: id, roleId: student }] });
    }
    const url = `${usersUrl(USERS_PATHS.organizationAccounts(id))}?pageSize=2`;
    const response = await t.request(admin, 'GET', url);
    expect(response.statusCode).toBe(200);
    const { data } = envelope(organizationAccountPageSchema).parse(response.json());
    expect(data.result.map((a) => a.lastName)).toEqual(['Amer', 'Badr']);
    expect(data.result[0]).toMatchObject({ roleName: 'Student', roleNumber: 6, isActive: false });
    expect(data.pagination).toEqual({
      pageNumber: 1,
      pageSize: 2,
      numOfPages: 2,
      total: 3,
      count: 2,
    });
    expect((await t.request(manager, 'GET', url)).statusCode).toBe(404);
    const own = await t.request(
      manager,
      'GET',
      usersUrl(USERS_PATHS.organizationAccounts(ids.nour)),
    );
    expect(own.json().data.result.map((a: { email: string }) => a.email)).toContain(
      'manager@demo.test',
    );
  });
});

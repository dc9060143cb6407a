import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_FILE_MAX_BYTES } from '../../contract/organizations';
import { logoPath, USERS_PATHS } from '../../contract/paths';
import { organizations } from '../../server/db/schema/organizations';
import { uploadPaths } from '../../server/platform/storage';
import { UPLOAD_MESSAGES } from '../../server/modules/uploads/messages';
import { multipart, type Part } from './support/media';
import { buildIsolationWorld, type IsolationWorld } from './support/isolation';
import { bearer, createTestApp, usersUrl, type TestApp } from './support/test-app';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(500),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(500)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x10, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  randomBytes(100),
]);
// A Windows executable's "MZ" header, renamed and declared as a PDF.
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), randomBytes(500)]);

let t: TestApp;
let world: IsolationWorld;
let filesDir: string;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildIsolationWorld(t);
  filesDir = uploadPaths(t.dataDir).files;
});
afterAll(() => t.close());

const storedFiles = async () => (await readdir(filesDir).catch(() => [] as string[])).sort();

function upload(token: string | null, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: usersUrl(USERS_PATHS.uploadFile),
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

const fileOf = (content: Buffer, type: string, filename = 'contract.pdf'): Part => ({
  name: 'file',
  filename,
  type,
  content,
});

interface Uploaded {
  fileName: string;
  url: string;
  originalName: string;
}

async function uploaded(token: string, part: Part): Promise<Uploaded> {
  const response = await upload(token, [part]);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Uploaded }).data;
}

const readFileAs = (token: string, url: string) => t.request(token, 'GET', url);

describe('POST v1/general/upload-file', () => {
  it('stores a PDF under a random name and answers where to read it', async () => {
    const { fileName, url, originalName } = await uploaded(
      world.a.manager.token,
      fileOf(PDF, 'application/pdf', '../../etc/passwd.pdf'),
    );
    expect(fileName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(url).toBe(usersUrl(logoPath(fileName)));
    // The sent name, without its folders, for the console to show and download it by.
    expect(originalName).toBe('passwd.pdf');
    expect(await readFile(path.join(filesDir, fileName))).toEqual(PDF);
    expect(await storedFiles()).not.toContain('passwd.pdf');
  });

  it.each([
    ['image/png', PNG, 'png'],
    ['image/jpeg', JPEG, 'jpg'],
    ['image/webp', WEBP, 'webp'],
  ])('accepts %s', async (type, content, extension) => {
    const { fileName } = await uploaded(world.a.manager.token, fileOf(content, type, 'x.bin'));
    expect(fileName.endsWith(`.${extension}`)).toBe(true);
    expect(await readFile(path.join(filesDir, fileName))).toEqual(content);
  });

  it('accepts a file of exactly the maximum size', async () => {
    const content = Buffer.alloc(CONTRACT_FILE_MAX_BYTES, 0x20);
    content.write('%PDF-1.4\n');
    const { fileName } = await uploaded(world.a.manager.token, fileOf(content, 'application/pdf'));
    expect((await readFile(path.join(filesDir, fileName))).length).toBe(CONTRACT_FILE_MAX_BYTES);
  });

  it.each([
    ['a renamed .exe declared as a PDF', fileOf(EXE, 'application/pdf', 'contract.pdf')],
    ['PNG bytes declared as a PDF', fileOf(PNG, 'application/pdf')],
    ['PDF bytes declared as a PNG', fileOf(PDF, 'image/png', 'logo.png')],
    [
      'an SVG (it can carry script)',
      fileOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'l.svg'),
    ],
    ['a GIF', fileOf(Buffer.from('GIF89a0000'), 'image/gif', 'l.gif')],
    ['an executable', fileOf(EXE, 'application/octet-stream', 'setup.exe')],
  ])('refuses %s with 415 and keeps nothing', async (_title, part) => {
    const before = await storedFiles();
    const response = await upload(world.a.manager.token, [part]);
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: UPLOAD_MESSAGES.typeNotAllowed,
    });
    expect(UPLOAD_MESSAGES.typeNotAllowed).toBe(
      'This file type is not allowed, Allowed formats: PDF, PNG, JPEG, WebP.',
    );
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over the limit with 413 and leaves nothing on disk', async () => {
    const before = await storedFiles();
    const content = Buffer.alloc(CONTRACT_FILE_MAX_BYTES + 1, 0x20);
    content.write('%PDF-1.4\n');
    const response = await upload(world.a.manager.token, [fileOf(content, 'application/pdf')]);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: UPLOAD_MESSAGES.tooLarge,
    });
    expect(response.headers.connection).toBe('close');
    expect(await storedFiles()).toEqual(before);
  });

  it.each([
    ['only a text field', [{ name: 'note', content: 'hello' }]],
    ['the file under another field', [{ ...fileOf(PDF, 'application/pdf'), name: 'upload' }]],
    ['no parts at all', []],
    ['an empty file', [fileOf(Buffer.alloc(0), 'application/pdf')]],
  ])('answers 400 for %s', async (_title, parts: Part[]) => {
    const before = await storedFiles();
    const response = await upload(world.a.manager.token, parts);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 400 to a request that is not multipart', async () => {
    const empty = await t.request(world.a.manager.token, 'POST', usersUrl(USERS_PATHS.uploadFile));
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json()).toMatchObject({ message: UPLOAD_MESSAGES.noFile });
    const json = await t.request(world.a.manager.token, 'POST', usersUrl(USERS_PATHS.uploadFile), {
      file: 'x',
    });
    expect(json.statusCode, json.body).toBe(400);
  });

  it('needs a token, and w GroupsManager', async () => {
    const part = fileOf(PDF, 'application/pdf');
    expect((await upload(null, [part])).statusCode).toBe(401);
    expect((await upload(world.a.member.token, [part])).statusCode).toBe(403);
    expect((await upload(world.a.bare.token, [part])).statusCode).toBe(403);
  });
});

describe('reading an uploaded file back', () => {
  let contract: Uploaded;
  let logo: Uploaded;
  let had: string;

  beforeAll(async () => {
    had = await t.login('admin@demo.test');
    contract = await uploaded(world.a.manager.token, fileOf(PDF, 'application/pdf'));
    logo = await uploaded(world.a.manager.token, fileOf(PNG, 'image/png', 'logo.png'));
  });

  it('is nobody’s until an organisation names it', async () => {
    const response = await readFileAs(world.a.manager.token, contract.url);
    expect(response.statusCode).toBe(404);
  });

  it('is served to members of the organisation that names it', async () => {
    // Through the API, as the console saves its form after the upload (contract terms, the
    // file among them, are HAD's to change).
    const current = await t.request(
      had,
      'GET',
      usersUrl(USERS_PATHS.organization(world.a.organizationId)),
    );
    expect(current.statusCode, current.body).toBe(200);
    const org = (current.json() as { data: Record<string, unknown> }).data;
    const saved = await t.request(
      had,
      'PUT',
      usersUrl(USERS_PATHS.organization(world.a.organizationId)),
      {
        name: org.name,
        company_location: org.company_location || 'Cairo',
        contractType: org.contractType,
        startsAt: org.startsAt,
        endsAt: org.endsAt,
        contractFile: contract.fileName,
        logoImageName: logo.fileName,
        maxStudents: org.maxStudents,
        maxTeachers: org.maxTeachers,
        maxClassrooms: org.maxClassrooms,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const pdf = await readFileAs(world.a.member.token, contract.url);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.rawPayload).toEqual(PDF);

    const png = await readFileAs(world.a.bare.token, logo.url);
    expect(png.statusCode, png.body).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload).toEqual(PNG);
  });

  it('does not exist for another organisation, not even its manager', async () => {
    for (const token of [world.b.manager.token, world.b.member.token]) {
      for (const url of [contract.url, logo.url]) {
        const response = await readFileAs(token, url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
        expect(response.rawPayload).not.toEqual(PDF);
      }
    }
  });

  it('is served to a caller active in HAD', async () => {
    const response = await readFileAs(had, contract.url);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('is not under the public /media root', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/media/${contract.fileName}` });
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload).not.toEqual(PDF);
  });

  it('never serves a temporary file', async () => {
    const [organization] = await t.db
      .select({ contractFile: organizations.contractFile })
      .from(organizations)
      .where(eq(organizations.id, world.a.organizationId));
    expect(organization?.contractFile).toBe(contract.fileName);
    expect((await storedFiles()).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});

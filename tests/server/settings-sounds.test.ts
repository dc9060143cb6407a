import { readdir } from 'node:fs/promises';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAD_ORG_NAME } from '../../contract/constants';
import { UNUSED_UPLOAD_TTL_MS } from '../../contract/media';
import {
  SOUND_MAX_BYTES,
  SOUND_MESSAGES,
  SOUND_PATHS,
  soundSchema,
  type Sound,
} from '../../contract/sounds';
import { USERS_PATHS } from '../../contract/paths';
import { envelope, paged } from '../../contract/wire';
import { uploads } from '../../server/db/schema/uploads';
import { loadConfig } from '../../server/platform/config';
import { createDiskMediaStore } from '../../server/platform/media-store/disk';
import { createS3MediaStore } from '../../server/platform/media-store/s3';
import type { MediaStore } from '../../server/platform/media-store/types';
import { uploadPaths } from '../../server/platform/storage';
import { createUploadSweeper } from '../../server/platform/uploads-sweeper';
import { entriesOf, requestIdOf } from './support/audit';
import { createRole, createUser, organizationId, userId } from './support/factories';
import { settingsUrl } from './support/meetings';
import { demoMedia, HEADERS, multipart, withFiller, type Part } from './support/media';
import { startLocalS3, type LocalS3 } from './support/s3';
import { bearer, createTestApp, usersUrl, type TestApp } from './support/test-app';

const LIST = settingsUrl(SOUND_PATHS.sounds);
const one = envelope(soundSchema);
const list = envelope(paged(soundSchema));
const HOUR = 3_600_000;
const FIELDS = { nameEn: 'Well done', nameAr: 'أحسنت', kind: 'correct' };

const fields = (values: Record<string, string> = FIELDS): Part[] =>
  Object.entries(values).map(([name, content]) => ({ name, content }));
const file = (content: Buffer, type: string, filename = 'sound.bin'): Part => ({
  name: 'file',
  filename,
  type,
  content,
});

/** `POST v1/sounds` as a browser's FormData sends it: the fields, then the file. */
function post(t: TestApp, token: string, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: LIST,
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

async function created(t: TestApp, token: string, parts: Part[]): Promise<Sound> {
  const response = await post(t, token, parts);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().message).toBe(SOUND_MESSAGES.created);
  return one.parse(response.json()).data;
}

async function listed(t: TestApp, token: string, query = '') {
  const response = await t.request(token, 'GET', `${LIST}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return list.parse(response.json()).data;
}

const silent = { info: () => undefined, warn: () => undefined };
const sweeperOf = (t: TestApp, media: MediaStore, ahead: number) =>
  createUploadSweeper({
    db: t.db,
    media,
    filesDir: uploadPaths(t.dataDir).files,
    log: silent,
    clock: () => new Date(Date.now() + ahead),
  });

/** Makes the uploads of `names` look `ms` old (as the owner). */
const age = (t: TestApp, names: string[], ms: number) =>
  t.db
    .update(uploads)
    .set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(inArray(uploads.fileName, names));

const served = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

describe('the app sounds (GET and POST v1/sounds, DELETE v1/sounds/{id}) on disk', () => {
  let t: TestApp;
  let admin: string;
  let customerConfigurator: string;
  let hadWithoutConfigurations: string;
  const mediaDir = () => uploadPaths(t.dataDir).media;
  const onDisk = () => readdir(mediaDir()).catch(() => [] as string[]);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.test');
    const writer = await createRole(t.db, {
      grants: { Configurations: ['read', 'write', 'update'] },
    });
    const customer = await createUser(t.db, {
      memberships: [
        {
          organizationId: await organizationId(t.db, 'Nour Academy'),
          roleId: writer,
          isActive: true,
        },
      ],
    });
    customerConfigurator = await t.login(customer.email);
    const elementsOnly = await createRole(t.db, {
      grants: { Elements: ['read', 'write', 'update'] },
    });
    const had = await createUser(t.db, {
      memberships: [
        {
          organizationId: await organizationId(t.db, HAD_ORG_NAME),
          roleId: elementsOnly,
          isActive: true,
        },
      ],
    });
    hadWithoutConfigurations = await t.login(had.email);
  });
  afterAll(() => t?.close());

  it('creates a sound from the fields and the file, serves it, lists it and audits it', async () => {
    const bytes = await demoMedia('marhaban.mp3');
    const response = await post(t, admin, [...fields(), file(bytes, 'audio/mpeg', 'yes.mp3')]);
    expect(response.statusCode, response.body).toBe(201);
    const sound = one.parse(response.json()).data;
    expect(sound).toMatchObject({
      ...FIELDS,
      contentType: 'audio/mpeg',
      bytes: bytes.length,
      createdBy: await userId(t.db, 'admin@demo.test'),
    });
    expect(sound.fileName).toMatch(/^[0-9a-f-]{36}\.mp3$/);
    expect(sound.url).toBe(`/media/${sound.fileName}`);

    const stored = await served(t, sound.url);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('audio/mpeg');
    expect(stored.rawPayload.equals(bytes)).toBe(true);
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.fileName, sound.fileName));
    expect(upload).toMatchObject({ purpose: 'sound', kind: 'audio', storage: 'disk' });

    const page = await listed(t, admin);
    expect(page.result[0]).toEqual(sound);
    expect(page.pagination).toMatchObject({ pageNumber: 1, pageSize: 20, total: 1, count: 1 });

    const entries = await entriesOf(t.db, requestIdOf(response));
    const entry = entries.find((one) => one.tableName === 'sounds');
    expect(entry).toMatchObject({
      action: 'insert',
      recordId: sound.id,
      actorId: sound.createdBy,
      route: 'POST /api/settings/v1/sounds',
    });
    expect(entry?.after).toMatchObject({ name_en: FIELDS.nameEn, file_name: sound.fileName });
    expect(entries.map((one) => one.tableName).sort()).toEqual(['sounds', 'uploads']);
  });

  it('takes OGG, WAV and M4A too, names them by their type, and filters the list by kind', async () => {
    const samples: [Buffer, string, string][] = [
      [await demoMedia('marhaban.ogg'), 'audio/ogg', 'ogg'],
      [withFiller(HEADERS.wav), 'audio/x-wav', 'wav'],
      [withFiller(HEADERS.m4a), 'audio/x-m4a', 'm4a'],
      [withFiller(HEADERS.mp3Frame), 'audio/mp3', 'mp3'],
    ];
    for (const [bytes, type, extension] of samples) {
      const sound = await created(t, admin, [
        ...fields({ nameEn: `Tap ${extension}`, nameAr: 'نقرة', kind: 'tap' }),
        file(bytes, type),
      ]);
      expect(sound.fileName.endsWith(`.${extension}`), sound.fileName).toBe(true);
    }
    const taps = await listed(t, admin, '?kind=tap&pageSize=2');
    expect(taps.pagination).toMatchObject({ total: 4, count: 2, numOfPages: 2 });
    expect(taps.result.every((sound) => sound.kind === 'tap')).toBe(true);
    expect((await t.request(admin, 'GET', `${LIST}?kind=boom`)).statusCode).toBe(400);
  });

  it('refuses renamed, oversized, empty and unknown files, storing nothing', async () => {
    const before = await onDisk();
    const renamed = await post(t, admin, [
      ...fields(),
      file(Buffer.from('just some notes, not a sound\n'.repeat(4)), 'audio/mpeg', 'notes.mp3'),
    ]);
    expect(renamed.statusCode, renamed.body).toBe(415);
    expect(renamed.json()).toMatchObject({
      message: SOUND_MESSAGES.typeNotAllowed,
      fieldErrors: { file: SOUND_MESSAGES.typeNotAllowed },
    });
    // A picture is media, but not a sound.
    const picture = await post(t, admin, [
      ...fields(),
      file(await demoMedia('sun.png'), 'image/png'),
    ]);
    expect(picture.statusCode, picture.body).toBe(415);
    const text = await post(t, admin, [...fields(), file(Buffer.from('hello'), 'text/plain')]);
    expect(text.statusCode, text.body).toBe(415);

    const large = Buffer.alloc(SOUND_MAX_BYTES + 1);
    HEADERS.mp3Frame.copy(large);
    const tooLarge = await post(t, admin, [...fields(), file(large, 'audio/mpeg')]);
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      message: SOUND_MESSAGES.tooLarge,
      fieldErrors: { file: SOUND_MESSAGES.tooLarge },
    });

    const empty = await post(t, admin, [...fields(), file(Buffer.alloc(0), 'audio/ogg')]);
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json().fieldErrors).toHaveProperty('file');
    const none = await post(t, admin, fields());
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json().fieldErrors).toHaveProperty('file');

    expect(await onDisk()).toEqual(before);
  });

  it('refuses a wrong kind, missing or long names and fields sent after the file (400 per field)', async () => {
    const sample = () => file(withFiller(HEADERS.mp3Frame), 'audio/mpeg');
    const before = await onDisk();
    const kind = await post(t, admin, [...fields({ ...FIELDS, kind: 'boom' }), sample()]);
    expect(kind.statusCode, kind.body).toBe(400);
    expect(Object.keys(kind.json().fieldErrors)).toEqual(['kind']);

    const names = await post(t, admin, [
      ...fields({ nameEn: '   ', nameAr: 'ا'.repeat(101), kind: 'wrong' }),
      sample(),
    ]);
    expect(names.statusCode, names.body).toBe(400);
    expect(Object.keys(names.json().fieldErrors).sort()).toEqual(['nameAr', 'nameEn']);

    const unknown = await post(t, admin, [...fields({ ...FIELDS, colour: 'red' }), sample()]);
    expect(unknown.statusCode, unknown.body).toBe(400);

    const late = await post(t, admin, [sample(), ...fields()]);
    expect(late.statusCode, late.body).toBe(400);
    expect(Object.keys(late.json().fieldErrors).sort()).toEqual(['kind', 'nameAr', 'nameEn']);
    expect(await onDisk()).toEqual(before);
  });

  it('lets any organisation with Configurations read them; only HAD writes them', async () => {
    const sound = await created(t, admin, [
      ...fields(),
      file(withFiller(HEADERS.wav), 'audio/wav'),
    ]);
    const page = await listed(t, customerConfigurator);
    expect(page.result.map((one) => one.id)).toContain(sound.id);

    const before = await onDisk();
    const customerPost = await post(t, customerConfigurator, [
      ...fields(),
      file(withFiller(HEADERS.wav), 'audio/wav'),
    ]);
    expect(customerPost.statusCode, customerPost.body).toBe(403);
    expect(customerPost.json().message).toBe(SOUND_MESSAGES.hadOnly);
    expect(customerPost.headers.connection).toBe('close');
    const customerDelete = await t.request(
      customerConfigurator,
      'DELETE',
      settingsUrl(SOUND_PATHS.sound(sound.id)),
    );
    expect(customerDelete.statusCode, customerDelete.body).toBe(403);

    expect((await t.request(hadWithoutConfigurations, 'GET', LIST)).statusCode).toBe(403);
    const barePost = await post(t, hadWithoutConfigurations, [
      ...fields(),
      file(withFiller(HEADERS.wav), 'audio/wav'),
    ]);
    expect(barePost.statusCode).toBe(403);
    const bareDelete = await t.request(
      hadWithoutConfigurations,
      'DELETE',
      settingsUrl(SOUND_PATHS.sound(sound.id)),
    );
    expect(bareDelete.statusCode).toBe(403);
    expect((await t.request(null, 'GET', LIST)).statusCode).toBe(401);

    expect(await onDisk()).toEqual(before);
    expect((await listed(t, admin)).result.map((one) => one.id)).toContain(sound.id);
  });

  it('deletes a sound (audited); its file stays while in the trash, then goes with the sweep', async () => {
    const gone = await created(t, admin, [
      ...fields({ nameEn: 'Boo', nameAr: 'خطأ', kind: 'wrong' }),
      file(withFiller(HEADERS.mp3Frame), 'audio/mpeg'),
    ]);
    const kept = await created(t, admin, [
      ...fields({ nameEn: 'Party', nameAr: 'احتفال', kind: 'celebration' }),
      file(await demoMedia('marhaban.ogg'), 'audio/ogg'),
    ]);
    const url = settingsUrl(SOUND_PATHS.sound(gone.id));
    const deleted = await t.request(admin, 'DELETE', url);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({
      data: null,
      message: SOUND_MESSAGES.deleted,
      messageKey: 'sounds.deleted',
      trashId: expect.any(String),
    });
    const entry = (await entriesOf(t.db, requestIdOf(deleted))).find(
      (one) => one.tableName === 'sounds',
    );
    expect(entry).toMatchObject({
      tableName: 'sounds',
      action: 'delete',
      recordId: gone.id,
      route: 'DELETE /api/settings/v1/sounds/:id',
    });
    expect(entry?.before).toMatchObject({ kind: 'wrong', file_name: gone.fileName });
    expect((await t.request(admin, 'DELETE', url)).statusCode).toBe(404);
    expect((await listed(t, admin)).result.map((one) => one.id)).not.toContain(gone.id);

    // Like curriculum media: the file stays until the sweeper finds it unnamed and a day old.
    expect((await served(t, gone.url)).statusCode).toBe(200);
    const media = createDiskMediaStore(mediaDir());
    await sweeperOf(t, media, 0).runOnce();
    expect((await served(t, gone.url)).statusCode).toBe(200);
    await age(t, [gone.fileName, kept.fileName], UNUSED_UPLOAD_TTL_MS + HOUR);
    // The trash names it while the sound may come back; deleted for good, it goes.
    await sweeperOf(t, media, 0).runOnce();
    expect((await served(t, gone.url)).statusCode).toBe(200);
    const trashId = deleted.json().trashId as string;
    const forever = await t.request(admin, 'DELETE', usersUrl(USERS_PATHS.trashItem(trashId)));
    expect(forever.statusCode, forever.body).toBe(200);
    await sweeperOf(t, media, 0).runOnce();
    expect((await served(t, gone.url)).statusCode).toBe(404);
    expect(await onDisk()).not.toContain(gone.fileName);
    const left = await t.db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(inArray(uploads.fileName, [gone.fileName, kept.fileName]));
    expect(left).toEqual([{ fileName: kept.fileName }]);
    // A sound still there keeps its file however old.
    await sweeperOf(t, media, 365 * UNUSED_UPLOAD_TTL_MS).runOnce();
    expect((await served(t, kept.url)).statusCode).toBe(200);
  });
});

describe('the app sounds with S3_BUCKET set', () => {
  let s3: LocalS3;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp({ env: s3.env });
    admin = await t.login('admin@demo.test');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores the file in the bucket, serves it from there, and the sweep removes it there', async () => {
    const before = await s3.keys();
    const bytes = await demoMedia('marhaban.mp3');
    const sound = await created(t, admin, [...fields(), file(bytes, 'audio/mpeg')]);
    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: 'media', Key: sound.fileName }),
    );
    expect(head.ContentLength).toBe(bytes.length);
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.fileName, sound.fileName));
    expect(upload).toMatchObject({ purpose: 'sound', storage: 's3' });
    expect((await served(t, sound.url)).rawPayload.equals(bytes)).toBe(true);

    const renamed = await post(t, admin, [
      ...fields(),
      file(Buffer.from('not a sound at all, only text'), 'audio/mpeg', 'notes.mp3'),
    ]);
    expect(renamed.statusCode, renamed.body).toBe(415);
    expect(await s3.keys()).toEqual([...before, sound.fileName].sort());

    const deleted = await t.request(admin, 'DELETE', settingsUrl(SOUND_PATHS.sound(sound.id)));
    expect(deleted.statusCode, deleted.body).toBe(200);
    const trashId = deleted.json().trashId as string;
    await t.request(admin, 'DELETE', usersUrl(USERS_PATHS.trashItem(trashId)));
    await age(t, [sound.fileName], UNUSED_UPLOAD_TTL_MS + HOUR);
    await sweeperOf(t, createS3MediaStore(loadConfig(s3.env).s3!), 0).runOnce();
    expect(await s3.keys()).toEqual(before);
    expect((await served(t, sound.url)).statusCode).toBe(404);
  });
});

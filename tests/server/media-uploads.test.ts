import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRICULUM_MESSAGES } from '../../contract/curriculum';
import { MEDIA_RULES, mediaUploadSchema, type MediaUpload } from '../../contract/media';
import { USERS_PATHS } from '../../contract/paths';
import { uploads } from '../../server/db/schema/uploads';
import { fileKindsFor } from '../../server/platform/file-kinds';
import { uploadPaths } from '../../server/platform/storage';
import { UploadRefused, writeChecked } from '../../server/platform/uploads';
import { MEDIA_UPLOAD_MESSAGES, UPLOAD_MESSAGES } from '../../server/modules/uploads/messages';
import { organizationId, userId } from './support/factories';
import { buildIsolationWorld, type IsolationWorld } from './support/isolation';
import {
  demoMedia,
  fileOf,
  HEADERS,
  mediaSamples,
  uploadTo,
  withFiller,
  type MediaSample,
} from './support/media';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let world: IsolationWorld;
let admin: string;
let mediaDir: string;
let samples: MediaSample[];

beforeAll(async () => {
  t = await createTestApp();
  world = await buildIsolationWorld(t);
  admin = await t.login('admin@demo.test');
  mediaDir = uploadPaths(t.dataDir).media;
  samples = await mediaSamples();
});
afterAll(() => t.close());

const S3_PATH = USERS_PATHS.s3UploadFile;
const stored = async () => (await readdir(mediaDir).catch(() => [] as string[])).sort();
const rowOf = async (fileName: string) =>
  (await t.db.select().from(uploads).where(eq(uploads.fileName, fileName)))[0];
const uploadCount = async () => (await t.db.select({ id: uploads.id }).from(uploads)).length;

async function accepted(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(201);
  return mediaUploadSchema.parse((response.json() as { data: MediaUpload }).data);
}

describe('curriculum media uploads', () => {
  it.each([
    ['upload-file?purpose=curriculum', undefined],
    ['aws/s3/upload-file', S3_PATH],
  ])('each format is accepted through %s, stored whole and recorded', async (_title, route) => {
    const hadId = await organizationId(t.db, 'HAD');
    const adminId = await userId(t.db, 'admin@demo.test');
    for (const sample of samples) {
      const response = await uploadTo(
        t,
        admin,
        [fileOf(sample.content, sample.type, '../../evil.html')],
        route,
      );
      const data = await accepted(response);
      expect(data, sample.title).toEqual({
        fileName: expect.stringMatching(new RegExp(`^[0-9a-f-]{36}\\.${sample.extension}$`)),
        url: `/media/${data.fileName}`,
        kind: sample.kind,
        contentType: sample.contentType,
        bytes: sample.content.length,
      });
      expect(await readFile(path.join(mediaDir, data.fileName))).toEqual(sample.content);
      expect(await rowOf(data.fileName), sample.title).toMatchObject({
        purpose: 'curriculum',
        kind: sample.kind,
        contentType: sample.contentType,
        bytes: sample.content.length,
        storage: 'disk',
        uploadedBy: adminId,
        organizationId: hadId,
      });
    }
    expect((await stored()).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it.each([
    ['MP3 bytes declared as an MP4 video', 'video/mp4', () => demoMedia('bayt.mp3')],
    ['a PNG declared as MP3 audio', 'audio/mpeg', () => demoMedia('house.png')],
    ['an MP4 declared as WebM', 'video/webm', () => demoMedia('sky.mp4')],
    ['a WebP declared as WAV', 'audio/wav', async () => withFiller(HEADERS.webp)],
    ['an OGG declared as a JPEG', 'image/jpeg', () => demoMedia('marhaban.ogg')],
    [
      'an executable declared as M4A',
      'audio/mp4',
      async () => withFiller(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0])),
    ],
    [
      'a PDF (an organisation file, not media)',
      'application/pdf',
      async () => Buffer.from('%PDF-1.7 x'),
    ],
    ['a GIF', 'image/gif', async () => withFiller(Buffer.from('GIF89a'))],
    [
      'an SVG',
      'image/svg+xml',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    ['no declared type', 'application/octet-stream', () => demoMedia('sky.mp4')],
  ])('refuses %s with 415 and keeps nothing', async (_title, type, content) => {
    const [files, rows] = [await stored(), await uploadCount()];
    const response = await uploadTo(t, admin, [fileOf(await content(), type)], S3_PATH);
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: MEDIA_UPLOAD_MESSAGES.typeNotAllowed,
      fieldErrors: { file: MEDIA_UPLOAD_MESSAGES.typeNotAllowed },
    });
    expect(response.headers.connection).toBe('close');
    expect(await stored()).toEqual(files);
    expect(await uploadCount()).toBe(rows);
  });

  it('names every accepted format in the refusal', () => {
    expect(MEDIA_UPLOAD_MESSAGES.typeNotAllowed).toBe(
      'This file type is not allowed, Allowed formats: PNG, JPEG, WebP, MP3, OGG, WAV, M4A, MP4, WebM.',
    );
  });

  it('refuses a picture over its limit with 413 naming the limit, and keeps nothing', async () => {
    const [files, rows] = [await stored(), await uploadCount()];
    const content = Buffer.alloc(MEDIA_RULES.picture.maxBytes + 1);
    (await demoMedia('moon.png')).copy(content);
    const response = await uploadTo(t, admin, [fileOf(content, 'image/png')]);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is too large: at most 5 MB for a picture.',
    });
    expect(response.headers.connection).toBe('close');
    expect(await stored()).toEqual(files);
    expect(await uploadCount()).toBe(rows);
  });

  it('accepts a picture of exactly its limit', async () => {
    const content = Buffer.alloc(MEDIA_RULES.picture.maxBytes);
    (await demoMedia('moon.png')).copy(content);
    const data = await accepted(await uploadTo(t, admin, [fileOf(content, 'image/png')], S3_PATH));
    expect(data.bytes).toBe(MEDIA_RULES.picture.maxBytes);
  });

  it.each([
    ['an empty file', [fileOf(Buffer.alloc(0), 'audio/mpeg')], UPLOAD_MESSAGES.empty],
    ['no file part', [{ name: 'note', content: 'hello' }], UPLOAD_MESSAGES.noFile],
    [
      'the file under another field',
      [{ ...fileOf(Buffer.from('ID3x'), 'audio/mpeg'), name: 'media' }],
      UPLOAD_MESSAGES.noFile,
    ],
  ])('answers 400 to %s', async (_title, parts, message) => {
    const [files, rows] = [await stored(), await uploadCount()];
    const response = await uploadTo(t, admin, parts, S3_PATH);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message });
    expect(await stored()).toEqual(files);
    expect(await uploadCount()).toBe(rows);
  });

  it('answers 400 to an unknown purpose', async () => {
    const response = await uploadTo(
      t,
      admin,
      [fileOf(await demoMedia('sun.png'), 'image/png')],
      `${USERS_PATHS.uploadFile}?purpose=lessons`,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { purpose: expect.any(String) } });
  });
});

describe('who uploads curriculum media', () => {
  const png = async () => [fileOf(await demoMedia('sun.png'), 'image/png')];

  it('only HAD with Elements write: the demo manager (Nour Academy) is refused on both paths', async () => {
    const manager = await t.login('manager@demo.test');
    const rows = await uploadCount();
    // Its GroupsManager write lets it through the route's guard: the curriculum says no.
    const curriculum = await uploadTo(t, manager, await png());
    expect(curriculum.statusCode, curriculum.body).toBe(403);
    expect(curriculum.json()).toMatchObject({ message: CURRICULUM_MESSAGES.hadOnly });
    expect(curriculum.headers.connection).toBe('close');
    // Without Elements write, the S3 path's guard refuses it first.
    const s3 = await uploadTo(t, manager, await png(), S3_PATH);
    expect(s3.statusCode, s3.body).toBe(403);
    expect(await uploadCount()).toBe(rows);
  });

  it('refuses an organisation manager holding Elements write, and a HAD member without it', async () => {
    for (const token of [world.a.manager.token, await t.login('teacher@demo.test')]) {
      const response = await uploadTo(t, token, await png(), S3_PATH);
      expect(response.statusCode, response.body).toBe(403);
    }
    expect((await uploadTo(t, world.a.bare.token, await png())).statusCode).toBe(403);
    expect((await uploadTo(t, null, await png(), S3_PATH)).statusCode).toBe(401);
  });

  it('the HAD admin is answered 201', async () => {
    await accepted(await uploadTo(t, admin, await png(), S3_PATH));
    await accepted(await uploadTo(t, admin, await png()));
  });
});

describe('organisation files keep their rules and are recorded too', () => {
  it.each([[''], ['?purpose=organization']])(
    'upload-file%s: a PDF of the caller’s organisation',
    async (query) => {
      const response = await uploadTo(
        t,
        world.a.manager.token,
        [fileOf(Buffer.from('%PDF-1.7\ncontract\n'), 'application/pdf', 'c.pdf')],
        `${USERS_PATHS.uploadFile}${query}`,
      );
      expect(response.statusCode, response.body).toBe(201);
      const { fileName, url } = (response.json() as { data: { fileName: string; url: string } })
        .data;
      expect(url).toBe(`/api/users/v1/files/${fileName}`);
      expect(await readdir(uploadPaths(t.dataDir).files)).toContain(fileName);
      expect(await rowOf(fileName)).toMatchObject({
        purpose: 'organization',
        kind: 'document',
        contentType: 'application/pdf',
        storage: 'disk',
        uploadedBy: world.a.manager.id,
        organizationId: world.a.organizationId,
      });
    },
  );

  it('still refuses media there (MP3 is not an organisation file)', async () => {
    const response = await uploadTo(
      t,
      world.a.manager.token,
      [fileOf(await demoMedia('bayt.mp3'), 'audio/mpeg')],
      USERS_PATHS.uploadFile,
    );
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toMatchObject({ message: UPLOAD_MESSAGES.typeNotAllowed });
  });

  it('needs GroupsManager write (Elements write alone is not enough)', async () => {
    const teacher = await t.login('teacher@demo.test');
    const response = await uploadTo(
      t,
      teacher,
      [fileOf(Buffer.from('%PDF-1.7\n'), 'application/pdf')],
      USERS_PATHS.uploadFile,
    );
    expect(response.statusCode, response.body).toBe(403);
  });
});

describe('the limit of each kind is counted while streaming', () => {
  const [mp3] = fileKindsFor(['audio/mpeg']);
  const [mp4] = fileKindsFor(['video/mp4']);

  /** `total` bytes starting with `head`, made 64 KB at a time (never held whole). */
  function generated(head: Buffer, total: number): Readable {
    let sent = 0;
    return new Readable({
      read() {
        if (sent >= total) return void this.push(null);
        const size = Math.min(64 * 1024, total - sent);
        const chunk = Buffer.alloc(size);
        if (sent === 0) head.copy(chunk);
        sent += size;
        this.push(chunk);
      },
    });
  }

  const sink = (counter: { bytes: number }) => (checked: Readable) =>
    pipeline(
      checked,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          counter.bytes += chunk.length;
          done();
        },
      }),
    );

  it.each([
    ['audio', mp3!, Buffer.from('ID3\x04\0\0\0\0\0\0\0\0', 'latin1'), MEDIA_RULES.audio.maxBytes],
    [
      'video',
      mp4!,
      Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]),
      MEDIA_RULES.video.maxBytes,
    ],
  ])(
    '%s: exactly the limit passes, one byte more is refused before it is written',
    async (_kind, kind, head, max) => {
      const whole = { bytes: 0 };
      expect(
        await writeChecked({
          stream: generated(head, max),
          kind,
          maxBytes: max,
          write: sink(whole),
        }),
      ).toBe(max);
      expect(whole.bytes).toBe(max);

      const over = { bytes: 0 };
      const refused = await writeChecked({
        stream: generated(head, max + 1),
        kind,
        maxBytes: max,
        write: sink(over),
      }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(UploadRefused);
      expect((refused as UploadRefused).reason).toBe('tooLarge');
      expect(over.bytes).toBeLessThanOrEqual(max);
    },
  );

  it('names each kind’s own limit', () => {
    expect(MEDIA_UPLOAD_MESSAGES.tooLarge('audio')).toBe(
      'The file is too large: at most 20 MB for audio.',
    );
    expect(MEDIA_UPLOAD_MESSAGES.tooLarge('video')).toBe(
      'The file is too large: at most 200 MB for a video.',
    );
  });

  it('an unrelated failure of the source is not taken for a refusal', async () => {
    const broken = new Readable({ read() {} });
    broken.push(Buffer.concat([Buffer.from('ID3'), randomBytes(100)]));
    setTimeout(() => broken.destroy(new Error('socket hang up')), 5);
    const error = await writeChecked({
      stream: broken,
      kind: mp3!,
      write: sink({ bytes: 0 }),
    }).catch((failure: unknown) => failure);
    expect(error).not.toBeInstanceOf(UploadRefused);
    expect(String(error)).toContain('socket hang up');
  });
});

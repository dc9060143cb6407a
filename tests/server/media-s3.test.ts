import { readdir } from 'node:fs/promises';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_RULES, UNUSED_UPLOAD_TTL_MS } from '../../contract/media';
import { USERS_PATHS } from '../../contract/paths';
import { DEMO_MEDIA } from '../../server/db/demo-curriculum';
import { elementAnswers } from '../../server/db/schema/curriculum';
import { uploads } from '../../server/db/schema/uploads';
import { writeDemoMedia } from '../../server/db/seed-curriculum';
import { ConfigError, loadConfig } from '../../server/platform/config';
import { createS3MediaStore } from '../../server/platform/media-store/s3';
import { uploadPaths } from '../../server/platform/storage';
import { createUploadSweeper } from '../../server/platform/uploads-sweeper';
import { demoMedia, fileOf, HEADERS, uploadTo, withFiller } from './support/media';
import { startLocalS3, type LocalS3 } from './support/s3';
import { createTestApp, type TestApp } from './support/test-app';

/** The same uploads and reads as on disk, with S3_* pointing at a local S3 server (s3rver). */
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

const S3_PATH = USERS_PATHS.s3UploadFile;
const store = () => createS3MediaStore(loadConfig(s3.env).s3!);
const onDisk = async () => readdir(uploadPaths(t.dataDir).media).catch(() => [] as string[]);

async function uploaded(file: string, type: string, route: string = S3_PATH) {
  const bytes = await demoMedia(file);
  const response = await uploadTo(t, admin, [fileOf(bytes, type)], route);
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json() as { data: { fileName: string; url: string } }).data, bytes };
}

describe('with S3_BUCKET set', () => {
  it('stores uploads in the bucket, not on disk, and records storage s3', async () => {
    const audio = await uploaded('marhaban.mp3', 'audio/mpeg');
    const picture = await uploaded(
      'sun.png',
      'image/png',
      `${USERS_PATHS.uploadFile}?purpose=curriculum`,
    );
    for (const { fileName, bytes } of [audio, picture]) {
      const head = await s3.client.send(new HeadObjectCommand({ Bucket: 'media', Key: fileName }));
      expect(head.ContentLength).toBe(bytes.length);
      const [row] = await t.db.select().from(uploads).where(eq(uploads.fileName, fileName));
      expect(row).toMatchObject({ storage: 's3', purpose: 'curriculum' });
    }
    expect(await s3.keys()).toEqual(expect.arrayContaining([audio.fileName, picture.fileName]));
    expect(await onDisk()).toEqual([]);
    expect(audio.url).toBe(`/media/${audio.fileName}`);
  });

  it('streams a file larger than one multipart part', async () => {
    // Over lib-storage's 5 MB part: a multipart upload of two parts.
    const content = Buffer.alloc(MEDIA_RULES.audio.maxBytes / 3, 7);
    (await demoMedia('bayt.mp3')).copy(content);
    const response = await uploadTo(t, admin, [fileOf(content, 'audio/mpeg')], S3_PATH);
    expect(response.statusCode, response.body).toBe(201);
    const { fileName } = (response.json() as { data: { fileName: string } }).data;
    const whole = await t.app.inject({ method: 'GET', url: `/media/${fileName}` });
    expect(whole.rawPayload.equals(content)).toBe(true);
  });

  it('serves ranges, suffixes, 416 and HEAD from the bucket', async () => {
    const { url, bytes } = await uploaded('sky.mp4', 'video/mp4');
    const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
      t.app.inject({ method, url, headers });

    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(bytes);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(bytes.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });

    const part = await get({ range: 'bytes=100-299' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-299/${bytes.length}`);
    expect(part.headers['content-length']).toBe('200');
    expect(part.rawPayload).toEqual(bytes.subarray(100, 300));

    const open = await get({ range: `bytes=${bytes.length - 10}-` });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload).toEqual(bytes.subarray(bytes.length - 10));

    const suffix = await get({ range: 'bytes=-32' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(
      `bytes ${bytes.length - 32}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(suffix.rawPayload).toEqual(bytes.subarray(bytes.length - 32));

    const past = await get({ range: `bytes=${bytes.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);

    const head = await get({ range: 'bytes=0-9' }, 'HEAD');
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-length']).toBe('10');
    expect(head.rawPayload.length).toBe(0);

    const missing = await t.app.inject({ method: 'GET', url: '/media/nothing-here.mp4' });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves nothing in the bucket when it refuses a file', async () => {
    const before = await s3.keys();
    const renamed = await uploadTo(
      t,
      admin,
      [fileOf(await demoMedia('sun.png'), 'audio/ogg')],
      S3_PATH,
    );
    expect(renamed.statusCode, renamed.body).toBe(415);
    // Over the picture limit, so past the first multipart part before it is refused.
    const large = Buffer.alloc(MEDIA_RULES.picture.maxBytes + 1);
    withFiller(HEADERS.webp).copy(large);
    const tooLarge = await uploadTo(t, admin, [fileOf(large, 'image/webp')], S3_PATH);
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      message: 'The file is too large: at most 5 MB for a picture.',
    });
    const empty = await uploadTo(t, admin, [fileOf(Buffer.alloc(0), 'video/webm')], S3_PATH);
    expect(empty.statusCode, empty.body).toBe(400);
    expect(await s3.keys()).toEqual(before);
  });

  it('puts the demo media into the bucket, where /media finds them', async () => {
    await writeDemoMedia(store());
    expect(await s3.keys()).toEqual(expect.arrayContaining([...DEMO_MEDIA]));
    const response = await t.app.inject({ method: 'GET', url: '/media/marhaban.ogg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/ogg');
    expect(response.rawPayload).toEqual(await demoMedia('marhaban.ogg'));
  });

  it('the sweeper deletes an unused day-old object and keeps a named one', async () => {
    const unused = (await uploaded('qamar.mp3', 'audio/mpeg')).fileName;
    const named = (await uploaded('moon.png', 'image/png')).fileName;
    const [answer] = await t.db.select({ id: elementAnswers.id }).from(elementAnswers).limit(1);
    await t.db
      .update(elementAnswers)
      .set({ picture: named })
      .where(eq(elementAnswers.id, answer!.id));
    await t.db
      .update(uploads)
      .set({ createdAt: sql`now() - make_interval(secs => ${UNUSED_UPLOAD_TTL_MS / 1000 + 60})` })
      .where(inArray(uploads.fileName, [unused, named]));
    const sweeper = createUploadSweeper({
      db: t.db,
      media: store(),
      filesDir: uploadPaths(t.dataDir).files,
      log: { info: () => undefined, warn: () => undefined },
    });
    await sweeper.runOnce();
    const keys = await s3.keys();
    expect(keys).not.toContain(unused);
    expect(keys).toContain(named);
    const rows = await t.db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(inArray(uploads.fileName, [unused, named]));
    expect(rows).toEqual([{ fileName: named }]);
  });
});

describe('S3 configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
  };

  it('is off without S3_BUCKET, and on with it', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'console-media' }).s3).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'console-media',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('uses path-style addressing by default with an endpoint, unless told otherwise', () => {
    const env = { S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000/' };
    expect(loadConfig(env).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: '0' }).s3?.forcePathStyle).toBe(false);
    expect(loadConfig({ ...env, S3_REGION: 'eu-west-3' }).s3?.region).toBe('eu-west-3');
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET: required when S3_ENDPOINT is set'],
    [{ S3_BUCKET: 'Media_Files' }, 'S3_BUCKET: must be a bucket name'],
    [
      { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' },
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    ],
    [
      { S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT: must be an http:// or https:// URL',
    ],
    [{ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
  ])('stops start-up with a clear message: %j', (env, message) => {
    expect(problems(env)).toContain(message);
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRangeHeader, resolveRange } from '../../server/platform/media-store/range';
import { uploadPaths } from '../../server/platform/storage';
import { demoMedia, fileOf, HEADERS, uploadTo, withFiller } from './support/media';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * `/media/<name>` over the disk store: ranges, HEAD, types. The same checks run against S3
 * in media-s3.test.ts.
 */
let t: TestApp;
let staticDir: string;
let video: { name: string; bytes: Buffer };

const HTML = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  // A built console, so the SPA fallback is there to be kept away from /media.
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'console-dist-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ staticDir });
  const admin = await t.login('admin@demo.test');
  const bytes = await demoMedia('sky.mp4');
  const response = await uploadTo(t, admin, [fileOf(bytes, 'video/mp4')]);
  expect(response.statusCode, response.body).toBe(201);
  video = { name: (response.json() as { data: { fileName: string } }).data.fileName, bytes };
});
afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

const get = (name: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: `/media/${name}`, headers });

describe('GET /media/<name>', () => {
  it('serves the whole file with its type, its length and Accept-Ranges', async () => {
    const response = await get(video.name);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(video.bytes);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(video.bytes.length),
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
  });

  it('answers a range with 206 and exactly those bytes', async () => {
    const response = await get(video.name, { range: 'bytes=100-299' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-299/${video.bytes.length}`);
    expect(response.headers['content-length']).toBe('200');
    expect(response.rawPayload).toEqual(video.bytes.subarray(100, 300));
  });

  it('answers an open-ended range up to the end', async () => {
    const start = video.bytes.length - 1000;
    const response = await get(video.name, { range: `bytes=${start}-` });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(
      `bytes ${start}-${video.bytes.length - 1}/${video.bytes.length}`,
    );
    expect(response.rawPayload).toEqual(video.bytes.subarray(start));
  });

  it('answers a suffix range with the last bytes', async () => {
    const response = await get(video.name, { range: 'bytes=-64' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-length']).toBe('64');
    expect(response.rawPayload).toEqual(video.bytes.subarray(video.bytes.length - 64));
  });

  it('cuts a range that runs past the end at the end', async () => {
    const response = await get(video.name, { range: 'bytes=10-99999999' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(
      `bytes 10-${video.bytes.length - 1}/${video.bytes.length}`,
    );
    expect(response.headers['content-length']).toBe(String(video.bytes.length - 10));
    expect(response.rawPayload).toEqual(video.bytes.subarray(10));
  });

  it.each([`bytes=SIZE-`, 'bytes=-0', 'bytes=99999999-99999999'])(
    'answers %s with 416 naming the size',
    async (range) => {
      const response = await get(video.name, {
        range: range.replace('SIZE', String(video.bytes.length)),
      });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${video.bytes.length}`);
      expect(response.rawPayload.length).toBe(0);
    },
  );

  it.each([
    ['several ranges', 'bytes=0-9,20-29'],
    ['another unit', 'items=0-9'],
    ['a reversed range', 'bytes=50-10'],
    ['no numbers', 'bytes=-'],
  ])('serves the whole file for %s', async (_title, range) => {
    const response = await get(video.name, { range });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(video.bytes);
  });

  it('serves the whole file when If-Range could not match', async () => {
    const response = await get(video.name, { range: 'bytes=0-9', 'if-range': '"abc"' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(video.bytes.length);
  });

  it('answers HEAD with the headers and no body, ranges included', async () => {
    const whole = await get(video.name, {}, 'HEAD');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(video.bytes.length));
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.length).toBe(0);
    const part = await get(video.name, { range: 'bytes=0-9' }, 'HEAD');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${video.bytes.length}`);
    expect(part.headers['content-length']).toBe('10');
    const past = await get(video.name, { range: 'bytes=99999999-' }, 'HEAD');
    expect(past.statusCode).toBe(416);
    expect((await get('missing.mp4', {}, 'HEAD')).statusCode).toBe(404);
  });

  it.each([
    ['png', 'image/png', () => demoMedia('sun.png')],
    ['jpg', 'image/jpeg', async () => withFiller(HEADERS.jpeg)],
    ['webp', 'image/webp', async () => withFiller(HEADERS.webp)],
    ['mp3', 'audio/mpeg', () => demoMedia('bayt.mp3')],
    ['ogg', 'audio/ogg', () => demoMedia('marhaban.ogg')],
    ['wav', 'audio/wav', async () => withFiller(HEADERS.wav)],
    ['m4a', 'audio/mp4', async () => withFiller(HEADERS.m4a)],
    ['webm', 'video/webm', async () => withFiller(HEADERS.webm)],
  ])('serves .%s as %s', async (extension, type, content) => {
    const name = `sample-${extension}.${extension}`;
    const dir = uploadPaths(t.dataDir).media;
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), await content());
    const response = await get(name, { range: 'bytes=0-3' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe(type);
  });

  it.each([
    ['an unknown file', 'missing.mp4'],
    ['a temporary upload', '.abc.mp4.part'],
    ['a climb out of the directory', '..%2F..%2Fetc%2Fpasswd'],
  ])('answers 404 in the wire format for %s, even to a browser', async (_title, name) => {
    const response = await get(name, HTML);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('does not serve organisation files (they are not under the media root)', async () => {
    const files = uploadPaths(t.dataDir).files;
    await mkdir(files, { recursive: true });
    await writeFile(path.join(files, 'contract-x.pdf'), '%PDF-1.7');
    expect((await get('contract-x.pdf')).statusCode).toBe(404);
  });
});

describe('range parsing', () => {
  it.each([
    [undefined, null],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=5-', { start: 5 }],
    ['bytes=-5', { suffix: 5 }],
    ['bytes = 1 - 2', { start: 1, end: 2 }],
    ['bytes=9-0', null],
    ['bytes=0-1,3-4', null],
    ['bits=0-1', null],
  ])('%s -> %j', (header, expected) => {
    expect(parseRangeHeader(header)).toEqual(expected);
  });

  it('resolves against the size', () => {
    expect(resolveRange({ start: 0, end: 9 }, 5)).toEqual({ start: 0, end: 4 });
    expect(resolveRange({ start: 5 }, 5)).toBeNull();
    expect(resolveRange({ suffix: 10 }, 5)).toEqual({ start: 0, end: 4 });
    expect(resolveRange({ suffix: 2 }, 5)).toEqual({ start: 3, end: 4 });
    expect(resolveRange({ suffix: 1 }, 0)).toBeNull();
  });
});

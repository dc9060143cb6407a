import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNUSED_UPLOAD_TTL_MS } from '../../contract/media';
import { STORY_PATHS, storyMediaSchema } from '../../contract/stories';
import { envelope } from '../../contract/wire';
import { uploads } from '../../server/db/schema/uploads';
import { createDiskMediaStore } from '../../server/platform/media-store/disk';
import { uploadPaths } from '../../server/platform/storage';
import { createUploadSweeper } from '../../server/platform/uploads-sweeper';
import { demoMedia, fileOf, HEADERS, uploadTo, withFiller } from './support/media';
import {
  HOUR,
  publish,
  storyOrganization,
  textStory,
  type StoryOrganization,
} from './support/stories';
import { createTestApp, type TestApp } from './support/test-app';

const one = envelope(storyMediaSchema);

let t: TestApp;
let s: StoryOrganization;

beforeAll(async () => {
  t = await createTestApp();
  s = await storyOrganization(t);
});
afterAll(() => t.close());

const upload = (token: string, content: Buffer, type: string) =>
  uploadTo(t, token, [fileOf(content, type)], STORY_PATHS.uploadMedia);

const served = (url: string) => t.app.inject({ method: 'GET', url });

describe('POST v1/stories/upload-media', () => {
  it('takes a picture or a video, recorded as the organisation’s story upload', async () => {
    const picture = await upload(s.author.token, await demoMedia('sun.png'), 'image/png');
    expect(picture.statusCode, picture.body).toBe(201);
    const data = one.parse(picture.json()).data;
    expect(data).toMatchObject({ kind: 'picture', contentType: 'image/png' });
    expect(data.url).toBe(`/media/${data.fileName}`);
    expect((await served(data.url)).statusCode).toBe(200);

    const video = await upload(s.author.token, withFiller(HEADERS.webm), 'video/webm');
    expect(video.statusCode, video.body).toBe(201);
    expect(one.parse(video.json()).data).toMatchObject({
      kind: 'video',
      contentType: 'video/webm',
    });

    const rows = await t.db
      .select({ purpose: uploads.purpose, organizationId: uploads.organizationId })
      .from(uploads)
      .where(inArray(uploads.fileName, [data.fileName, one.parse(video.json()).data.fileName]));
    expect(rows).toEqual([
      { purpose: 'story', organizationId: s.id },
      { purpose: 'story', organizationId: s.id },
    ]);
  });

  it('refuses audio (415), a mistyped file, and a caller without w Stories (403)', async () => {
    const audio = await upload(s.author.token, await demoMedia('marhaban.mp3'), 'audio/mpeg');
    expect(audio.statusCode).toBe(415);
    const lying = await upload(s.author.token, withFiller(HEADERS.webm), 'image/png');
    expect(lying.statusCode).toBe(415);
    const png = await demoMedia('sun.png');
    expect((await upload(s.moderator.token, png, 'image/png')).statusCode).toBe(403);
    expect((await upload(s.learner.token, png, 'image/png')).statusCode).toBe(403);
  });

  it('keeps a story’s file from the uploads sweeper; an unnamed one goes after a day', async () => {
    const png = await demoMedia('sun.png');
    const named = one.parse((await upload(s.author.token, png, 'image/png')).json()).data;
    const unnamed = one.parse((await upload(s.author.token, png, 'image/png')).json()).data;
    await publish(
      t,
      s.author.token,
      textStory({ kind: 'picture', text: 'Sun', mediaFileName: named.fileName }),
    );
    await t.db
      .update(uploads)
      .set({
        createdAt: sql`now() - make_interval(secs => ${(UNUSED_UPLOAD_TTL_MS + HOUR) / 1000})`,
      })
      .where(inArray(uploads.fileName, [named.fileName, unnamed.fileName]));
    await createUploadSweeper({
      db: t.db,
      media: createDiskMediaStore(uploadPaths(t.dataDir).media),
      filesDir: uploadPaths(t.dataDir).files,
      log: { info: () => undefined, warn: () => undefined },
    }).runOnce();
    expect((await served(named.url)).statusCode).toBe(200);
    expect((await served(unnamed.url)).statusCode).toBe(404);
  });
});

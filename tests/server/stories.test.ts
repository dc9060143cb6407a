import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAD_ORG_NAME } from '../../contract/constants';
import { STORY_LIMITS, STORY_MESSAGES, STORY_PATHS, type Story } from '../../contract/stories';
import { DEMO_STORIES } from '../../server/db/seed-stories';
import { uploads } from '../../server/db/schema/uploads';
import { organizationId } from './support/factories';
import {
  createStory,
  HOUR,
  oneStory,
  publish,
  STORIES,
  storyOrganization,
  storyPage,
  textStory,
  type StoryOrganization,
} from './support/stories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const MINE = usersUrl(STORY_PATHS.mine);
const FEED = usersUrl(STORY_PATHS.feed);
const MANAGEMENT = usersUrl(STORY_PATHS.management);
const ONE = (id: string) => usersUrl(STORY_PATHS.story(id));

let t: TestApp;
let a: StoryOrganization;
let b: StoryOrganization;
let had: string;

beforeAll(async () => {
  t = await createTestApp();
  [a, b] = [await storyOrganization(t), await storyOrganization(t)];
  had = await t.login('admin@demo.test');
});
afterAll(() => t.close());

/** Records an upload of `organizationId` as the owner (the upload route is stories-media's). */
async function recordedUpload(
  organization: string,
  kind: 'picture' | 'video' | 'audio',
  purpose: 'story' | 'liveClassCover' = 'story',
) {
  const fileName = `${randomUUID()}.${kind === 'video' ? 'mp4' : kind === 'audio' ? 'mp3' : 'png'}`;
  await t.db.insert(uploads).values({
    fileName,
    purpose,
    kind,
    contentType: 'application/octet-stream',
    bytes: 10,
    storage: 'disk',
    organizationId: organization,
  });
  return fileName;
}

async function page(token: string, url: string) {
  const response = await t.request(token, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return storyPage.parse(response.json()).data;
}

/** Every id on every page of `url` (the seeded demo stories are there too). */
async function idsOf(token: string, url: string) {
  const join = url.includes('?') ? '&' : '?';
  const ids: string[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const data = await page(token, `${url}${join}pageSize=100&pageNumber=${pageNumber}`);
    ids.push(...data.result.map((story) => story.id));
    if (pageNumber >= data.pagination.numOfPages) return ids;
  }
}

const fieldErrorOf = async (token: string, body: object) => {
  const response = await t.request(token, 'POST', STORIES, body);
  expect(response.statusCode, response.body).toBe(400);
  return (response.json() as { fieldErrors: Record<string, string> }).fieldErrors;
};

describe('POST v1/stories', () => {
  it('publishes a text story in the author’s organisation, shown, with nothing on it yet', async () => {
    const body = textStory({ text: '  Hello learners  ', visibility: 'organization' });
    const response = await t.request(a.author.token, 'POST', STORIES, body);
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = oneStory.parse(response.json());
    expect(message).toBe(STORY_MESSAGES.created);
    expect(data).toMatchObject({
      organizationId: a.id,
      organizationName: a.name,
      authorId: a.author.id,
      authorName: 'Amal Tester',
      kind: 'text',
      text: 'Hello learners',
      mediaFileName: null,
      mediaUrl: null,
      visibility: 'organization',
      status: 'visible',
      blockedReason: null,
      blockedAt: null,
      reactions: { like: 0, love: 0, clap: 0, wow: 0 },
      reactionsTotal: 0,
      comments: 0,
    });
    expect(data.expiresAt).toBe(new Date(body.expiresAt).toISOString());
  });

  it('needs a text for a text story, an upload for a picture or video, and none for a text', async () => {
    const expiresAt = textStory().expiresAt;
    expect(await fieldErrorOf(a.author.token, { kind: 'text', text: ' ', expiresAt })).toEqual({
      text: STORY_MESSAGES.textRequired,
    });
    expect(await fieldErrorOf(a.author.token, { kind: 'picture', expiresAt })).toEqual({
      mediaFileName: STORY_MESSAGES.mediaRequired,
    });
    const upload = await recordedUpload(a.id, 'picture');
    expect(
      await fieldErrorOf(a.author.token, {
        kind: 'text',
        text: 'x',
        mediaFileName: upload,
        expiresAt,
      }),
    ).toEqual({ mediaFileName: STORY_MESSAGES.noMediaForText });
  });

  it('wants an expiry after the server’s now and at most 30 days ahead', async () => {
    const past = textStory({}, -1 / 60);
    expect(await fieldErrorOf(a.author.token, past)).toEqual({
      expiresAt: STORY_MESSAGES.expiryInPast,
    });
    const tooFar = textStory({}, STORY_LIMITS.lifetimeMaxHours + 1);
    expect(await fieldErrorOf(a.author.token, tooFar)).toEqual({
      expiresAt: STORY_MESSAGES.expiryTooFar,
    });
    await publish(t, a.author.token, textStory({}, STORY_LIMITS.lifetimeMaxHours - 1));
  });

  it('takes only a story upload of the caller’s organisation, of the story’s kind', async () => {
    const refused = { mediaFileName: STORY_MESSAGES.unknownMedia };
    const picture = (mediaFileName: string, kind: 'picture' | 'video' = 'picture') =>
      textStory({ kind, text: 'Look', mediaFileName });
    expect(await fieldErrorOf(a.author.token, picture('never-uploaded.png'))).toEqual(refused);
    expect(
      await fieldErrorOf(a.author.token, picture(await recordedUpload(b.id, 'picture'))),
    ).toEqual(refused);
    const cover = await recordedUpload(a.id, 'picture', 'liveClassCover');
    expect(await fieldErrorOf(a.author.token, picture(cover))).toEqual(refused);
    const own = await recordedUpload(a.id, 'picture');
    expect(await fieldErrorOf(a.author.token, picture(own, 'video'))).toEqual(refused);

    const story = await publish(t, a.author.token, picture(own));
    expect(story).toMatchObject({ kind: 'picture', mediaFileName: own, mediaUrl: `/media/${own}` });
    const video = await recordedUpload(a.id, 'video');
    expect((await publish(t, a.author.token, picture(video, 'video'))).mediaUrl).toBe(
      `/media/${video}`,
    );
  });

  it('is refused without w Stories (403), whatever the body', async () => {
    const response = await t.request(a.moderator.token, 'POST', STORIES, textStory());
    expect(response.statusCode).toBe(403);
    expect((await t.request(a.learner.token, 'POST', STORIES, textStory())).statusCode).toBe(403);
  });
});

describe('GET v1/stories/mine', () => {
  it('lists the caller’s own stories of the active organisation, newest first, any status', async () => {
    const s = await storyOrganization(t);
    const first = await publish(t, s.author.token);
    const second = await publish(t, s.author.token);
    await publish(t, s.otherAuthor.token);
    const blocked = await createStory(t.db, s.id, s.author.id, {
      status: 'blocked',
      blockedReason: 'Spam',
      publishedAt: new Date(Date.now() + 1000),
    });
    const data = await page(s.author.token, MINE);
    expect(data.result.map((story) => story.id)).toEqual([blocked, second.id, first.id]);
    expect(data.result[0]).toMatchObject({ status: 'blocked', blockedReason: 'Spam' });
    expect(data.pagination).toMatchObject({ total: 3, pageNumber: 1, count: 3 });
    const last = await page(s.author.token, `${MINE}?pageSize=2&pageNumber=2`);
    expect(last.result.map((story) => story.id)).toEqual([first.id]);
    expect(last.pagination).toMatchObject({ total: 3, numOfPages: 2, count: 1 });
  });
});

describe('GET v1/stories/feed (learner app)', () => {
  it('shows stories shown now: to everyone from any organisation, and the caller’s own organisation’s', async () => {
    const ours = await publish(t, a.author.token, textStory({ visibility: 'organization' }));
    const everyone = await publish(t, b.author.token, textStory({ visibility: 'everyone' }));
    const theirs = await publish(t, b.author.token, textStory({ visibility: 'organization' }));
    const hidden = await createStory(t.db, a.id, a.author.id, { status: 'hidden' });
    const blocked = await createStory(t.db, a.id, a.author.id, { status: 'blocked' });
    const expired = await createStory(t.db, a.id, a.author.id, {
      expiresAt: new Date(Date.now() - 1000),
    });
    const storedExpired = await createStory(t.db, a.id, a.author.id, { status: 'expired' });

    const seenByA = await idsOf(a.learner.token, FEED);
    expect(seenByA).toEqual(expect.arrayContaining([ours.id, everyone.id]));
    for (const id of [theirs.id, hidden, blocked, expired, storedExpired]) {
      expect(seenByA).not.toContain(id);
    }
    const seenByB = await idsOf(b.learner.token, FEED);
    expect(seenByB).toEqual(expect.arrayContaining([everyone.id, theirs.id]));
    expect(seenByB).not.toContain(ours.id);
    // Seeded: HAD's shown demo stories are everyone's.
    const feed = await page(a.learner.token, `${FEED}?pageSize=100`);
    expect(feed.result.every((story) => story.status === 'visible')).toBe(true);
    const times = feed.result.map((story) => story.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('drops a story once the server’s clock passes its expiry', async () => {
    let ahead = 0;
    const clocked = await createTestApp({
      database: t.database,
      clock: () => new Date(Date.now() + ahead),
    });
    try {
      const author = await clocked.login(a.author.email);
      const learner = await clocked.login(a.learner.email);
      const created = await clocked.request(author, 'POST', STORIES, textStory({}, 1));
      const story = oneStory.parse(created.json()).data;
      const feedIds = async () => {
        const response = await clocked.request(learner, 'GET', `${FEED}?pageSize=100`);
        return storyPage.parse(response.json()).data.result.map((s) => s.id);
      };
      expect(await feedIds()).toContain(story.id);
      ahead = 2 * HOUR;
      expect(await feedIds()).not.toContain(story.id);
      const mine = await clocked.request(author, 'GET', MINE);
      const listed = storyPage.parse(mine.json()).data.result.find((s) => s.id === story.id);
      expect(listed?.status).toBe('expired');
    } finally {
      await clocked.close();
    }
  });
});

describe('GET v1/stories/management', () => {
  const list = (token: string, query: string) => page(token, `${MANAGEMENT}?pageSize=100&${query}`);

  it('filters by the status now (expired by the clock), kind, visibility and search', async () => {
    const s = await storyOrganization(t);
    const tag = `tag${Date.now()}`;
    const visible = await publish(t, s.author.token, textStory({ text: `${tag} shown` }));
    const hidden = await createStory(t.db, s.id, s.author.id, { status: 'hidden', text: tag });
    const blocked = await createStory(t.db, s.id, s.author.id, { status: 'blocked', text: tag });
    const pastVisible = await createStory(t.db, s.id, s.author.id, {
      text: tag,
      expiresAt: new Date(Date.now() - HOUR),
    });
    const pastHidden = await createStory(t.db, s.id, s.author.id, {
      status: 'hidden',
      text: tag,
      visibility: 'organization',
      expiresAt: new Date(Date.now() - HOUR),
    });
    const storedExpired = await createStory(t.db, s.id, s.author.id, {
      status: 'expired',
      text: tag,
    });
    const ids = async (query: string) =>
      (await list(s.moderator.token, `search=${tag}&${query}`)).result.map((story) => story.id);

    expect(await ids('status=visible')).toEqual([visible.id]);
    expect(await ids('status=hidden')).toEqual([hidden]);
    expect(await ids('status=blocked')).toEqual([blocked]);
    expect((await ids('status=expired')).sort()).toEqual(
      [pastVisible, pastHidden, storedExpired].sort(),
    );
    expect(await ids('visibility=organization')).toEqual([pastHidden]);
    expect(await ids('kind=picture')).toEqual([]);
    expect(await ids('')).toHaveLength(6);
    const expired = (await list(s.moderator.token, `search=${tag}&status=expired`)).result;
    expect(expired.every((story) => story.status === 'expired')).toBe(true);
  });

  it('searches the text, the author’s name and e-mail', async () => {
    const s = await storyOrganization(t);
    const story = await publish(t, s.otherAuthor.token, textStory({ text: 'Zebra crossing' }));
    await publish(t, s.author.token, textStory({ text: 'Giraffe' }));
    const found = async (search: string) =>
      (await list(s.moderator.token, `search=${encodeURIComponent(search)}`)).result.map(
        (row) => row.id,
      );
    expect(await found('zebra')).toEqual([story.id]);
    expect(await found('Bilal Tester')).toEqual([story.id]);
    expect(await found(s.otherAuthor.email)).toEqual([story.id]);
  });

  it('shows a customer moderator their organisation only, and HAD’s every organisation', async () => {
    const tag = `both${Date.now()}`;
    const inA = await publish(t, a.author.token, textStory({ text: `${tag} A` }));
    const inB = await publish(t, b.author.token, textStory({ text: `${tag} B` }));
    const ids = async (token: string) =>
      (await list(token, `search=${tag}`)).result.map((story) => story.id).sort();
    expect(await ids(a.moderator.token)).toEqual([inA.id]);
    expect(await ids(b.moderator.token)).toEqual([inB.id]);
    expect(await ids(had)).toEqual([inA.id, inB.id].sort());
    expect((await t.request(a.author.token, 'GET', MANAGEMENT)).statusCode).toBe(403);
  });
});

describe('GET v1/stories/{id}', () => {
  it('answers its author and the moderators who see it; 404 to anyone else', async () => {
    const story = await publish(t, a.author.token);
    const status = async (token: string) =>
      (await t.request(token, 'GET', ONE(story.id))).statusCode;
    const read = await t.request(a.author.token, 'GET', ONE(story.id));
    expect(oneStory.parse(read.json()).data).toEqual(story);
    expect(await status(a.moderator.token)).toBe(200);
    expect(await status(had)).toBe(200);
    expect(await status(a.otherAuthor.token)).toBe(404);
    expect(await status(b.moderator.token)).toBe(404);
    expect(await status(b.author.token)).toBe(404);
    expect(await status(a.learner.token)).toBe(403);
    expect((await t.request(a.author.token, 'GET', ONE(randomUUID()))).statusCode).toBe(404);
    expect((await t.request(a.author.token, 'GET', ONE('not-an-id'))).statusCode).toBe(404);
  });
});

describe('the demo stories', () => {
  it('are HAD’s: shown, hidden, blocked with a reason, expired, with reactions and comments', async () => {
    const hadId = await organizationId(t.db, HAD_ORG_NAME);
    const rows: Story[] = [];
    for (const demo of DEMO_STORIES) {
      const found = await page(had, `${MANAGEMENT}?search=${encodeURIComponent(demo.text)}`);
      rows.push(...found.result.filter((story) => story.organizationId === hadId));
    }
    expect(rows).toHaveLength(DEMO_STORIES.length);
    expect(rows.map((story) => story.status).sort()).toEqual(
      ['blocked', 'expired', 'hidden', 'visible', 'visible'].sort(),
    );
    const blocked = rows.find((story) => story.status === 'blocked');
    expect(blocked?.blockedReason).toBeTruthy();
    const [welcome] = rows;
    expect(welcome).toMatchObject({
      reactionsTotal: 4,
      comments: 2,
      authorName: expect.any(String),
    });
    expect(rows.find((story) => story.kind === 'picture')?.mediaUrl).toBe('/media/moon.png');
  });
});

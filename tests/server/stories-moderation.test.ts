import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentSchema,
  reactionSchema,
  STORY_MESSAGES,
  STORY_PATHS,
  type StoryAction,
} from '../../contract/stories';
import { envelope, paged } from '../../contract/wire';
import { stories, storyComments, storyReactions } from '../../server/db/schema/stories';
import {
  createStory,
  HOUR,
  oneStory,
  publish,
  storyOrganization,
  storyPage,
  textStory,
  type StoryOrganization,
} from './support/stories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const ACTION = (id: string, action: StoryAction) => usersUrl(STORY_PATHS.action(id, action));
const REACTIONS = (id: string) => usersUrl(STORY_PATHS.reactions(id));
const COMMENTS = (id: string) => usersUrl(STORY_PATHS.comments(id));
const COMMENT = (id: string, commentId: string) => usersUrl(STORY_PATHS.comment(id, commentId));
const reactionPage = envelope(paged(reactionSchema));
const commentPage = envelope(paged(commentSchema));
const oneComment = envelope(commentSchema);

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

async function act(token: string, id: string, action: StoryAction, body?: object) {
  return t.request(token, 'PUT', ACTION(id, action), body);
}

async function acted(token: string, id: string, action: StoryAction, body?: object) {
  const response = await act(token, id, action, body);
  expect(response.statusCode, response.body).toBe(200);
  return oneStory.parse(response.json());
}

const refusal = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  message: (response.json() as { message: string }).message,
});
const NOT_ALLOWED = { status: 409, message: STORY_MESSAGES.notAllowed };

describe('hide and show (the author)', () => {
  it('hides and shows the author’s story, and refuses a move the machine does not allow', async () => {
    const story = await publish(t, a.author.token);
    const hidden = await acted(a.author.token, story.id, 'hide');
    expect(hidden).toMatchObject({ message: STORY_MESSAGES.hidden, data: { status: 'hidden' } });
    expect(refusal(await act(a.author.token, story.id, 'hide'))).toEqual(NOT_ALLOWED);
    const shown = await acted(a.author.token, story.id, 'show');
    expect(shown).toMatchObject({ message: STORY_MESSAGES.shown, data: { status: 'visible' } });
    expect(refusal(await act(a.author.token, story.id, 'show'))).toEqual(NOT_ALLOWED);
  });

  it('is the author’s only: 403 to a moderator who sees it, 404 to anyone who does not', async () => {
    const story = await publish(t, a.author.token);
    // The organisation's moderator sees the story but holds no w Stories: the guard says 403.
    expect((await act(a.moderator.token, story.id, 'hide')).statusCode).toBe(403);
    // HAD's admin holds every right and sees every story: not theirs to hide.
    expect(refusal(await act(had, story.id, 'hide'))).toEqual({
      status: 403,
      message: STORY_MESSAGES.notAuthor,
    });
    expect((await act(a.otherAuthor.token, story.id, 'hide')).statusCode).toBe(404);
    expect((await act(b.author.token, story.id, 'hide')).statusCode).toBe(404);
    expect((await act(a.author.token, randomUUID(), 'hide')).statusCode).toBe(404);
  });

  it('does not show a hidden story once it has expired', async () => {
    const id = await createStory(t.db, a.id, a.author.id, {
      status: 'hidden',
      expiresAt: new Date(Date.now() - HOUR),
    });
    expect(refusal(await act(a.author.token, id, 'show'))).toEqual(NOT_ALLOWED);
    expect(refusal(await act(a.author.token, id, 'hide'))).toEqual(NOT_ALLOWED);
  });
});

describe('block and unblock (a moderator)', () => {
  it('blocks with a reason the author then sees, and unblocks', async () => {
    const story = await publish(t, a.author.token);
    const missing = await act(a.moderator.token, story.id, 'block', { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      fieldErrors: { reason: STORY_MESSAGES.reasonRequired },
    });

    const blocked = await acted(a.moderator.token, story.id, 'block', { reason: 'Rude words' });
    expect(blocked.message).toBe(STORY_MESSAGES.blocked);
    expect(blocked.data).toMatchObject({ status: 'blocked', blockedReason: 'Rude words' });
    expect(blocked.data.blockedAt).not.toBeNull();
    const [row] = await t.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row?.blockedBy).toBe(a.moderator.id);

    const mine = await t.request(a.author.token, 'GET', usersUrl(STORY_PATHS.mine));
    const listed = storyPage.parse(mine.json()).data.result.find((s) => s.id === story.id);
    expect(listed).toMatchObject({ status: 'blocked', blockedReason: 'Rude words' });
    expect(refusal(await act(a.author.token, story.id, 'show'))).toEqual(NOT_ALLOWED);
    expect(refusal(await act(a.author.token, story.id, 'hide'))).toEqual(NOT_ALLOWED);
    const again = await act(a.moderator.token, story.id, 'block', { reason: 'Again' });
    expect(refusal(again)).toEqual(NOT_ALLOWED);

    const unblocked = await acted(a.moderator.token, story.id, 'unblock');
    expect(unblocked.message).toBe(STORY_MESSAGES.unblocked);
    expect(unblocked.data).toMatchObject({
      status: 'visible',
      blockedReason: null,
      blockedAt: null,
    });
    expect(refusal(await act(a.moderator.token, story.id, 'unblock'))).toEqual(NOT_ALLOWED);
  });

  it('blocks a hidden story; an unblock past its expiry leaves it expired', async () => {
    const id = await createStory(t.db, a.id, a.author.id, { status: 'hidden' });
    await acted(a.moderator.token, id, 'block', { reason: 'Spam' });
    await t.db
      .update(stories)
      .set({ expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(stories.id, id));
    const blocked = await t.request(a.moderator.token, 'GET', usersUrl(STORY_PATHS.story(id)));
    expect(oneStory.parse(blocked.json()).data.status).toBe('blocked');
    const unblocked = await acted(a.moderator.token, id, 'unblock');
    expect(unblocked.data).toMatchObject({ status: 'expired', blockedReason: null });
    const [row] = await t.db.select().from(stories).where(eq(stories.id, id));
    expect(row?.status).toBe('expired');
  });

  it('does not block an expired story', async () => {
    const id = await createStory(t.db, a.id, a.author.id, {
      expiresAt: new Date(Date.now() - HOUR),
    });
    const response = await act(a.moderator.token, id, 'block', { reason: 'Late' });
    expect(refusal(response)).toEqual(NOT_ALLOWED);
  });

  it('is refused to an author without StoriesManagement (403)', async () => {
    const story = await publish(t, a.author.token);
    expect((await act(a.author.token, story.id, 'block', { reason: 'x' })).statusCode).toBe(403);
    expect((await act(a.author.token, story.id, 'unblock')).statusCode).toBe(403);
  });

  it('lets HAD’s moderators act in any organisation, a customer’s only in their own', async () => {
    const story = await publish(t, b.author.token);
    const other = await act(a.moderator.token, story.id, 'block', { reason: 'Not ours' });
    expect(other.statusCode).toBe(404);
    const [before] = await t.db.select().from(stories).where(eq(stories.id, story.id));
    expect(before?.status).toBe('visible');

    const blocked = await acted(had, story.id, 'block', { reason: 'Platform rules' });
    expect(blocked.data).toMatchObject({ status: 'blocked', organizationId: b.id });
    expect((await act(a.moderator.token, story.id, 'unblock')).statusCode).toBe(404);
    await acted(b.moderator.token, story.id, 'unblock');
  });
});

describe('reactions (learner app)', () => {
  const react = (token: string, id: string, kind: string) =>
    t.request(token, 'PUT', REACTIONS(id), { kind });

  it('keeps one reaction per learner, replaced or taken back, and counts them', async () => {
    const story = await publish(t, a.author.token);
    const first = await react(a.learner.token, story.id, 'like');
    expect(first.statusCode, first.body).toBe(200);
    expect(oneStory.parse(first.json())).toMatchObject({
      message: STORY_MESSAGES.reacted,
      data: { reactions: { like: 1, love: 0, clap: 0, wow: 0 }, reactionsTotal: 1 },
    });
    const replaced = oneStory.parse((await react(a.learner.token, story.id, 'love')).json());
    expect(replaced.data).toMatchObject({ reactions: { like: 0, love: 1 }, reactionsTotal: 1 });
    const second = oneStory.parse((await react(a.otherLearner.token, story.id, 'clap')).json());
    expect(second.data).toMatchObject({ reactions: { love: 1, clap: 1 }, reactionsTotal: 2 });

    const list = await t.request(a.author.token, 'GET', REACTIONS(story.id));
    expect(list.statusCode, list.body).toBe(200);
    const listed = reactionPage.parse(list.json()).data;
    expect(listed.result.map((r) => [r.userId, r.kind, r.userName])).toEqual([
      [a.otherLearner.id, 'clap', 'Omar Tester'],
      [a.learner.id, 'love', 'Layla Tester'],
    ]);
    expect(listed.pagination.total).toBe(2);

    const removed = await t.request(a.learner.token, 'DELETE', REACTIONS(story.id));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(oneStory.parse(removed.json())).toMatchObject({
      message: STORY_MESSAGES.reactionRemoved,
      data: { reactions: { love: 0, clap: 1 }, reactionsTotal: 1 },
    });
    const nothing = await t.request(a.learner.token, 'DELETE', REACTIONS(story.id));
    expect(oneStory.parse(nothing.json()).data.reactionsTotal).toBe(1);
    expect((await react(a.learner.token, story.id, 'boo')).statusCode).toBe(400);
  });

  it('writes a reaction to another organisation’s story shown to everyone in that organisation', async () => {
    const story = await publish(t, b.author.token, textStory({ visibility: 'everyone' }));
    expect((await react(a.learner.token, story.id, 'wow')).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(storyReactions)
      .where(eq(storyReactions.storyId, story.id));
    expect(rows.map((row) => [row.userId, row.organizationId])).toEqual([[a.learner.id, b.id]]);
  });

  it('is 404 for a story the learner may not see, 409 for one not shown now', async () => {
    const theirs = await publish(t, b.author.token, textStory({ visibility: 'organization' }));
    expect((await react(a.learner.token, theirs.id, 'like')).statusCode).toBe(404);
    expect((await t.request(a.learner.token, 'DELETE', REACTIONS(theirs.id))).statusCode).toBe(404);
    expect((await react(a.learner.token, randomUUID(), 'like')).statusCode).toBe(404);
    const notShown = { status: 409, message: STORY_MESSAGES.notVisible };
    for (const values of [
      { status: 'hidden' as const },
      { status: 'blocked' as const },
      { expiresAt: new Date(Date.now() - HOUR) },
    ]) {
      const id = await createStory(t.db, a.id, a.author.id, values);
      expect(refusal(await react(a.learner.token, id, 'like'))).toEqual(notShown);
      expect(refusal(await t.request(a.learner.token, 'DELETE', REACTIONS(id)))).toEqual(notShown);
    }
  });
});

describe('comments', () => {
  const comment = (token: string, id: string, text: string) =>
    t.request(token, 'POST', COMMENTS(id), { text });

  it('a learner comments; a moderator removes; moderators still see it marked, others do not', async () => {
    const story = await publish(t, a.author.token);
    const first = await comment(a.learner.token, story.id, '  Nice!  ');
    expect(first.statusCode, first.body).toBe(201);
    const posted = oneComment.parse(first.json());
    expect(posted).toMatchObject({
      message: STORY_MESSAGES.commented,
      data: {
        storyId: story.id,
        authorId: a.learner.id,
        authorName: 'Layla Tester',
        text: 'Nice!',
      },
    });
    const second = oneComment.parse((await comment(b.learner.token, story.id, 'Hi')).json()).data;
    expect((await comment(a.learner.token, story.id, ' ')).statusCode).toBe(400);

    const removed = await t.request(a.moderator.token, 'DELETE', COMMENT(story.id, second.id));
    expect(removed.statusCode, removed.body).toBe(200);
    const marked = oneComment.parse(removed.json());
    expect(marked.message).toBe(STORY_MESSAGES.commentRemoved);
    expect(marked.data.removedAt).not.toBeNull();
    const again = await t.request(a.moderator.token, 'DELETE', COMMENT(story.id, second.id));
    expect(oneComment.parse(again.json()).data.removedAt).toBe(marked.data.removedAt);
    const [row] = await t.db.select().from(storyComments).where(eq(storyComments.id, second.id));
    expect(row).toMatchObject({ removedBy: a.moderator.id, organizationId: a.id });

    const listed = async (token: string) => {
      const response = await t.request(token, 'GET', COMMENTS(story.id));
      expect(response.statusCode, response.body).toBe(200);
      return commentPage.parse(response.json()).data.result.map((c) => [c.id, c.removedAt]);
    };
    expect(await listed(a.moderator.token)).toEqual([
      [posted.data.id, null],
      [second.id, marked.data.removedAt],
    ]);
    expect(await listed(a.author.token)).toEqual([[posted.data.id, null]]);
    const read = await t.request(a.author.token, 'GET', usersUrl(STORY_PATHS.story(story.id)));
    expect(oneStory.parse(read.json()).data.comments).toBe(1);
  });

  it('reads a story’s reactions and comments only as its author or a moderator who sees it', async () => {
    const story = await publish(t, a.author.token);
    for (const url of [COMMENTS(story.id), REACTIONS(story.id)]) {
      expect((await t.request(a.otherAuthor.token, 'GET', url)).statusCode).toBe(404);
      expect((await t.request(b.moderator.token, 'GET', url)).statusCode).toBe(404);
      expect((await t.request(a.learner.token, 'GET', url)).statusCode).toBe(403);
      expect((await t.request(had, 'GET', url)).statusCode).toBe(200);
    }
  });

  it('refuses comments on a story not shown now, and removal by another organisation', async () => {
    const blocked = await createStory(t.db, a.id, a.author.id, { status: 'blocked' });
    expect(refusal(await comment(a.learner.token, blocked, 'Hello'))).toEqual({
      status: 409,
      message: STORY_MESSAGES.notVisible,
    });
    const theirs = await publish(t, b.author.token, textStory({ visibility: 'organization' }));
    expect((await comment(a.learner.token, theirs.id, 'Hello')).statusCode).toBe(404);

    const story = await publish(t, b.author.token);
    const posted = oneComment.parse((await comment(b.learner.token, story.id, 'Yo')).json()).data;
    const url = COMMENT(story.id, posted.id);
    expect((await t.request(a.moderator.token, 'DELETE', url)).statusCode).toBe(404);
    expect((await t.request(b.author.token, 'DELETE', url)).statusCode).toBe(403);
    const wrongStory = COMMENT(await publish(t, b.author.token).then((s) => s.id), posted.id);
    expect((await t.request(b.moderator.token, 'DELETE', wrongStory)).statusCode).toBe(404);
    const byHad = await t.request(had, 'DELETE', url);
    expect(byHad.statusCode, byHad.body).toBe(200);
  });
});

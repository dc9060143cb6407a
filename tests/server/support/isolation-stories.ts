import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { STORY_PATHS, storySchema, type StoryAction } from '../../../contract/stories';
import { envelope, paged } from '../../../contract/wire';
import { stories, storyComments, storyReactions } from '../../../server/db/schema/stories';
import { createUpload } from './factories';
import {
  registerIsolationCases,
  type IsolationContext,
  type Method,
  type NoPermissionCase,
  type OtherOrganisationCase,
} from './isolation';
import { createStory, textStory } from './stories';
import { usersUrl } from './test-app';

/**
 * Users service: stories. Each case gives the target organisation a story of its own (by its
 * manager, who holds Stories and StoriesManagement, so the control acts as author or moderator)
 * and addresses it; B's must stay exactly as it was, with its reactions and comments. A's
 * manager is a customer's moderator: B's stories do not exist for them. The learner-app calls
 * (any member) address B's story kept to B's organisation, which A's members never see. The
 * lists address no record: B's story must be absent from A's answer.
 */

const API = '/api/users';
const ANY_ID = '00000000-0000-4000-8000-000000000000';
const list = envelope(paged(storySchema));
const made = new Map<string, string>();
type Values = Parameters<typeof createStory>[3];
/** A case without its route (the table below names it). */
type Case = Omit<OtherOrganisationCase, 'route'> | Omit<NoPermissionCase, 'route'>;

/** The story, its reactions and its comments as they are (read as the owner, past RLS). */
async function snapshot(ctx: IsolationContext, id: string) {
  const { db } = ctx.t;
  return {
    story: await db.select().from(stories).where(eq(stories.id, id)),
    reactions: await db.select().from(storyReactions).where(eq(storyReactions.storyId, id)),
    comments: await db.select().from(storyComments).where(eq(storyComments.storyId, id)),
  };
}
const before = new Map<string, Awaited<ReturnType<typeof snapshot>>>();

/** A fresh story of the target, kept to its organisation unless told, remembered to compare. */
async function storyOf(ctx: IsolationContext, key: string, values: Values = {}) {
  const { target } = ctx;
  const id = await createStory(ctx.t.db, target.organizationId, target.manager.id, {
    visibility: 'organization',
    ...values,
  });
  // Something to remove and to keep: a comment by the target's member.
  const [comment] = await ctx.t.db
    .insert(storyComments)
    .values({
      storyId: id,
      organizationId: target.organizationId,
      authorId: target.member.id,
      text: 'Hi',
    })
    .returning({ id: storyComments.id });
  made.set(`${key}:${target.label}`, id);
  made.set(`${key}:${target.label}:comment`, comment!.id);
  before.set(`${key}:${target.label}`, await snapshot(ctx, id));
  return { id, commentId: comment!.id };
}

const untouched = (key: string) => async (ctx: IsolationContext) => {
  const id = made.get(`${key}:${ctx.target.label}`);
  if (!id) throw new Error(`no story made for ${key}`);
  expect(await snapshot(ctx, id)).toEqual(before.get(`${key}:${ctx.target.label}`));
};

const onStory = (
  method: Method,
  title: string,
  url: (ids: { id: string; commentId: string }) => string,
  options: { values?: Values; payload?: unknown; who?: 'manager' | 'member' } = {},
): Case => ({
  kind: 'other-organisation',
  title,
  request: async (ctx) => ({
    token: ctx.actor[options.who ?? 'manager'].token,
    method,
    url: usersUrl(url(await storyOf(ctx, title, options.values))),
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  }),
  unchanged: untouched(title),
});

const bare = (method: Method, path: string, payload?: unknown): Case => ({
  kind: 'no-permission',
  title: 'a member without Stories or StoriesManagement',
  request: (ctx) => ({
    token: ctx.actor.bare.token,
    method,
    url: usersUrl(path),
    ...(payload === undefined ? {} : { payload }),
  }),
});

/** A list as A's `who` reads it: B's story (made by the request) must not be in it. */
const listCase = (
  path: string,
  who: 'manager' | 'member',
  title: string,
  statusReason: string,
): Case => ({
  kind: 'other-organisation',
  title,
  status: 200,
  statusReason,
  request: async (ctx) => {
    await storyOf(ctx, title);
    return { token: ctx.actor[who].token, method: 'GET', url: usersUrl(`${path}?pageSize=100`) };
  },
  unchanged: async (ctx) => {
    const response = await ctx.t.request(
      ctx.actor[who].token,
      'GET',
      usersUrl(`${path}?pageSize=100`),
    );
    const ids = list.parse(response.json()).data.result.map((story) => story.id);
    expect(ids).not.toContain(made.get(`${title}:${ctx.target.label}`));
    await untouched(title)(ctx);
  },
});

const action =
  (name: StoryAction) =>
  ({ id }: { id: string }) =>
    STORY_PATHS.action(id, name);
/** `METHOD /api/users/<pattern>`; the contract's paths encode `:id`, the pattern does not. */
const route = (method: Method, path: string) => `${method} ${API}/${decodeURIComponent(path)}`;
const ID = ':id';

const cases: [string, Case][] = [
  [route('POST', STORY_PATHS.uploadMedia), bare('POST', STORY_PATHS.uploadMedia)],
  [route('POST', STORY_PATHS.stories), bare('POST', STORY_PATHS.stories, textStory())],
  [
    route('POST', STORY_PATHS.stories),
    {
      kind: 'other-organisation',
      title: 'a picture story of A naming a story upload of B',
      status: 400,
      statusReason: 'the body names the upload: B’s does not exist for A, refused on the field',
      request: async (ctx) => {
        const fileName = await createUpload(ctx.t.db, {
          organizationId: ctx.target.organizationId,
          purpose: 'story',
          kind: 'picture',
        });
        made.set(`upload:${ctx.target.label}`, fileName);
        return {
          token: ctx.actor.manager.token,
          method: 'POST',
          url: usersUrl(STORY_PATHS.stories),
          payload: textStory({ kind: 'picture', text: 'Isolation', mediaFileName: fileName }),
        };
      },
      unchanged: async (ctx) => {
        const fileName = made.get(`upload:${ctx.target.label}`)!;
        const named = await ctx.t.db
          .select()
          .from(stories)
          .where(eq(stories.mediaFileName, fileName));
        expect(named).toEqual([]);
      },
    },
  ],
  [route('GET', STORY_PATHS.mine), bare('GET', STORY_PATHS.mine)],
  [
    route('GET', STORY_PATHS.mine),
    listCase(
      STORY_PATHS.mine,
      'manager',
      'B’s story by its manager, not in A’s manager’s own',
      'a list of the caller’s own: B’s story is not among them',
    ),
  ],
  [route('GET', STORY_PATHS.management), bare('GET', STORY_PATHS.management)],
  [
    route('GET', STORY_PATHS.management),
    listCase(
      STORY_PATHS.management,
      'manager',
      'B’s story, not in A’s moderation list',
      'a list: a customer’s moderator lists their organisation’s stories only',
    ),
  ],
  [
    route('GET', STORY_PATHS.feed),
    listCase(
      STORY_PATHS.feed,
      'member',
      'B’s story kept to B, not in A’s member’s feed',
      'the learner app’s feed: B’s organisation-only story is not in it',
    ),
  ],
  [route('GET', STORY_PATHS.story(ID)), bare('GET', STORY_PATHS.story(ANY_ID))],
  [
    route('GET', STORY_PATHS.story(ID)),
    onStory('GET', 'reading B’s story', ({ id }) => STORY_PATHS.story(id)),
  ],
  [route('PUT', STORY_PATHS.action(ID, 'hide')), bare('PUT', STORY_PATHS.action(ANY_ID, 'hide'))],
  [
    route('PUT', STORY_PATHS.action(ID, 'hide')),
    onStory('PUT', 'hiding B’s story', action('hide')),
  ],
  [route('PUT', STORY_PATHS.action(ID, 'show')), bare('PUT', STORY_PATHS.action(ANY_ID, 'show'))],
  [
    route('PUT', STORY_PATHS.action(ID, 'show')),
    onStory('PUT', 'showing B’s hidden story', action('show'), { values: { status: 'hidden' } }),
  ],
  [
    route('PUT', STORY_PATHS.action(ID, 'block')),
    bare('PUT', STORY_PATHS.action(ANY_ID, 'block'), { reason: 'x' }),
  ],
  [
    route('PUT', STORY_PATHS.action(ID, 'block')),
    onStory('PUT', 'blocking B’s story', action('block'), { payload: { reason: 'Isolation' } }),
  ],
  [
    route('PUT', STORY_PATHS.action(ID, 'unblock')),
    bare('PUT', STORY_PATHS.action(ANY_ID, 'unblock')),
  ],
  [
    route('PUT', STORY_PATHS.action(ID, 'unblock')),
    onStory('PUT', 'unblocking B’s blocked story', action('unblock'), {
      values: { status: 'blocked', blockedReason: 'Isolation' },
    }),
  ],
  [route('GET', STORY_PATHS.reactions(ID)), bare('GET', STORY_PATHS.reactions(ANY_ID))],
  [
    route('GET', STORY_PATHS.reactions(ID)),
    onStory('GET', 'B’s story’s reactions', ({ id }) => STORY_PATHS.reactions(id)),
  ],
  [route('GET', STORY_PATHS.comments(ID)), bare('GET', STORY_PATHS.comments(ANY_ID))],
  [
    route('GET', STORY_PATHS.comments(ID)),
    onStory('GET', 'B’s story’s comments', ({ id }) => STORY_PATHS.comments(id)),
  ],
  [
    route('PUT', STORY_PATHS.reactions(ID)),
    onStory('PUT', 'A’s member reacting to B’s own story', ({ id }) => STORY_PATHS.reactions(id), {
      who: 'member',
      payload: { kind: 'like' },
    }),
  ],
  [
    route('DELETE', STORY_PATHS.reactions(ID)),
    onStory(
      'DELETE',
      'A’s member taking back a reaction to B’s own story',
      ({ id }) => STORY_PATHS.reactions(id),
      { who: 'member' },
    ),
  ],
  [
    route('POST', STORY_PATHS.comments(ID)),
    onStory(
      'POST',
      'A’s member commenting on B’s own story',
      ({ id }) => STORY_PATHS.comments(id),
      {
        who: 'member',
        payload: { text: 'Isolation' },
      },
    ),
  ],
  [
    route('DELETE', STORY_PATHS.comment(ID, ':commentId')),
    bare('DELETE', STORY_PATHS.comment(ANY_ID, ANY_ID)),
  ],
  [
    route('DELETE', STORY_PATHS.comment(ID, ':commentId')),
    onStory('DELETE', 'removing a comment of B’s story', ({ id, commentId }) =>
      STORY_PATHS.comment(id, commentId),
    ),
  ],
];

registerIsolationCases(
  'users/stories',
  cases.map(([key, item]) => ({ ...item, route: key })),
);

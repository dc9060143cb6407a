import { z } from 'zod';
import { pageQuerySchema } from './wire';

/*
 * Stories (users service): short posts (a text, a picture or a video with a caption) that an
 * organisation's members publish for the learner app, visible to everyone on the platform or to
 * the author's organisation only, until they expire. The author hides and shows their own; a
 * moderator (StoriesManagement) blocks one with a reason and unblocks it; comments can be removed
 * by a moderator. Learners react and comment from the learner app. The workflow is
 * `machines/story.machine.ts`, asked by the service (409 otherwise) and by the console.
 *
 * The spec names stories but no calls: these are ours, in the style of the others.
 */

export const STORY_PATHS = {
  /** `POST` a story (author: w Stories). */
  stories: 'v1/stories',
  /** `GET` the caller's own stories (paged, newest first; r Stories). */
  mine: 'v1/stories/mine',
  /** `GET` the moderation list (paged, filters; r StoriesManagement). */
  management: 'v1/stories/management',
  /** `POST` a picture or video for a story (multipart `file`; w Stories). */
  uploadMedia: 'v1/stories/upload-media',
  /** Learner app: `GET` the stories the caller may see now (paged, newest first). */
  feed: 'v1/stories/feed',
  /** `GET` one (its author, or r StoriesManagement). */
  story: (id: string) => `v1/stories/${encodeURIComponent(id)}`,
  /** `PUT` an action: hide, show (the author), block with a reason, unblock (a moderator). */
  action: (id: string, action: StoryAction) => `v1/stories/${encodeURIComponent(id)}/${action}`,
  /** `GET` its reactions (paged); learner app: `PUT` the caller's reaction, `DELETE` it. */
  reactions: (id: string) => `v1/stories/${encodeURIComponent(id)}/reactions`,
  /** `GET` its comments (paged, oldest first); learner app: `POST` one. */
  comments: (id: string) => `v1/stories/${encodeURIComponent(id)}/comments`,
  /** `DELETE` a comment (a moderator: it is removed, not erased; learners no longer see it). */
  comment: (id: string, commentId: string) =>
    `v1/stories/${encodeURIComponent(id)}/comments/${encodeURIComponent(commentId)}`,
} as const;

export const STORY_KINDS = ['text', 'picture', 'video'] as const;
export type StoryKind = (typeof STORY_KINDS)[number];

/** Who sees it: every learner of the platform, or the author's organisation only. */
export const STORY_VISIBILITIES = ['everyone', 'organization'] as const;
export type StoryVisibility = (typeof STORY_VISIBILITIES)[number];

/** The story machine's states; `expired` is reached by time (the server's clock). */
export const STORY_STATUSES = ['visible', 'hidden', 'blocked', 'expired'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

/** What the author (hide, show) and a moderator (block, unblock) do, in button order. */
export const STORY_ACTIONS = ['hide', 'show', 'block', 'unblock'] as const;
export type StoryAction = (typeof STORY_ACTIONS)[number];
export const AUTHOR_ACTIONS: readonly StoryAction[] = ['hide', 'show'];
export const MODERATOR_ACTIONS: readonly StoryAction[] = ['block', 'unblock'];

export const REACTION_KINDS = ['like', 'love', 'clap', 'wow'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

export const STORY_LIMITS = {
  textMax: 500,
  reasonMax: 300,
  commentMax: 500,
  /** How long a story may stay up. */
  lifetimeMaxHours: 30 * 24,
  /** When the form does not say. */
  defaultLifetimeHours: 24,
} as const;

export const STORY_MESSAGES = {
  created: 'Story Published Successfully',
  hidden: 'Story Hidden Successfully',
  shown: 'Story Shown Successfully',
  blocked: 'Story Blocked Successfully',
  unblocked: 'Story Unblocked Successfully',
  commentRemoved: 'Comment Removed Successfully',
  commented: 'Comment Added Successfully',
  reacted: 'Reaction Saved',
  reactionRemoved: 'Reaction Removed',
  notAllowed: 'This story cannot do that now.',
  notAuthor: 'Only its author can hide or show a story.',
  textRequired: 'Write the story’s text.',
  mediaRequired: 'Upload the picture or video first.',
  noMediaForText: 'A text story has no picture or video.',
  expiryInPast: 'Should be in future',
  expiryTooFar: `A story stays up for ${STORY_LIMITS.lifetimeMaxHours / 24} days at most.`,
  reasonRequired: 'Say why the story is blocked.',
  unknownMedia: 'Upload the file again: this one is not yours or is not a picture or video.',
  notVisible: 'This story is not shown now.',
} as const;

const text = z.string().trim().max(STORY_LIMITS.textMax);

/** `POST v1/stories`: a text needs its text; a picture or video needs its uploaded file. */
export const storyBodySchema = z
  .strictObject({
    kind: z.enum(STORY_KINDS),
    text: text.default(''),
    /** The stored name from `v1/stories/upload-media` (picture and video). */
    mediaFileName: z.string().min(1).max(200).nullable().default(null),
    visibility: z.enum(STORY_VISIBILITIES).default('everyone'),
    /** When it stops being shown: in the future, at most 30 days ahead (server's clock). */
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .refine((body) => body.kind !== 'text' || body.text !== '', {
    message: STORY_MESSAGES.textRequired,
    path: ['text'],
  })
  .refine((body) => body.kind === 'text' || body.mediaFileName !== null, {
    message: STORY_MESSAGES.mediaRequired,
    path: ['mediaFileName'],
  })
  .refine((body) => body.kind !== 'text' || body.mediaFileName === null, {
    message: STORY_MESSAGES.noMediaForText,
    path: ['mediaFileName'],
  });
export type StoryBody = z.input<typeof storyBodySchema>;
export type StoryBodyParsed = z.output<typeof storyBodySchema>;

/** `PUT v1/stories/{id}/block`. */
export const blockBodySchema = z.strictObject({
  reason: z.string().trim().min(1, STORY_MESSAGES.reasonRequired).max(STORY_LIMITS.reasonMax),
});
export type BlockBody = z.infer<typeof blockBodySchema>;

/** The management list's filters (in the URL on the console). */
export const storyListQuerySchema = pageQuerySchema.extend({
  status: z.enum(STORY_STATUSES).optional(),
  kind: z.enum(STORY_KINDS).optional(),
  visibility: z.enum(STORY_VISIBILITIES).optional(),
  /** In the text or the author's name or e-mail. */
  search: z.string().trim().max(100).optional(),
});
export type StoryListQuery = z.input<typeof storyListQuerySchema>;

export const reactionCountsSchema = z.object(
  Object.fromEntries(REACTION_KINDS.map((kind) => [kind, z.number().int()])) as Record<
    ReactionKind,
    z.ZodNumber
  >,
);
export type ReactionCounts = z.infer<typeof reactionCountsSchema>;

export const storySchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  organizationName: z.string(),
  authorId: z.uuid().nullable(),
  authorName: z.string(),
  kind: z.enum(STORY_KINDS),
  text: z.string(),
  mediaFileName: z.string().nullable(),
  /** Where the picture or video is served (`/media/<fileName>`), null for a text. */
  mediaUrl: z.string().nullable(),
  visibility: z.enum(STORY_VISIBILITIES),
  /** The machine's state now (expired by the server's clock). */
  status: z.enum(STORY_STATUSES),
  blockedReason: z.string().nullable(),
  blockedAt: z.iso.datetime({ offset: true }).nullable(),
  publishedAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  reactions: reactionCountsSchema,
  reactionsTotal: z.number().int(),
  /** Comments not removed. */
  comments: z.number().int(),
});
export type Story = z.infer<typeof storySchema>;

/** `POST v1/stories/upload-media`'s answer. */
export const storyMediaSchema = z.object({
  fileName: z.string(),
  url: z.string(),
  kind: z.enum(['picture', 'video']),
  contentType: z.string(),
  bytes: z.number().int(),
});
export type StoryMedia = z.infer<typeof storyMediaSchema>;

/** Learner app: `PUT v1/stories/{id}/reactions`: the caller's one reaction (replaces theirs). */
export const reactionBodySchema = z.strictObject({ kind: z.enum(REACTION_KINDS) });
export type ReactionBody = z.infer<typeof reactionBodySchema>;

export const reactionSchema = z.object({
  userId: z.uuid(),
  userName: z.string(),
  kind: z.enum(REACTION_KINDS),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Reaction = z.infer<typeof reactionSchema>;

/** Learner app: `POST v1/stories/{id}/comments`. */
export const commentBodySchema = z.strictObject({
  text: z.string().trim().min(1).max(STORY_LIMITS.commentMax),
});
export type CommentBody = z.infer<typeof commentBodySchema>;

export const commentSchema = z.object({
  id: z.uuid(),
  storyId: z.uuid(),
  authorId: z.uuid().nullable(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Moderators see removed comments (marked); learners never get them. */
  removedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

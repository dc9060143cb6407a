import { z } from 'zod';
import { pageQuerySchema } from './wire';
import {
  STORY_KINDS,
  STORY_VISIBILITIES,
  STORY_STATUSES,
  REACTION_KINDS,
  STORY_LIMITS,
  STORY_MESSAGES,
  type ReactionKind,
} from './story-constants';
import { isoDateTime } from './dates';

export * from './story-constants';

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
    expiresAt: isoDateTime(),
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
  blockedAt: isoDateTime().nullable(),
  publishedAt: isoDateTime(),
  expiresAt: isoDateTime(),
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
  createdAt: isoDateTime(),
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
  createdAt: isoDateTime(),
  /** Moderators see removed comments (marked); learners never get them. */
  removedAt: isoDateTime().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

/**
 * The stories' constants without their schemas (stories.ts re-exports them): the stories
 * screens need the paths, kinds, statuses and messages, and load zod only with their forms.
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
  noAccessYet: 'Stories open once an organisation has given you access.',
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

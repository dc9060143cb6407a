import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  REACTION_KINDS,
  STORY_KINDS,
  STORY_STATUSES,
  STORY_VISIBILITIES,
} from '../../../contract/stories';
import { organizations } from './organizations';
import { users } from './users';

/*
 * Stories (users service, contract/stories.ts): tenant-owned, in the author's organisation
 * (row-level security forced, migration 0030). Reactions and comments are the story's
 * organisation's rows whoever wrote them: a learner of another organisation reacting to a
 * story shown to everyone writes in the story's organisation's scope (the route moves it).
 * The platform read policy serves HAD's moderators, the learner app's feed and the uploads
 * sweeper.
 */

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: STORY_KINDS }).notNull(),
    text: text('text').notNull().default(''),
    /** A picture's or video's stored name in the media store (upload purpose `story`). */
    mediaFileName: text('media_file_name'),
    visibility: text('visibility', { enum: STORY_VISIBILITIES }).notNull(),
    /** The story machine's stored state; shown or hidden past `expires_at` reads as expired. */
    status: text('status', { enum: STORY_STATUSES }).notNull().default('visible'),
    blockedReason: text('blocked_reason'),
    blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('stories_kind_known', oneOf('kind', STORY_KINDS)),
    check('stories_visibility_known', oneOf('visibility', STORY_VISIBILITIES)),
    check('stories_status_known', oneOf('status', STORY_STATUSES)),
    check('stories_media_matches_kind', sql`(${t.kind} = 'text') = (${t.mediaFileName} is null)`),
    index('stories_organization_published_idx').on(t.organizationId, t.publishedAt, t.id),
    index('stories_author_published_idx').on(t.authorId, t.publishedAt, t.id),
    index('stories_feed_idx')
      .on(t.visibility, t.expiresAt)
      .where(sql`${t.status} = 'visible'`),
  ],
);

/** One reaction per person and story (replaced when they react again). */
export const storyReactions = pgTable(
  'story_reactions',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    kind: text('kind', { enum: REACTION_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.userId] }),
    check('story_reactions_kind_known', oneOf('kind', REACTION_KINDS)),
  ],
);

/** A comment; a moderator removes it (kept, marked, no longer shown to learners). */
export const storyComments = pgTable(
  'story_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('story_comments_story_idx').on(t.storyId, t.createdAt, t.id)],
);

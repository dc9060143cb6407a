import { and, desc, eq, gt, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { StoryKind, StoryStatus, StoryVisibility } from '../../../contract/stories';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { stories, storyComments, storyReactions } from '../../db/schema/stories';
import { users } from '../../db/schema/users';
import { containsPattern } from '../../platform/search';
import type { StoryRecord } from './present';

/*
 * Reading stories, their reactions and comments. Every function runs inside `withTenant`: the
 * scope (row-level security) decides whose stories exist for the caller; the filters here
 * only narrow within it.
 */

export interface Window {
  offset: number;
  limit: number;
}

/** Reactions per kind, as one object (`{ like: 2, clap: 1 }`), null when there are none. */
const reactionCounts = sql<Partial<Record<string, number>> | null>`(
  select jsonb_object_agg(counted.kind, counted.n) from (
    select ${storyReactions.kind} as kind, count(*)::int as n from ${storyReactions}
    where ${storyReactions.storyId} = ${stories.id} group by ${storyReactions.kind}
  ) as counted)`;

const commentsCount = sql<number>`(select count(*)::int from ${storyComments}
  where ${storyComments.storyId} = ${stories.id} and ${storyComments.removedAt} is null)`;

const recordColumns = {
  id: stories.id,
  organizationId: stories.organizationId,
  organizationName: organizations.name,
  authorId: stories.authorId,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  kind: stories.kind,
  text: stories.text,
  mediaFileName: stories.mediaFileName,
  visibility: stories.visibility,
  status: stories.status,
  blockedReason: stories.blockedReason,
  blockedAt: stories.blockedAt,
  publishedAt: stories.publishedAt,
  expiresAt: stories.expiresAt,
  reactionCounts,
  comments: commentsCount.mapWith(Number),
};

const recordsFrom = (db: Db) =>
  db
    .select(recordColumns)
    .from(stories)
    .innerJoin(organizations, eq(organizations.id, stories.organizationId))
    .leftJoin(users, eq(users.id, stories.authorId));

/** One story the scope shows, or null. */
export async function findStory(db: Db, id: string): Promise<StoryRecord | null> {
  const [row] = await recordsFrom(db).where(eq(stories.id, id)).limit(1);
  return row ?? null;
}

/** A page of stories, newest first; the total rides along (a page past the end counts apart). */
export async function listStories(
  db: Db,
  where: SQL | undefined,
  window: Window,
): Promise<{ rows: StoryRecord[]; total: number }> {
  const rows = await db
    .select({ ...recordColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(stories)
    .innerJoin(organizations, eq(organizations.id, stories.organizationId))
    .leftJoin(users, eq(users.id, stories.authorId))
    .where(where)
    .orderBy(desc(stories.publishedAt), desc(stories.id))
    .offset(window.offset)
    .limit(window.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && window.offset > 0) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(stories)
      .leftJoin(users, eq(users.id, stories.authorId))
      .where(where);
    total = counted?.n ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/**
 * The stories whose machine status at `now` is `status`: a stored shown or hidden story past its
 * expiry is expired (storyStatusOf), a blocked one stays blocked.
 */
export function statusIs(status: StoryStatus, now: Date): SQL | undefined {
  const live = gt(stories.expiresAt, now);
  switch (status) {
    case 'visible':
    case 'hidden':
      return and(eq(stories.status, status), live);
    case 'blocked':
      return eq(stories.status, 'blocked');
    case 'expired':
      return or(
        eq(stories.status, 'expired'),
        and(inArray(stories.status, ['visible', 'hidden']), lte(stories.expiresAt, now)),
      );
  }
}

export interface ManagementFilter {
  /** Null: every organisation the scope shows (HAD's moderators). */
  organizationId: string | null;
  status?: StoryStatus | undefined;
  kind?: StoryKind | undefined;
  visibility?: StoryVisibility | undefined;
  search?: string | undefined;
  now: Date;
}

export function managementWhere(filter: ManagementFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  return and(
    filter.organizationId ? eq(stories.organizationId, filter.organizationId) : undefined,
    filter.status ? statusIs(filter.status, filter.now) : undefined,
    filter.kind ? eq(stories.kind, filter.kind) : undefined,
    filter.visibility ? eq(stories.visibility, filter.visibility) : undefined,
    pattern
      ? or(
          ilike(stories.text, pattern),
          ilike(users.email, pattern),
          ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, pattern),
        )
      : undefined,
  );
}

/** The author's own stories in one organisation. */
export const mineWhere = (authorId: string, organizationId: string) =>
  and(eq(stories.authorId, authorId), eq(stories.organizationId, organizationId));

/**
 * What a learner may see now: shown and not expired, to everyone or to their own organisation.
 * The feed reads platform-wide (stories_platform_read), so this is the whole rule.
 */
export const seenBy = (organizationId: string | null, now: Date) =>
  and(
    eq(stories.status, 'visible'),
    gt(stories.expiresAt, now),
    or(
      eq(stories.visibility, 'everyone'),
      organizationId ? eq(stories.organizationId, organizationId) : undefined,
    ),
  );

/** Whether a learner of `organizationId` may see the story at all, whatever its status. */
export const shownTo = (
  story: { visibility: StoryVisibility; organizationId: string },
  organizationId: string | null,
) => story.visibility === 'everyone' || story.organizationId === organizationId;

/** Where a story is, and whose: enough to decide who may act on it. */
export async function locateStory(db: Db, id: string) {
  const [row] = await db
    .select({
      id: stories.id,
      organizationId: stories.organizationId,
      authorId: stories.authorId,
      visibility: stories.visibility,
    })
    .from(stories)
    .where(eq(stories.id, id));
  return row ?? null;
}

import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TopicBody, TopicOverview } from '../../../contract/curriculum';
import type { Db } from '../../db/client';
import { levels } from '../../db/schema/curriculum';
import type { ListTotals } from '../../platform/list-totals';
import { containsPattern } from '../../platform/search';
import { presentTopic, type ContentRow } from './present';

export interface TopicFilter {
  /** HAD: every topic; others: only published ones, never archived. */
  seesDrafts: boolean;
  search?: string | undefined;
  published?: boolean | undefined;
  archived?: boolean | undefined;
  includeArchived: boolean;
  offset: number;
  limit: number;
}

function topicWhere(filter: Omit<TopicFilter, 'offset' | 'limit'>): SQL | undefined {
  const archived =
    filter.archived !== undefined
      ? eq(levels.isArchived, filter.archived)
      : filter.includeArchived
        ? undefined
        : eq(levels.isArchived, false);
  return and(
    filter.seesDrafts ? undefined : and(eq(levels.isEnabled, true), eq(levels.isArchived, false)),
    archived,
    filter.published === undefined ? undefined : eq(levels.isEnabled, filter.published),
    filter.search
      ? or(
          ilike(levels.titleEn, containsPattern(filter.search)),
          ilike(levels.titleAr, containsPattern(filter.search)),
        )
      : undefined,
  );
}

const byOrder = [asc(levels.position), asc(levels.createdAt), asc(levels.id)];

export async function listTopics(
  db: Db,
  filter: TopicFilter,
): Promise<{ rows: ContentRow[]; total: number }> {
  const rows = await db
    .select({ topic: levels, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(levels)
    .where(topicWhere(filter))
    .orderBy(...byOrder)
    .offset(filter.offset)
    .limit(filter.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.offset > 0) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(levels)
      .where(topicWhere(filter));
    total = counted?.n ?? 0;
  }
  return { rows: rows.map((row) => row.topic), total };
}

type Counts = Pick<
  TopicOverview,
  'units' | 'activities' | 'elements' | 'published' | 'unpublished' | 'archived'
>;
const NO_COUNTS: Counts = {
  units: 0,
  activities: 0,
  elements: 0,
  published: 0,
  unpublished: 0,
  archived: 0,
};

/**
 * Per topic of `ids`: its units, activities and elements, and how many items below it are in
 * each state. One grouped statement walking down by the parent indexes.
 */
async function countsOf(db: Db, ids: string[]): Promise<Map<string, Counts>> {
  const { rows } = (await db.execute(sql`
    with u as (select id, level_id, is_enabled, is_archived from units
               where level_id = any(${`{${ids.join(',')}}`}::uuid[])),
    a as (select a.id, u.level_id, a.is_enabled, a.is_archived
          from activities a join u on a.unit_id = u.id),
    e as (select a.level_id, e.is_enabled, e.is_archived from elements e join a on e.activity_id = a.id),
    d as (select 'u' as k, level_id, is_enabled, is_archived from u
          union all select 'a', level_id, is_enabled, is_archived from a
          union all select 'e', level_id, is_enabled, is_archived from e)
    select level_id,
      (count(*) filter (where k = 'u'))::int as units,
      (count(*) filter (where k = 'a'))::int as activities,
      (count(*) filter (where k = 'e'))::int as elements,
      (count(*) filter (where is_enabled and not is_archived))::int as published,
      (count(*) filter (where not is_enabled and not is_archived))::int as unpublished,
      (count(*) filter (where is_archived))::int as archived
    from d group by level_id`)) as unknown as { rows: (Counts & { level_id: string })[] };
  return new Map(rows.map(({ level_id, ...counts }) => [level_id, counts]));
}

/**
 * The topics with their counts (`v2/admin/levels/overview`). Counting a page of large topics
 * walks every item below them (about 150 ms for 20 topics of 4,000 elements), so the counts are
 * kept like list totals (server/platform/list-totals.ts): a few seconds, cleared by any write of
 * this process. The topics themselves are always read fresh.
 */
export async function withCounts(
  db: Db,
  rows: ContentRow[],
  totals: ListTotals,
): Promise<TopicOverview[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const counts = await totals.get(`curriculum:counts:${ids.join(',')}`, async () =>
    Object.fromEntries((await countsOf(db, ids)).entries()),
  );
  return rows.map((row) => ({ ...presentTopic(row), ...(counts[row.id] ?? NO_COUNTS) }));
}

export async function topicOverviews(
  db: Db,
  filter: TopicFilter,
  totals: ListTotals,
): Promise<{ rows: TopicOverview[]; total: number }> {
  const { rows, total } = await listTopics(db, filter);
  return { rows: await withCounts(db, rows, totals), total };
}

/** One topic others may read: published and not archived. */
export const isPublicTopic = (row: ContentRow) => row.isEnabled && !row.isArchived;

export async function findTopic(db: Db, id: string): Promise<ContentRow | null> {
  const [row] = await db.select().from(levels).where(eq(levels.id, id));
  return row ?? null;
}

export async function topicOptions(db: Db, seesDrafts: boolean): Promise<ContentRow[]> {
  return db
    .select()
    .from(levels)
    .where(topicWhere({ seesDrafts, includeArchived: false }))
    .orderBy(...byOrder);
}

/** Appended after the last topic. */
export async function insertTopic(db: Db, body: TopicBody): Promise<ContentRow> {
  const [row] = await db
    .insert(levels)
    .values({
      ...body,
      position: sql`(select coalesce(max(position), 0) + 1 from levels)`,
    })
    .returning();
  return row!;
}

export async function updateTopic(db: Db, id: string, body: TopicBody): Promise<ContentRow | null> {
  const [row] = await db
    .update(levels)
    .set({ ...body, updatedAt: sql`now()` })
    .where(eq(levels.id, id))
    .returning();
  return row ?? null;
}

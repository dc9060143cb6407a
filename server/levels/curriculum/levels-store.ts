import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { LevelBody, LevelOverview } from '../../../contract/curriculum';
import type { Db } from '../../db/client';
import { levels } from '../../db/schema/curriculum';
import { containsPattern } from '../../platform/search';
import { presentLevel, type ContentRow } from './present';

export interface LevelFilter {
  /** HAD: every level; others: only published ones, never archived. */
  seesDrafts: boolean;
  search?: string | undefined;
  published?: boolean | undefined;
  archived?: boolean | undefined;
  includeArchived: boolean;
  offset: number;
  limit: number;
}

function levelWhere(filter: Omit<LevelFilter, 'offset' | 'limit'>): SQL | undefined {
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

export async function listLevels(
  db: Db,
  filter: LevelFilter,
): Promise<{ rows: ContentRow[]; total: number }> {
  const rows = await db
    .select({ level: levels, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(levels)
    .where(levelWhere(filter))
    .orderBy(...byOrder)
    .offset(filter.offset)
    .limit(filter.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.offset > 0) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(levels)
      .where(levelWhere(filter));
    total = counted?.n ?? 0;
  }
  return { rows: rows.map((row) => row.level), total };
}

/** Per level: its units, activities and elements, and how many items below are in each state. */
const countsOf = (levelId: SQL) => sql`(
  with u as (select id, is_enabled, is_archived from units where level_id = ${levelId}),
  a as (select id, is_enabled, is_archived from activities where unit_id in (select id from u)),
  e as (select is_enabled, is_archived from elements where activity_id in (select id from a)),
  d as (select 'u' k, is_enabled, is_archived from u union all select 'a', is_enabled, is_archived from a
        union all select 'e', is_enabled, is_archived from e)
  select json_build_object(
    'units', count(*) filter (where k = 'u'),
    'activities', count(*) filter (where k = 'a'),
    'elements', count(*) filter (where k = 'e'),
    'published', count(*) filter (where is_enabled and not is_archived),
    'unpublished', count(*) filter (where not is_enabled and not is_archived),
    'archived', count(*) filter (where is_archived)) from d)`;

type Counts = Pick<
  LevelOverview,
  'units' | 'activities' | 'elements' | 'published' | 'unpublished' | 'archived'
>;
const parseCounts = (value: unknown): Counts =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Counts;

/** The levels with their counts (`v2/admin/levels/overview`). */
export async function withCounts(db: Db, rows: ContentRow[]): Promise<LevelOverview[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ id: levels.id, counts: countsOf(sql`${levels.id}`) })
    .from(levels)
    .where(
      inArray(
        levels.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(counts.map((row) => [row.id, parseCounts(row.counts)]));
  return rows.map((row) => ({ ...presentLevel(row), ...byId.get(row.id)! }));
}

export async function levelOverviews(
  db: Db,
  filter: LevelFilter,
): Promise<{ rows: LevelOverview[]; total: number }> {
  const { rows, total } = await listLevels(db, filter);
  return { rows: await withCounts(db, rows), total };
}

/** One level others may read: published and not archived. */
export const isPublicLevel = (row: ContentRow) => row.isEnabled && !row.isArchived;

export async function findLevel(db: Db, id: string): Promise<ContentRow | null> {
  const [row] = await db.select().from(levels).where(eq(levels.id, id));
  return row ?? null;
}

export async function levelOptions(db: Db, seesDrafts: boolean): Promise<ContentRow[]> {
  return db
    .select()
    .from(levels)
    .where(levelWhere({ seesDrafts, includeArchived: false }))
    .orderBy(...byOrder);
}

/** Appended after the last level. */
export async function insertLevel(db: Db, body: LevelBody): Promise<ContentRow> {
  const [row] = await db
    .insert(levels)
    .values({
      ...body,
      position: sql`(select coalesce(max(position), 0) + 1 from levels)`,
    })
    .returning();
  return row!;
}

export async function updateLevel(db: Db, id: string, body: LevelBody): Promise<ContentRow | null> {
  const [row] = await db
    .update(levels)
    .set({ ...body, updatedAt: sql`now()` })
    .where(eq(levels.id, id))
    .returning();
  return row ?? null;
}

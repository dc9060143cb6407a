import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  ActivityBody,
  ActivityUpdate,
  TopicBody,
  UnitBody,
} from '../../../contract/curriculum';
import type { Db } from '../../db/client';
import { activities, levels, units } from '../../db/schema/curriculum';

export type UnitRow = typeof units.$inferSelect;
/**
 * The activities these routes read and write are platform content (no organisation): lessons in
 * units, exams closing a topic and the level test. Trees and unit lists show lessons only (they
 * read by unit); an organisation's assignments and knowledge tests are never theirs, even for
 * HAD's own (server/modules/assessment/).
 */
export type ActivityRow = typeof activities.$inferSelect;
const isPlatform = isNull(activities.organizationId);

/** Archived items are left out unless asked for. */
const shown = (
  table: typeof units | typeof activities,
  includeArchived: boolean,
  drafts: boolean,
) =>
  and(
    includeArchived ? undefined : eq(table.isArchived, false),
    drafts ? undefined : and(eq(table.isEnabled, true), eq(table.isArchived, false)),
  );

export async function findUnit(db: Db, id: string): Promise<UnitRow | null> {
  const [row] = await db.select().from(units).where(eq(units.id, id));
  return row ?? null;
}

export async function findActivity(db: Db, id: string): Promise<ActivityRow | null> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), isPlatform));
  return row ?? null;
}

export function unitsOf(
  db: Db,
  levelIds: string[],
  options: { includeArchived: boolean; drafts: boolean },
): Promise<UnitRow[]> {
  if (levelIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(units)
    .where(
      and(inArray(units.levelId, levelIds), shown(units, options.includeArchived, options.drafts)),
    )
    .orderBy(asc(units.position), asc(units.createdAt), asc(units.id));
}

export function activitiesOf(
  db: Db,
  unitIds: string[],
  options: { includeArchived: boolean; drafts: boolean },
): Promise<ActivityRow[]> {
  if (unitIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(activities)
    .where(
      and(
        inArray(activities.unitId, unitIds),
        shown(activities, options.includeArchived, options.drafts),
      ),
    )
    .orderBy(asc(activities.position), asc(activities.createdAt), asc(activities.id));
}

/** Appended after the parent's last child. */
export async function insertUnit(db: Db, body: UnitBody): Promise<UnitRow> {
  const [row] = await db
    .insert(units)
    .values({
      ...body,
      position: sql`(select coalesce(max(position), 0) + 1 from units where level_id = ${body.levelId})`,
    })
    .returning();
  return row!;
}

export async function updateUnit(db: Db, id: string, body: TopicBody): Promise<UnitRow | null> {
  const [row] = await db
    .update(units)
    .set({ ...body, updatedAt: sql`now()` })
    .where(eq(units.id, id))
    .returning();
  return row ?? null;
}

export async function insertActivity(db: Db, body: ActivityBody): Promise<ActivityRow> {
  const [row] = await db
    .insert(activities)
    .values({
      ...body,
      position: sql`(select coalesce(max(position), 0) + 1 from activities where unit_id = ${body.unitId})`,
    })
    .returning();
  return row!;
}

/** Titles and expected time of any platform activity; its kind and place never change here. */
export async function updateActivity(
  db: Db,
  id: string,
  body: ActivityUpdate,
): Promise<ActivityRow | null> {
  const [row] = await db
    .update(activities)
    .set({
      titleEn: body.titleEn,
      titleAr: body.titleAr,
      expectedTimeInMinutes: body.expectedTimeInMinutes,
      updatedAt: sql`now()`,
    })
    .where(and(eq(activities.id, id), isPlatform))
    .returning();
  return row ?? null;
}

/**
 * Published units of published topics: what the organisation may use (`v2/units/by-group`),
 * within `usable` topics when its packages restrict them (server/modules/plans/usable-topics.ts).
 */
export function publishedUnits(db: Db, usable: Set<string> | null = null) {
  return db
    .select({
      id: units.id,
      levelId: units.levelId,
      titleEn: units.titleEn,
      titleAr: units.titleAr,
      levelTitleEn: levels.titleEn,
      levelTitleAr: levels.titleAr,
    })
    .from(units)
    .innerJoin(levels, eq(levels.id, units.levelId))
    .where(
      and(
        eq(units.isEnabled, true),
        eq(units.isArchived, false),
        eq(levels.isEnabled, true),
        eq(levels.isArchived, false),
        usable ? inArray(levels.id, [...usable]) : undefined,
      ),
    )
    .orderBy(asc(levels.position), asc(units.position), asc(units.id));
}

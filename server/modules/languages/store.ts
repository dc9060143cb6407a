import { asc, eq, sql } from 'drizzle-orm';
import type { TranslationTree } from '../../../contract/app-language-translations';
import type { AppLanguageCreate, TextDirection } from '../../../contract/app-languages';
import type { Db } from '../../db/client';
import { appLanguages } from '../../db/schema/app-languages';

export type AppLanguageRow = typeof appLanguages.$inferSelect;

/** Every language, by position (then age, for rows written before a reorder). */
export function listLanguages(tx: Db): Promise<AppLanguageRow[]> {
  return tx
    .select()
    .from(appLanguages)
    .orderBy(asc(appLanguages.position), asc(appLanguages.createdAt));
}

export async function findLanguage(tx: Db, id: string): Promise<AppLanguageRow | null> {
  const [row] = await tx.select().from(appLanguages).where(eq(appLanguages.id, id));
  return row ?? null;
}

export async function findDefault(tx: Db): Promise<AppLanguageRow | null> {
  const [row] = await tx.select().from(appLanguages).where(eq(appLanguages.isDefault, true));
  return row ?? null;
}

export async function findByCode(tx: Db, code: string): Promise<{ id: string } | null> {
  const [row] = await tx
    .select({ id: appLanguages.id })
    .from(appLanguages)
    .where(sql`lower(${appLanguages.code}) = lower(${code})`);
  return row ?? null;
}

/**
 * Writers of the languages one at a time (a transaction-scoped lock): the default moves, the
 * order and the count are decided on what the writer read. The partial unique index on
 * `is_default` holds the "one default" rule by itself; the lock turns a race into a wait.
 */
export async function lockLanguages(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('app_languages'))`);
}

export async function countLanguages(tx: Db): Promise<{ count: number; nextPosition: number }> {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      nextPosition: sql<number>`coalesce(max(${appLanguages.position}) + 1, 0)::int`,
    })
    .from(appLanguages);
  return row ?? { count: 0, nextPosition: 0 };
}

export async function insertLanguage(
  tx: Db,
  body: Omit<AppLanguageCreate, 'isDefault'>,
  position: number,
): Promise<string> {
  const [row] = await tx
    .insert(appLanguages)
    .values({ ...body, position, isDefault: false })
    .returning({ id: appLanguages.id });
  if (!row) throw new Error('app_languages insert returned no row');
  return row.id;
}

/**
 * Makes `id` the default: the old default is unset first, then the new one set (in that order:
 * the unique index is checked row by row), both in the caller's transaction.
 */
export async function moveDefault(tx: Db, id: string): Promise<void> {
  await tx
    .update(appLanguages)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(sql`${appLanguages.isDefault} and ${appLanguages.id} <> ${id}`);
  await tx
    .update(appLanguages)
    .set({ isDefault: true, updatedAt: sql`now()` })
    .where(sql`${appLanguages.id} = ${id} and not ${appLanguages.isDefault}`);
}

export async function updateLanguage(
  tx: Db,
  id: string,
  fields: { nameEn?: string; nameNative?: string; direction?: TextDirection },
): Promise<void> {
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return;
  await tx
    .update(appLanguages)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(appLanguages.id, id));
}

/** Positions 0, 1, 2 ... in the order of `ids` (only rows whose position changes are written). */
export async function setPositions(tx: Db, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx
      .update(appLanguages)
      .set({ position, updatedAt: sql`now()` })
      .where(sql`${appLanguages.id} = ${id} and ${appLanguages.position} <> ${position}`);
  }
}

export async function saveTranslations(tx: Db, id: string, tree: TranslationTree): Promise<void> {
  await tx
    .update(appLanguages)
    .set({ translations: tree, translationsUpdatedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(appLanguages.id, id));
}

export async function deleteLanguage(tx: Db, id: string): Promise<void> {
  await tx.delete(appLanguages).where(eq(appLanguages.id, id));
}

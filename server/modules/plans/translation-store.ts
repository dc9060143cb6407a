import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appLanguages } from '../../db/schema/app-languages';
import { planTranslations } from '../../db/schema/packages';
import type { TranslationRow } from './present';

/* A plan's name and description in the app's languages (platform rows, no organisation). */

export function translationsOf(tx: Db, planId: string): Promise<TranslationRow[]> {
  return tx
    .select()
    .from(planTranslations)
    .where(eq(planTranslations.planId, planId))
    .orderBy(asc(planTranslations.languageCode), asc(planTranslations.id));
}

export async function findTranslation(
  tx: Db,
  id: string,
  lock = false,
): Promise<TranslationRow | null> {
  const query = tx.select().from(planTranslations).where(eq(planTranslations.id, id)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/**
 * The app language's code as stored (`pt-BR` for `pt-br`), or null when it is not one of the
 * app's languages: codes are compared without case, as the settings service does.
 */
export async function appLanguageCode(tx: Db, code: string): Promise<string | null> {
  const [row] = await tx
    .select({ code: appLanguages.code })
    .from(appLanguages)
    .where(sql`lower(${appLanguages.code}) = lower(${code})`)
    .limit(1);
  return row?.code ?? null;
}

export async function insertTranslation(
  tx: Db,
  values: { planId: string; languageCode: string; name: string; description: string },
): Promise<TranslationRow> {
  const [row] = await tx.insert(planTranslations).values(values).returning();
  if (!row) throw new Error('plan_translations insert returned no row');
  return row;
}

export async function updateTranslation(
  tx: Db,
  id: string,
  values: { name: string; description: string },
): Promise<TranslationRow> {
  const [row] = await tx
    .update(planTranslations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(planTranslations.id, id))
    .returning();
  if (!row) throw new Error('plan_translations update returned no row');
  return row;
}

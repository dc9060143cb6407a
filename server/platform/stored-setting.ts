import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema/settings';

/** A platform-wide setting as stored in `app_settings`, with when it was last written. */
export interface StoredSetting<T> {
  value: T;
  updatedAt: string | null;
}

/**
 * The setting under `key`, or `fallback` (with `updatedAt` null) when it was never written or
 * no longer reads as `schema` (a shape an older version wrote): the caller always gets a value
 * it can answer.
 */
export async function readSetting<T>(
  tx: Db,
  key: string,
  schema: z.ZodType<T>,
  fallback: T,
): Promise<StoredSetting<T>> {
  const [row] = await tx
    .select({ value: appSettings.value, updatedAt: appSettings.updatedAt })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  const parsed = row ? schema.safeParse(row.value) : undefined;
  if (!row || !parsed?.success) return { value: fallback, updatedAt: null };
  return { value: parsed.data, updatedAt: row.updatedAt.toISOString() };
}

/** Writes `value` under `key` (one audited insert or update of `app_settings`). */
export async function writeSetting<T>(tx: Db, key: string, value: T): Promise<StoredSetting<T>> {
  const [row] = await tx
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } })
    .returning({ updatedAt: appSettings.updatedAt });
  if (!row) throw new Error(`app_settings ${key}: the write returned no row`);
  return { value, updatedAt: row.updatedAt.toISOString() };
}

import { count, desc, eq } from 'drizzle-orm';
import type { SoundFields, SoundKind } from '../../../contract/sounds';
import type { Db } from '../../db/client';
import { sounds } from '../../db/schema/sounds';
import { pageWindow } from '../../platform/paging';

export type SoundRow = typeof sounds.$inferSelect;

/** One page of sounds, newest first, and how many there are. */
export async function listSounds(
  tx: Db,
  query: { pageNumber: number; pageSize: number; kind?: SoundKind },
): Promise<{ rows: SoundRow[]; total: number }> {
  const where = query.kind ? eq(sounds.kind, query.kind) : undefined;
  const { offset, limit } = pageWindow(query.pageNumber, query.pageSize);
  const rows = await tx
    .select()
    .from(sounds)
    .where(where)
    .orderBy(desc(sounds.createdAt), desc(sounds.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await tx.select({ total: count() }).from(sounds).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function insertSound(
  tx: Db,
  sound: SoundFields & { fileName: string; contentType: string; bytes: number; createdBy: string },
): Promise<SoundRow> {
  const [row] = await tx.insert(sounds).values(sound).returning();
  if (!row) throw new Error('a sound just inserted was not returned');
  return row;
}

/** One sound, locked until the transaction ends (a delete moves it to the trash first). */
export async function lockSound(tx: Db, id: string): Promise<SoundRow | null> {
  const [row] = await tx.select().from(sounds).where(eq(sounds.id, id)).for('update');
  return row ?? null;
}

/** The deleted row, or null when there was none. */
export async function deleteSound(tx: Db, id: string): Promise<SoundRow | null> {
  const [row] = await tx.delete(sounds).where(eq(sounds.id, id)).returning();
  return row ?? null;
}

import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { SuccessRange, SuccessRangeBody } from '../../../contract/success-ranges';
import type { Db } from '../../db/client';
import { levels } from '../../db/schema/curriculum';
import { successRanges } from '../../db/schema/success-ranges';

const columns = {
  id: successRanges.id,
  levelId: successRanges.levelId,
  levelTitleEn: levels.titleEn,
  levelTitleAr: levels.titleAr,
  minScore: successRanges.minScore,
  maxScore: successRanges.maxScore,
  updatedAt: successRanges.updatedAt,
};

type Row = Omit<SuccessRange, 'updatedAt'> & { updatedAt: Date };
const present = (row: Row): SuccessRange => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** Every range with its topic's titles, by its lowest score. */
export async function listRanges(tx: Db): Promise<SuccessRange[]> {
  const rows = await tx
    .select(columns)
    .from(successRanges)
    .innerJoin(levels, eq(levels.id, successRanges.levelId))
    .orderBy(asc(successRanges.minScore));
  return rows.map(present);
}

export async function findRange(tx: Db, id: string): Promise<SuccessRange | null> {
  const [row] = await tx
    .select(columns)
    .from(successRanges)
    .innerJoin(levels, eq(levels.id, successRanges.levelId))
    .where(eq(successRanges.id, id));
  return row ? present(row) : null;
}

/**
 * Writers of the ranges one at a time (a transaction-scoped lock), so the overlap found by
 * `overlapping` is the one the exclusion constraint would refuse, and can be named.
 */
export async function lockRanges(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('success_ranges'))`);
}

/** The first range sharing a score with `body`, other than `exceptId`. */
export async function overlapping(tx: Db, body: SuccessRangeBody, exceptId?: string) {
  const [row] = await tx
    .select({ minScore: successRanges.minScore, maxScore: successRanges.maxScore })
    .from(successRanges)
    .where(
      and(
        sql`int4range(${successRanges.minScore}, ${successRanges.maxScore}, '[]') && int4range(${body.minScore}::int, ${body.maxScore}::int, '[]')`,
        exceptId ? ne(successRanges.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(successRanges.minScore))
    .limit(1);
  return row ?? null;
}

export async function topicExists(tx: Db, levelId: string): Promise<boolean> {
  const [row] = await tx.select({ id: levels.id }).from(levels).where(eq(levels.id, levelId));
  return Boolean(row);
}

export async function insertRange(tx: Db, body: SuccessRangeBody): Promise<string> {
  const [row] = await tx.insert(successRanges).values(body).returning({ id: successRanges.id });
  if (!row) throw new Error('success_ranges insert returned no row');
  return row.id;
}

export async function updateRange(tx: Db, id: string, body: SuccessRangeBody): Promise<boolean> {
  const rows = await tx
    .update(successRanges)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(successRanges.id, id))
    .returning({ id: successRanges.id });
  return rows.length > 0;
}

export async function deleteRange(tx: Db, id: string): Promise<boolean> {
  const rows = await tx
    .delete(successRanges)
    .where(eq(successRanges.id, id))
    .returning({ id: successRanges.id });
  return rows.length > 0;
}

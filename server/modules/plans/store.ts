import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PlanBodyParsed } from '../../../contract/plans';
import type { Db } from '../../db/client';
import { levels } from '../../db/schema/curriculum';
import { planLevels, plans } from '../../db/schema/packages';
import { containsPattern } from '../../platform/search';

/*
 * Plans and their topics (docs/plans.md). Plans are the platform's: no row-level security;
 * the routes decide who writes (HAD with w Packages).
 */

export type PlanRow = typeof plans.$inferSelect;

export interface PlanFilter {
  search?: string | undefined;
  offset: number;
  limit: number;
}

const searchWhere = (search: string | undefined): SQL | undefined =>
  search
    ? or(
        ilike(plans.nameEn, containsPattern(search)),
        ilike(plans.nameAr, containsPattern(search)),
        ilike(plans.productId, containsPattern(search)),
      )
    : undefined;

/** One page of plans, newest first, and how many match. */
export async function listPlans(
  tx: Db,
  filter: PlanFilter,
): Promise<{ rows: PlanRow[]; total: number }> {
  const where = searchWhere(filter.search);
  const rows = await tx
    .select()
    .from(plans)
    .where(where)
    .orderBy(desc(plans.createdAt), desc(plans.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await tx.select({ total: count() }).from(plans).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findPlan(tx: Db, id: string, lock = false): Promise<PlanRow | null> {
  const query = tx.select().from(plans).where(eq(plans.id, id)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function findReferencePlan(tx: Db): Promise<PlanRow | null> {
  const [row] = await tx.select().from(plans).where(eq(plans.isReference, true)).limit(1);
  return row ?? null;
}

/** Among `ids`, the topics a plan may include: published, not archived. */
export async function publishedTopicIds(tx: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: levels.id })
    .from(levels)
    .where(and(inArray(levels.id, ids), eq(levels.isEnabled, true), eq(levels.isArchived, false)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Takes the recommended and reference marks from every plan but `keepId` when the body sets
 * them. Writers of marks go one at a time (a transaction-scoped lock); the partial unique
 * indexes hold "one at most" by themselves, the lock turns a race into a wait.
 */
export async function moveMarks(
  tx: Db,
  body: Pick<PlanBodyParsed, 'isRecommended' | 'isReference'>,
  keepId: string | null,
): Promise<void> {
  if (!body.isRecommended && !body.isReference) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('plans_marks'))`);
  const others = keepId ? ne(plans.id, keepId) : undefined;
  if (body.isRecommended) {
    await tx
      .update(plans)
      .set({ isRecommended: false, updatedAt: sql`now()` })
      .where(and(eq(plans.isRecommended, true), others));
  }
  if (body.isReference) {
    await tx
      .update(plans)
      .set({ isReference: false, updatedAt: sql`now()` })
      .where(and(eq(plans.isReference, true), others));
  }
}

const columnsOf = (body: PlanBodyParsed) => ({
  nameEn: body.nameEn,
  nameAr: body.nameAr,
  priceMinor: body.priceMinor,
  currency: body.currency,
  numberOfClasses: body.numberOfClasses,
  productId: body.productId,
  discountMinor: body.discountMinor,
  discountPercentage: body.discountPercentage,
  discountEndsAt: body.discountEndsAt === null ? null : new Date(body.discountEndsAt),
  isRecommended: body.isRecommended,
  isReference: body.isReference,
  isOfferCodeEnabled: body.isOfferCodeEnabled,
});

export async function insertPlan(
  tx: Db,
  body: PlanBodyParsed,
  createdBy: string,
): Promise<PlanRow> {
  const [row] = await tx
    .insert(plans)
    .values({ ...columnsOf(body), createdBy })
    .returning();
  if (!row) throw new Error('plans insert returned no row');
  return row;
}

export async function updatePlan(tx: Db, id: string, body: PlanBodyParsed): Promise<PlanRow> {
  const [row] = await tx
    .update(plans)
    .set({ ...columnsOf(body), updatedAt: sql`now()` })
    .where(eq(plans.id, id))
    .returning();
  if (!row) throw new Error('plans update returned no row');
  return row;
}

/** The plan's topics become exactly `levelIds` (a PUT names them all). */
export async function replacePlanTopics(tx: Db, planId: string, levelIds: string[]) {
  await tx.delete(planLevels).where(eq(planLevels.planId, planId));
  if (levelIds.length === 0) return;
  await tx.insert(planLevels).values(levelIds.map((levelId) => ({ planId, levelId })));
}

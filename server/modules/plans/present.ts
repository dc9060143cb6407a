import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Plan, PlanTopic, PlanTranslation } from '../../../contract/plans';
import type { Db } from '../../db/client';
import { levels } from '../../db/schema/curriculum';
import { organizationPackages, planLevels, planTranslations } from '../../db/schema/packages';
import { isDiscountActive, priceAfterDiscount } from './pricing';
import type { PlanRow } from './store';

export type TranslationRow = typeof planTranslations.$inferSelect;

export interface PlanExtras {
  levels: PlanTopic[];
  organizations: number;
}

export const presentPlan = (row: PlanRow, extras: PlanExtras, now: Date): Plan => ({
  id: row.id,
  nameEn: row.nameEn,
  nameAr: row.nameAr,
  priceMinor: row.priceMinor,
  currency: row.currency,
  numberOfClasses: row.numberOfClasses,
  productId: row.productId,
  discountMinor: row.discountMinor,
  discountPercentage: row.discountPercentage,
  discountEndsAt: row.discountEndsAt?.toISOString() ?? null,
  discountActive: isDiscountActive(row, now),
  priceAfterDiscountMinor: priceAfterDiscount(row, now),
  isRecommended: row.isRecommended,
  isReference: row.isReference,
  isOfferCodeEnabled: row.isOfferCodeEnabled,
  levels: extras.levels,
  organizations: extras.organizations,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The plans with their topics (in the curriculum's order) and how many organisations have them.
 * The count is read under the transaction's row-level security: HAD's platform read counts every
 * organisation; anyone else counts only their own (1 when it has the plan): how many customers
 * bought a plan is the platform owner's business.
 */
export async function presentPlans(tx: Db, rows: PlanRow[], now: Date): Promise<Plan[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const topicRows = await tx
    .select({
      planId: planLevels.planId,
      id: levels.id,
      titleEn: levels.titleEn,
      titleAr: levels.titleAr,
    })
    .from(planLevels)
    .innerJoin(levels, eq(levels.id, planLevels.levelId))
    .where(inArray(planLevels.planId, ids))
    .orderBy(asc(levels.position), asc(levels.createdAt), asc(levels.id));
  const counted = await tx
    .select({ planId: organizationPackages.planId, n: count() })
    .from(organizationPackages)
    .where(inArray(organizationPackages.planId, ids))
    .groupBy(organizationPackages.planId);
  const counts = new Map(counted.map((row) => [row.planId, row.n]));
  return rows.map((row) =>
    presentPlan(
      row,
      {
        levels: topicRows
          .filter((topic) => topic.planId === row.id)
          .map(({ id, titleEn, titleAr }) => ({ id, titleEn, titleAr })),
        organizations: counts.get(row.id) ?? 0,
      },
      now,
    ),
  );
}

export async function presentOnePlan(tx: Db, row: PlanRow, now: Date): Promise<Plan> {
  const [plan] = await presentPlans(tx, [row], now);
  if (!plan) throw new Error('a plan was not presented');
  return plan;
}

export const presentTranslation = (row: TranslationRow): PlanTranslation => ({
  id: row.id,
  planId: row.planId,
  languageCode: row.languageCode,
  name: row.name,
  description: row.description,
  updatedAt: row.updatedAt.toISOString(),
});

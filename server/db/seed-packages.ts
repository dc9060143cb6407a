import { eq, inArray } from 'drizzle-orm';
import type { Currency } from '../../contract/plans';
import type { Db } from './client';
import { DEMO_CURRICULUM } from './demo-curriculum';
import { levels } from './schema/curriculum';
import { organizationPackages, planLevels, plans } from './schema/packages';

const DAY_MS = 86_400_000;

interface DemoPlan {
  nameEn: string;
  nameAr: string;
  priceMinor: number;
  currency: Currency;
  numberOfClasses: number;
  productId: string;
  discountPercentage: number | null;
  /** The discount ends this many days after seeding. */
  discountDays: number | null;
  isRecommended: boolean;
  isReference: boolean;
  isOfferCodeEnabled: boolean;
  /** The demo topics it includes (by English title). */
  topics: readonly string[];
  /** Demo organisations it is assigned to when it is first seeded. */
  organizations: readonly string[];
}

const TOPICS = DEMO_CURRICULUM.map((topic) => topic.titleEn);

/**
 * The demo's plans (docs/plans.md): a basic plan with the first topic, a recommended one with
 * every demo topic and a 20% discount for 30 days, and the reference plan. Nour Academy has the
 * recommended plan, which includes every topic its demo classes and assignment use, so nothing
 * the demo shows is hidden; Dar Al Ilm has no package (it uses every published topic).
 */
export const DEMO_PLANS: DemoPlan[] = [
  {
    nameEn: 'Starter',
    nameAr: 'الباقة الأساسية',
    priceMinor: 999,
    currency: 'USD',
    numberOfClasses: 2,
    productId: 'org.had.plan.starter',
    discountPercentage: null,
    discountDays: null,
    isRecommended: false,
    isReference: false,
    isOfferCodeEnabled: false,
    topics: TOPICS.slice(0, 1),
    organizations: [],
  },
  {
    nameEn: 'School',
    nameAr: 'باقة المدرسة',
    priceMinor: 1999,
    currency: 'USD',
    numberOfClasses: 10,
    productId: 'org.had.plan.school',
    discountPercentage: 20,
    discountDays: 30,
    isRecommended: true,
    isReference: false,
    isOfferCodeEnabled: true,
    topics: TOPICS,
    organizations: ['Nour Academy'],
  },
  {
    nameEn: 'Academy',
    nameAr: 'باقة الأكاديمية',
    priceMinor: 4999,
    currency: 'USD',
    numberOfClasses: 50,
    productId: 'org.had.plan.academy',
    discountPercentage: null,
    discountDays: null,
    isRecommended: false,
    isReference: true,
    isOfferCodeEnabled: false,
    topics: TOPICS,
    organizations: [],
  },
];

/**
 * Once per plan (by its product id): a plan that exists is left as HAD has made it, and its
 * assignments are not redone (a package HAD removed stays removed). A mark another plan holds
 * already (recommended, reference) is not taken from it.
 */
export async function seedDemoPlans(tx: Db, orgIds: Map<string, string>): Promise<void> {
  const existing = await tx
    .select({ productId: plans.productId })
    .from(plans)
    .where(
      inArray(
        plans.productId,
        DEMO_PLANS.map((plan) => plan.productId),
      ),
    );
  const known = new Set(existing.map((row) => row.productId));
  const topicIds = new Map(
    (
      await tx
        .select({ id: levels.id, titleEn: levels.titleEn })
        .from(levels)
        .where(inArray(levels.titleEn, TOPICS))
    ).map((row) => [row.titleEn, row.id]),
  );
  for (const demo of DEMO_PLANS.filter((plan) => !known.has(plan.productId))) {
    const marked = async (mark: 'isRecommended' | 'isReference') =>
      (await tx.select({ id: plans.id }).from(plans).where(eq(plans[mark], true)).limit(1)).length >
      0;
    const [row] = await tx
      .insert(plans)
      .values({
        nameEn: demo.nameEn,
        nameAr: demo.nameAr,
        priceMinor: demo.priceMinor,
        currency: demo.currency,
        numberOfClasses: demo.numberOfClasses,
        productId: demo.productId,
        discountPercentage: demo.discountPercentage,
        discountEndsAt:
          demo.discountDays === null ? null : new Date(Date.now() + demo.discountDays * DAY_MS),
        isRecommended: demo.isRecommended && !(await marked('isRecommended')),
        isReference: demo.isReference && !(await marked('isReference')),
        isOfferCodeEnabled: demo.isOfferCodeEnabled,
      })
      .returning({ id: plans.id });
    if (!row) throw new Error(`Seed: plan ${demo.productId} not inserted`);
    const topicRows = demo.topics.flatMap((title) => {
      const levelId = topicIds.get(title);
      return levelId ? [{ planId: row.id, levelId }] : [];
    });
    if (topicRows.length > 0) await tx.insert(planLevels).values(topicRows).onConflictDoNothing();
    const assigned = demo.organizations.flatMap((name) => {
      const organizationId = orgIds.get(name);
      return organizationId ? [{ organizationId, planId: row.id }] : [];
    });
    if (assigned.length > 0) {
      await tx.insert(organizationPackages).values(assigned).onConflictDoNothing();
    }
  }
}

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CURRENCIES } from '../../../contract/plans';
import { levels } from './curriculum';
import { organizations } from './organizations';
import { users } from './users';

/*
 * Plans and organisation packages (levels service, contract/plans.ts). Plans, their topics
 * and their translations are the platform's (no organisation, no row-level security; the routes
 * decide: HAD with w Packages writes). An organisation's packages are tenant-owned (row-level
 * security forced, migration 0029): a member reads its own organisation's, HAD reads every
 * organisation's (platform read) and writes them in the organisation's scope.
 */

/** A plan: money in integer minor units of `currency`; the server computes prices after discount. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    numberOfClasses: integer('number_of_classes').notNull(),
    productId: text('product_id').notNull().unique(),
    discountMinor: integer('discount_minor'),
    discountPercentage: integer('discount_percentage'),
    discountEndsAt: timestamp('discount_ends_at', { withTimezone: true }),
    isRecommended: boolean('is_recommended').notNull().default(false),
    isReference: boolean('is_reference').notNull().default(false),
    isOfferCodeEnabled: boolean('is_offer_code_enabled').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Bumped by every update (migration 0036): its reads' ETag, its writes' If-Match. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'plans_currency_known',
      sql.raw(`currency in (${CURRENCIES.map((code) => `'${code}'`).join(', ')})`),
    ),
    check('plans_price_not_negative', sql`${t.priceMinor} >= 0`),
    check('plans_classes_positive', sql`${t.numberOfClasses} > 0`),
    check('plans_one_discount', sql`${t.discountMinor} is null or ${t.discountPercentage} is null`),
    check(
      'plans_discount_range',
      sql`(${t.discountMinor} is null or (${t.discountMinor} > 0 and ${t.discountMinor} <= ${t.priceMinor}))
        and (${t.discountPercentage} is null or ${t.discountPercentage} between 1 and 100)`,
    ),
    // One recommended plan and one reference plan at most.
    uniqueIndex('plans_one_recommended')
      .on(t.isRecommended)
      .where(sql`${t.isRecommended}`),
    uniqueIndex('plans_one_reference')
      .on(t.isReference)
      .where(sql`${t.isReference}`),
    index('plans_created_idx').on(t.createdAt, t.id),
  ],
);

/** The curriculum topics a plan includes (packageLevels). */
export const planLevels = pgTable(
  'plan_levels',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    levelId: uuid('level_id')
      .notNull()
      .references(() => levels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.levelId] }),
    index('plan_levels_level_idx').on(t.levelId),
  ],
);

/** A plan's name and description in one of the app languages (by its code). */
export const planTranslations = pgTable(
  'plan_translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plan_translations_plan_language').on(t.planId, t.languageCode)],
);

/** A plan assigned to a customer organisation: its topics are what the organisation may use. */
export const organizationPackages = pgTable(
  'organization_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_packages_plan').on(t.organizationId, t.planId),
    index('organization_packages_plan_idx').on(t.planId),
  ],
);

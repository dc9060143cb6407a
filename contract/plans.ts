import { z } from 'zod';
import { pageQuerySchema } from './wire';
import { CURRENCIES, PLAN_LIMITS, PRODUCT_ID_PATTERN, PLAN_MESSAGES } from './plan-constants';
import { endMoment, isoDateTime } from './dates';

export * from './plan-constants';

/*
 * Plans and organisation packages (levels service). A plan is the platform's offer: names in
 * English and Arabic, a price in integer minor units of an ISO currency, a number of classes,
 * the store's product id, an optional discount (a fixed amount or a percentage, never both) that
 * ends at its end date on the server's clock, and the curriculum topics it includes
 * (packageLevels). An organisation's packages are the plans assigned to it: the topics of its
 * packages are what its class rooms and assignments may use. The server computes every price;
 * the console only shows what it is given.
 *
 * The spec's calls are the plan ones; the plan list and assigning or removing an organisation's
 * package are ours, in the same style.
 */

const name = z.string().trim().min(1).max(PLAN_LIMITS.nameMax);
const minor = z.number().int().min(0).max(PLAN_LIMITS.priceMax);

/**
 * `POST v1/packages` and `PUT v1/packages/{id}`: the whole plan. The end date must be in the
 * future on the server's clock (checked there); one plan at most is recommended and one is the
 * reference: marking another moves the mark.
 */
export const planBodySchema = z
  .strictObject({
    nameEn: name,
    nameAr: name,
    priceMinor: minor,
    currency: z.enum(CURRENCIES),
    numberOfClasses: z.number().int().min(1).max(PLAN_LIMITS.classesMax),
    productId: z
      .string()
      .trim()
      .min(1)
      .max(PLAN_LIMITS.productIdMax)
      .regex(PRODUCT_ID_PATTERN, PLAN_MESSAGES.productIdFormat),
    discountMinor: minor.min(1).nullable().default(null),
    discountPercentage: z
      .number()
      .int()
      .min(PLAN_LIMITS.percentageMin)
      .max(PLAN_LIMITS.percentageMax)
      .nullable()
      .default(null),
    discountEndsAt: endMoment().nullable().default(null),
    isRecommended: z.boolean().default(false),
    isReference: z.boolean().default(false),
    isOfferCodeEnabled: z.boolean().default(false),
    /** The curriculum topics it includes (packageLevels), published ones. */
    levelIds: z
      .array(z.uuid())
      .max(PLAN_LIMITS.topicsMax)
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, {
        message: PLAN_MESSAGES.sameLevelTwice,
      }),
  })
  .refine((body) => body.discountMinor === null || body.discountPercentage === null, {
    message: PLAN_MESSAGES.bothDiscounts,
    path: ['discountPercentage'],
  })
  .refine((body) => body.discountMinor === null || body.discountMinor <= body.priceMinor, {
    message: PLAN_MESSAGES.discountOverPrice,
    path: ['discountMinor'],
  })
  .refine(
    (body) =>
      body.discountEndsAt === null ||
      body.discountMinor !== null ||
      body.discountPercentage !== null,
    { message: PLAN_MESSAGES.endWithoutDiscount, path: ['discountEndsAt'] },
  );
export type PlanBody = z.input<typeof planBodySchema>;
export type PlanBodyParsed = z.output<typeof planBodySchema>;

export const planListQuerySchema = pageQuerySchema.extend({
  /** In either name or the product id. */
  search: z.string().trim().max(PLAN_LIMITS.nameMax).optional(),
});
export type PlanListQuery = z.input<typeof planListQuerySchema>;

export const planTopicSchema = z.object({
  id: z.uuid(),
  titleEn: z.string(),
  titleAr: z.string(),
});
export type PlanTopic = z.infer<typeof planTopicSchema>;

export const planSchema = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  priceMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  numberOfClasses: z.number().int(),
  productId: z.string(),
  discountMinor: z.number().int().nullable(),
  discountPercentage: z.number().int().nullable(),
  discountEndsAt: isoDateTime().nullable(),
  /** A discount is given and has not ended on the server's clock. */
  discountActive: z.boolean(),
  /** The price a buyer pays now, computed by the server (the price itself without a discount). */
  priceAfterDiscountMinor: z.number().int(),
  isRecommended: z.boolean(),
  isReference: z.boolean(),
  isOfferCodeEnabled: z.boolean(),
  levels: z.array(planTopicSchema),
  /** Organisations it is assigned to. */
  organizations: z.number().int(),
  createdAt: isoDateTime(),
  updatedAt: isoDateTime(),
});
export type Plan = z.infer<typeof planSchema>;

/** Ours: `POST v1/packages/organization/{id}`: assign a plan to a customer organisation. */
export const assignPackageBodySchema = z.strictObject({ planId: z.uuid() });
export type AssignPackageBody = z.infer<typeof assignPackageBodySchema>;

export const organizationPackageSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  plan: planSchema,
  assignedAt: isoDateTime(),
  assignedBy: z.uuid().nullable(),
});
export type OrganizationPackage = z.infer<typeof organizationPackageSchema>;

/** `GET v1/packages/organization/{id}`: its packages, oldest first, and the first one's id. */
export const organizationPackagesSchema = z.object({
  orgPackageId: z.uuid().nullable(),
  packages: z.array(organizationPackageSchema),
});
export type OrganizationPackages = z.infer<typeof organizationPackagesSchema>;

const translationText = {
  name: name,
  description: z.string().trim().max(PLAN_LIMITS.descriptionMax).default(''),
};

/** `POST v1/packages/plan-translations`: a plan's name and description in an app language. */
export const planTranslationBodySchema = z.strictObject({
  planId: z.uuid(),
  /** An app language's code (settings service, `v1/app-languages`). */
  languageCode: z.string().trim().min(2).max(10),
  ...translationText,
});
export type PlanTranslationBody = z.input<typeof planTranslationBodySchema>;

/** `PUT v1/packages/plan-translations/{id}`. */
export const planTranslationUpdateSchema = z.strictObject(translationText);
export type PlanTranslationUpdate = z.input<typeof planTranslationUpdateSchema>;

export const planTranslationSchema = z.object({
  id: z.uuid(),
  planId: z.uuid(),
  languageCode: z.string(),
  name: z.string(),
  description: z.string(),
  updatedAt: isoDateTime(),
});
export type PlanTranslation = z.infer<typeof planTranslationSchema>;

/**
 * The plans' and packages' constants without their schemas (packages.ts re-exports them): the
 * plans screen needs the paths, limits and messages, and loads zod only with its forms.
 */

export const PLAN_PATHS = {
  /** Ours: `GET` the plans (paged); the spec's `POST` one. */
  packages: 'v1/packages',
  /** `GET` and `PUT` one plan. */
  package: (id: string) => `v1/packages/${encodeURIComponent(id)}`,
  /** `GET` the reference plan (the one the app compares the others with). */
  referencePlan: 'v1/packages/reference_plan',
  /** `GET` an organisation's packages; ours: `POST` assigns a plan to it. */
  organization: (organizationId: string) =>
    `v1/packages/organization/${encodeURIComponent(organizationId)}`,
  /** Ours: `DELETE` one package of an organisation. */
  organizationPackage: (organizationId: string, packageId: string) =>
    `v1/packages/organization/${encodeURIComponent(organizationId)}/${encodeURIComponent(packageId)}`,
  /** `POST` a plan's translation into an app language. */
  planTranslations: 'v1/packages/plan-translations',
  /** `GET` a plan's translations (by the plan's id); `PUT` one translation (by its id). */
  planTranslation: (id: string) => `v1/packages/plan-translations/${encodeURIComponent(id)}`,
} as const;

/**
 * The currencies a plan may be priced in, with the digits of their minor unit (ISO 4217): a
 * price of 1999 in USD is 19.99; 1999 in KWD is 1.999.
 */
export const CURRENCY_MINOR_DIGITS = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  SAR: 2,
  AED: 2,
  QAR: 2,
  EGP: 2,
  KWD: 3,
  JOD: 3,
} as const;
export type Currency = keyof typeof CURRENCY_MINOR_DIGITS;
export const CURRENCIES = Object.keys(CURRENCY_MINOR_DIGITS) as [Currency, ...Currency[]];

export const PLAN_LIMITS = {
  nameMax: 100,
  /** In minor units: 10,000,000.00 of a two-digit currency. */
  priceMax: 1_000_000_000,
  classesMax: 1000,
  productIdMax: 100,
  percentageMin: 1,
  percentageMax: 100,
  topicsMax: 200,
  descriptionMax: 2000,
} as const;

/** Store product ids as the app stores name them (`com.example.plan_monthly`). */
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9._-]+$/;

export const PLAN_MESSAGES = {
  created: 'Plan Added Successfully',
  updated: 'Plan Updated Successfully',
  assigned: 'Package Assigned Successfully',
  removed: 'Package Removed Successfully',
  translationSaved: 'Plan Translation Saved Successfully',
  bothDiscounts: 'Give a discount amount or a discount percentage, not both.',
  discountOverPrice: 'The discount cannot be more than the price.',
  endWithoutDiscount: 'An end date needs a discount.',
  endInPast: 'Should be in future',
  productIdTaken: 'Another plan has this store product id.',
  productIdFormat: 'Letters, digits, dots, dashes and underscores only.',
  unknownLevel: 'Choose published topics of the curriculum.',
  sameLevelTwice: 'A topic is named twice.',
  noReferencePlan: 'No plan is marked as the reference plan.',
  alreadyAssigned: 'This organisation already has this package.',
  hadOnly: 'Only the HAD organization changes plans and packages.',
  notCustomer: 'Packages are for customer organisations only.',
  translationExists: 'This plan already has a translation into this language.',
  unknownLanguage: 'Choose one of the app languages.',
} as const;

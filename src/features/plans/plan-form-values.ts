import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  CURRENCY_MINOR_DIGITS,
  PLAN_LIMITS,
  planBodySchema,
  type Currency,
  type Plan,
  type PlanBodyParsed,
} from '../../../contract/plans';
import { contractResolver, numberOf } from '../../ui/contract-resolver';
import { isoOfLocalInput, localInputOf } from './dates';
import { minorToMajor, parseMajor } from './money';
import { packageMessage } from './server-messages';

export const DISCOUNT_KINDS = ['none', 'amount', 'percentage'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What the form holds: money and numbers as typed, the discount as one kind. */
export interface PlanValues {
  nameEn: string;
  nameAr: string;
  price: string;
  currency: Currency;
  numberOfClasses: string;
  productId: string;
  discountKind: DiscountKind;
  discountAmount: string;
  discountPercentage: string;
  discountEndsAt: string;
  isRecommended: boolean;
  isReference: boolean;
  isOfferCodeEnabled: boolean;
  levelIds: string[];
}
export type PlanField = keyof PlanValues;

export const PLAN_FIELDS: readonly PlanField[] = [
  'nameEn',
  'nameAr',
  'price',
  'currency',
  'numberOfClasses',
  'productId',
  'discountKind',
  'discountAmount',
  'discountPercentage',
  'discountEndsAt',
  'isRecommended',
  'isReference',
  'isOfferCodeEnabled',
  'levelIds',
];

export const isPlanField = (name: string): name is PlanField =>
  (PLAN_FIELDS as readonly string[]).includes(name);

export function valuesOf(plan: Plan | null): PlanValues {
  const currency = plan?.currency ?? 'USD';
  const kind: DiscountKind =
    plan?.discountMinor != null
      ? 'amount'
      : plan?.discountPercentage != null
        ? 'percentage'
        : 'none';
  return {
    nameEn: plan?.nameEn ?? '',
    nameAr: plan?.nameAr ?? '',
    price: plan ? minorToMajor(plan.priceMinor, currency) : '',
    currency,
    numberOfClasses: plan ? String(plan.numberOfClasses) : '',
    productId: plan?.productId ?? '',
    discountKind: kind,
    discountAmount: plan?.discountMinor != null ? minorToMajor(plan.discountMinor, currency) : '',
    discountPercentage: plan?.discountPercentage != null ? String(plan.discountPercentage) : '',
    discountEndsAt: localInputOf(plan?.discountEndsAt ?? null),
    isRecommended: plan?.isRecommended ?? false,
    isReference: plan?.isReference ?? false,
    isOfferCodeEnabled: plan?.isOfferCodeEnabled ?? false,
    levelIds: plan?.levels.map((topic) => topic.id) ?? [],
  };
}

const minorOf = (text: string, currency: Currency) => {
  const parsed = parseMajor(text, currency);
  return 'minor' in parsed ? parsed.minor : Number.NaN;
};

/** The body: only the chosen discount is sent, so the schema's "not both" rule always holds. */
export function bodyOf(values: PlanValues) {
  const { discountKind: kind, currency } = values;
  return {
    nameEn: values.nameEn,
    nameAr: values.nameAr,
    priceMinor: minorOf(values.price, currency),
    currency,
    numberOfClasses: numberOf(values.numberOfClasses),
    productId: values.productId,
    discountMinor: kind === 'amount' ? minorOf(values.discountAmount, currency) : null,
    discountPercentage: kind === 'percentage' ? numberOf(values.discountPercentage) : null,
    discountEndsAt: kind === 'none' ? null : isoOfLocalInput(values.discountEndsAt),
    isRecommended: values.isRecommended,
    isReference: values.isReference,
    isOfferCodeEnabled: values.isOfferCodeEnabled,
    levelIds: values.levelIds,
  };
}

/** Where a body field's error shows: money under what was typed, a hidden discount at the kind. */
export function formFieldOf(path: string, kind: DiscountKind): string {
  if (path === 'priceMinor') return 'price';
  if (path === 'discountMinor') return kind === 'amount' ? 'discountAmount' : 'discountKind';
  if (path === 'discountPercentage')
    return kind === 'percentage' ? 'discountPercentage' : 'discountKind';
  return path;
}

function messageOf(t: TFunction, issue: z.core.$ZodIssue): string {
  const field = String(issue.path[0] ?? '');
  const own = packageMessage(issue.message);
  if (own !== issue.message) return t(own);
  const big = issue.code === 'too_big';
  switch (field) {
    case 'nameEn':
    case 'nameAr':
      return big
        ? t('packages.form.errors.tooLong', { max: PLAN_LIMITS.nameMax })
        : t('packages.form.errors.required');
    case 'productId':
      return big
        ? t('packages.form.errors.tooLong', { max: PLAN_LIMITS.productIdMax })
        : t('packages.form.errors.required');
    case 'priceMinor':
      return t(big ? 'packages.form.errors.priceTooBig' : 'packages.form.errors.priceFormat');
    case 'discountMinor':
      if (issue.code === 'too_small') return t('packages.form.errors.discountPositive');
      return t(big ? 'packages.form.errors.priceTooBig' : 'packages.form.errors.priceFormat');
    case 'numberOfClasses':
      return t('packages.form.errors.classesRange', { max: PLAN_LIMITS.classesMax });
    case 'discountPercentage':
      return t('packages.form.errors.percentageRange', {
        min: PLAN_LIMITS.percentageMin,
        max: PLAN_LIMITS.percentageMax,
      });
    case 'discountEndsAt':
      return t('packages.form.errors.dateFormat');
    case 'levelIds':
      return t('packages.form.errors.tooManyTopics', { max: PLAN_LIMITS.topicsMax });
    default:
      return t('packages.form.errors.invalid');
  }
}

/** What was typed as money, said plainly: not an amount, or more decimals than the currency has. */
function moneyErrors(t: TFunction, values: PlanValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (field: 'price' | 'discountAmount') => {
    const parsed = parseMajor(values[field], values.currency);
    if (!('error' in parsed)) return;
    errors[field] =
      parsed.error === 'decimals'
        ? t('packages.form.errors.decimals', {
            currency: values.currency,
            digits: CURRENCY_MINOR_DIGITS[values.currency],
          })
        : values[field].trim() === ''
          ? t('packages.form.errors.required')
          : t('packages.form.errors.priceFormat');
  };
  check('price');
  if (values.discountKind === 'amount') check('discountAmount');
  return errors;
}

/** The contract's schema over the body, its errors put back on the fields as typed. */
export function planResolver(t: TFunction): Resolver<PlanValues, unknown, PlanBodyParsed> {
  const contract = contractResolver<PlanValues, PlanBodyParsed>(planBodySchema, bodyOf, (issue) =>
    messageOf(t, issue),
  );
  return async (values, context, options) => {
    const result = await contract(values, context, options);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [path, error] of Object.entries(result.errors)) {
      const message = typeof error?.message === 'string' ? error.message : '';
      errors[formFieldOf(path, values.discountKind)] ??= { type: 'contract', message };
    }
    for (const [field, message] of Object.entries(moneyErrors(t, values)))
      errors[field] = { type: 'money', message };
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors: errors as FieldErrors<PlanValues> };
  };
}

import { useTranslation } from 'react-i18next';
import type { PlanValues } from './plan-form-values';

/** The plan form's fields as the edit-conflict screen lists them, in the form's order. */
const FIELDS: readonly (keyof PlanValues)[] = [
  'nameEn',
  'nameAr',
  'price',
  'currency',
  'discountKind',
  'discountAmount',
  'discountPercentage',
  'discountEndsAt',
  'numberOfClasses',
  'productId',
  'isRecommended',
  'isReference',
  'isOfferCodeEnabled',
  'levelIds',
];

const LABEL_KEY: Partial<Record<keyof PlanValues, string>> = {
  discountKind: 'discount',
  levelIds: 'topics',
};

/** The labels the plan form shows, and each value as it reads (a yes, a discount kind, a count). */
export function useConflictFields() {
  const { t } = useTranslation();
  return {
    fields: FIELDS.map((name) => ({
      name,
      label: t(`packages.form.${LABEL_KEY[name] ?? name}`),
    })),
    show: (field: string, value: unknown): string => {
      if (typeof value === 'boolean') return t(value ? 'editConflict.yes' : 'editConflict.no');
      if (Array.isArray(value)) return String(value.length);
      if (value === '' || value === null || value === undefined) return t('editConflict.empty');
      if (field === 'discountKind') return t(`packages.form.discountKinds.${String(value)}`);
      return String(value);
    },
  };
}

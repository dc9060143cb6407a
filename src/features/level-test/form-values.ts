import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  appSettingsBodySchema,
  LEVEL_TEST_DURATION_MAX,
  SCORE_MAX,
  SCORE_MIN,
  successRangeBodySchema,
  type AppSettingsBody,
  type SuccessRange,
  type SuccessRangeBody,
} from '../../../contract/success-ranges';

/** A range as typed: scores as text, the topic '' until one is chosen. */
export interface RangeValues {
  levelId: string;
  minScore: string;
  maxScore: string;
}
export const RANGE_FIELDS = ['levelId', 'minScore', 'maxScore'] as const;

export interface DurationValues {
  testLevelDurationInMin: string;
}
export const DURATION_FIELD = 'testLevelDurationInMin';
export const DURATION_MIN = 1;

export const rangeValues = (range: SuccessRange | null): RangeValues => ({
  levelId: range?.levelId ?? '',
  minScore: range ? String(range.minScore) : '',
  maxScore: range ? String(range.maxScore) : '',
});

/** A number as typed; blank is left for the schema to refuse (coercing it would make it 0). */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * A form's validator: the contract's schema over what would be sent, each field's error said in
 * the page's language (the contract's own messages are English); the values handed on are the
 * schema's output, ready to send.
 */
function contractResolver<Values extends FieldValues, Body>(
  schema: z.ZodType<Body>,
  bodyOf: (values: Values) => unknown,
  messageOf: (issue: z.core.$ZodIssue) => string,
): Resolver<Values, unknown, Body> {
  return (values) => {
    const parsed = schema.safeParse(bodyOf(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: messageOf(issue) };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

export function rangeResolver(t: TFunction): Resolver<RangeValues, unknown, SuccessRangeBody> {
  const scores = { min: SCORE_MIN, max: SCORE_MAX };
  return contractResolver<RangeValues, SuccessRangeBody>(
    successRangeBodySchema,
    (values) => ({
      levelId: values.levelId,
      minScore: numberOf(values.minScore),
      maxScore: numberOf(values.maxScore),
    }),
    (issue) => {
      if (issue.path[0] === 'levelId') return t('levelTest.form.errors.topic');
      // The one refinement: the lowest score above the highest.
      if (issue.code === 'custom') return t('levelTest.form.errors.order');
      return t('levelTest.form.errors.score', scores);
    },
  );
}

export function durationResolver(t: TFunction): Resolver<DurationValues, unknown, AppSettingsBody> {
  return contractResolver<DurationValues, AppSettingsBody>(
    appSettingsBodySchema,
    (values) => ({ testLevelDurationInMin: numberOf(values.testLevelDurationInMin) }),
    () => t('levelTest.duration.invalid', { min: DURATION_MIN, max: LEVEL_TEST_DURATION_MAX }),
  );
}

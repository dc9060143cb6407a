import type { TFunction } from 'i18next';
import type { Resolver } from 'react-hook-form';
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
import { contractResolver, numberOf } from '../../ui/contract-resolver';

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

import { z } from 'zod';
import { isoDateTime } from './dates';
import { templated } from './message-template';
import { FIELD_MESSAGES } from './field-messages';

/**
 * The level test's score ranges ("success ranges", settings service): a score in a range, in
 * percent with both ends included, places a new learner in its topic (level). Ranges never
 * overlap; together they should cover 0-100 (the gaps say what is still missing).
 */
export const SUCCESS_RANGE_PATHS = {
  /** `GET`: every range with its topic, and the gaps. */
  levels: 'v1/settings/levels',
  /** `POST` a range. */
  ranges: 'v1/settings/successRange',
  /** `PUT`, `DELETE` one. */
  range: (id: string) => `v1/settings/successRange/${encodeURIComponent(id)}`,
} as const;

export const SCORE_MIN = 0;
export const SCORE_MAX = 100;

const score = z.coerce.number().int().min(SCORE_MIN).max(SCORE_MAX);

export const successRangeBodySchema = z
  .strictObject({ levelId: z.uuid(), minScore: score, maxScore: score })
  .refine((body) => body.minScore <= body.maxScore, {
    message: FIELD_MESSAGES.scoreOrder,
    path: ['maxScore'],
  });
export type SuccessRangeBody = z.infer<typeof successRangeBodySchema>;

export const successRangeSchema = z.object({
  id: z.uuid(),
  levelId: z.uuid(),
  levelTitleEn: z.string(),
  levelTitleAr: z.string(),
  minScore: z.number().int(),
  maxScore: z.number().int(),
  updatedAt: isoDateTime(),
});
export type SuccessRange = z.infer<typeof successRangeSchema>;

/** Scores no range covers yet, from and to included. */
export const scoreGapSchema = z.object({ from: z.number().int(), to: z.number().int() });
export type ScoreGap = z.infer<typeof scoreGapSchema>;

export const levelSettingsSchema = z.object({
  /** By their lowest score. */
  ranges: z.array(successRangeSchema),
  gaps: z.array(scoreGapSchema),
});
export type LevelSettings = z.infer<typeof levelSettingsSchema>;

/** The scores 0-100 that `ranges` leave uncovered, in order. */
export function scoreGaps(ranges: readonly { minScore: number; maxScore: number }[]): ScoreGap[] {
  const gaps: ScoreGap[] = [];
  let next = SCORE_MIN;
  for (const range of [...ranges].sort((a, b) => a.minScore - b.minScore)) {
    if (range.minScore > next) gaps.push({ from: next, to: range.minScore - 1 });
    next = Math.max(next, range.maxScore + 1);
  }
  if (next <= SCORE_MAX) gaps.push({ from: next, to: SCORE_MAX });
  return gaps;
}

export const SUCCESS_RANGE_MESSAGES = {
  added: 'Level Testing Score Added!',
  updated: 'Level Testing Score Updated!',
  deleted: 'Level Testing Score Deleted!',
  overlaps: templated(
    'These scores overlap the range {minScore}-{maxScore}: a score places a learner in one topic only.',
    (minScore: number, maxScore: number) => ({ minScore, maxScore }),
  ),
  levelNotFound: 'This topic does not exist.',
  hadOnly: 'Only the HAD organization sets the level test.',
} as const;

/** `PUT v1/general/app-settings` (users service): the level test's duration, in minutes. */
export const LEVEL_TEST_DURATION_MAX = 240;
export const appSettingsBodySchema = z.strictObject({
  testLevelDurationInMin: z.coerce.number().int().min(1).max(LEVEL_TEST_DURATION_MAX),
});
export type AppSettingsBody = z.infer<typeof appSettingsBodySchema>;
export const APP_SETTINGS_MESSAGES = { saved: 'Level test duration saved.' } as const;

import { z } from 'zod';
import { pageQuerySchema, paged } from './wire';
import { isoDate, isoDateTime } from './dates';

export * from './report-constants';

/**
 * Reports of what learners achieved (levels service, r Reports), read from the graded attempts
 * (`attempts`): the caller's active organisation only. Scores are percentages of the attempt's
 * maximum, averaged over attempts, with one decimal.
 */
const isoDay = isoDate();

export const reportFiltersSchema = z.strictObject({
  classRoomId: z.uuid().optional(),
  levelId: z.uuid().optional(),
  /** Days (YYYY-MM-DD, UTC), both included. */
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

const figures = {
  /** Learners with at least one attempt. */
  learners: z.number().int().nonnegative(),
  attempts: z.number().int().nonnegative(),
  /** Percent, one decimal; null without attempts. */
  averageScore: z.number().nullable(),
};

export const achievementReportSchema = z.object({
  from: isoDay,
  to: isoDay,
  totals: z.object(figures),
  /** By topic (its order); work of no topic (an assignment) under `levelId: null`. */
  byLevel: z.array(
    z.object({
      levelId: z.uuid().nullable(),
      titleEn: z.string(),
      titleAr: z.string(),
      ...figures,
    }),
  ),
  /** By class room (by name); attempts of no class under `classRoomId: null`. */
  byClass: z.array(z.object({ classRoomId: z.uuid().nullable(), name: z.string(), ...figures })),
  /** Every day of the range, with or without attempts, in order. */
  byDay: z.array(
    z.object({ day: isoDay, attempts: z.number().int(), averageScore: z.number().nullable() }),
  ),
});
export type AchievementReport = z.infer<typeof achievementReportSchema>;

export const measureAchievementsBodySchema = reportFiltersSchema.extend(pageQuerySchema.shape);
export type MeasureAchievementsBody = z.infer<typeof measureAchievementsBodySchema>;

export const learnerAchievementSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  attempts: z.number().int().nonnegative(),
  averageScore: z.number(),
  bestScore: z.number(),
  lastSubmittedAt: isoDateTime(),
});
export type LearnerAchievement = z.infer<typeof learnerAchievementSchema>;
export const learnerAchievementPageSchema = paged(learnerAchievementSchema);

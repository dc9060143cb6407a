import { z } from 'zod';
import { isoDateTime } from './dates';

/**
 * What a learner earns (settings service), one setting per reward type. The spec names no
 * types: these four are ours, a fixed list, each with its own fields on top of the common
 * ones (enabled, points, coins).
 */
export const REWARD_TYPES = [
  'dailyStreak',
  'lessonCompleted',
  'examPassed',
  'levelTestDone',
] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export const REWARD_PATHS = {
  /** `GET` (r Configurations) and `PUT` (HAD, w Configurations) one type's reward. */
  type: (type: RewardType) => `v1/rewards/type/${encodeURIComponent(type)}`,
} as const;

export const REWARD_AMOUNT_MAX = 100_000;
export const STREAK_DAYS_MAX = 365;

const amount = z.number().int().min(0).max(REWARD_AMOUNT_MAX);
const common = { enabled: z.boolean(), points: amount, coins: amount };

/** The body of `PUT v1/rewards/type/{type}`, by type (checked by the handler: it needs the path). */
export const REWARD_BODY_SCHEMAS = {
  /** Earned once a learner has studied `streakDays` days in a row. */
  dailyStreak: z.strictObject({
    ...common,
    streakDays: z.number().int().min(1).max(STREAK_DAYS_MAX),
  }),
  lessonCompleted: z.strictObject(common),
  /** Earned for an exam scored at least `minScore` percent. */
  examPassed: z.strictObject({ ...common, minScore: z.number().int().min(0).max(100) }),
  levelTestDone: z.strictObject(common),
} as const satisfies Record<RewardType, z.ZodType>;
export type RewardBody<T extends RewardType = RewardType> = z.infer<
  (typeof REWARD_BODY_SCHEMAS)[T]
>;

/** Any type's body, for the API document. */
export const anyRewardBodySchema = z.union([
  REWARD_BODY_SCHEMAS.dailyStreak,
  REWARD_BODY_SCHEMAS.lessonCompleted,
  REWARD_BODY_SCHEMAS.examPassed,
  REWARD_BODY_SCHEMAS.levelTestDone,
]);

/** `{type}` in the path: another value names no reward (404). */
export const rewardTypeParamsSchema = z.object({ type: z.enum(REWARD_TYPES) });

const answer = <T extends RewardType>(type: T) =>
  REWARD_BODY_SCHEMAS[type].extend({
    type: z.literal(type),
    /** Null until the reward is first written (its default is answered). */
    updatedAt: isoDateTime().nullable(),
  });

export const rewardSchema = z.discriminatedUnion('type', [
  answer('dailyStreak'),
  answer('lessonCompleted'),
  answer('examPassed'),
  answer('levelTestDone'),
]);
export type Reward = z.infer<typeof rewardSchema>;

/** Before anyone writes them, rewards are off and worth nothing. */
export const REWARD_DEFAULTS: { [T in RewardType]: RewardBody<T> } = {
  dailyStreak: { enabled: false, points: 0, coins: 0, streakDays: 7 },
  lessonCompleted: { enabled: false, points: 0, coins: 0 },
  examPassed: { enabled: false, points: 0, coins: 0, minScore: 60 },
  levelTestDone: { enabled: false, points: 0, coins: 0 },
};

export const REWARD_MESSAGES = {
  updated: 'Reward Updated Successfully',
  hadOnly: 'Only the HAD organization sets the rewards.',
} as const;

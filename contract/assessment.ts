import { z } from 'zod';

/*
 * Assessment (levels service): exams, the level test, assignments and knowledge tests, and the
 * attempts learners submit from the learner app, graded by the server. Grading rules are in
 * server/levels/assessment/grade.ts; the wire shapes and messages are here.
 */

/**
 * Every kind of activity: lessons (in a unit), exams (closing a topic) and the level test are
 * platform content; assignments and knowledge tests belong to an organisation.
 */
export const ALL_ACTIVITY_KINDS = [
  'lesson',
  'exam',
  'level_test',
  'assignment',
  'knowledge_test',
] as const;
export type AnyActivityKind = (typeof ALL_ACTIVITY_KINDS)[number];

/** Kinds whose activity is given to class rooms (with a due date). */
export const GIVEN_KINDS = ['assignment', 'knowledge_test'] as const;

export const ASSESSMENT_LIMITS = {
  /** A typed answer, in characters. */
  typedMax: 500,
  /** Choices (or ordered words) in one answer. */
  choicesMax: 20,
  /** Answers in one attempt (an activity's elements). */
  answersMax: 500,
  pointsMax: 100,
} as const;

/**
 * One element's answer: the ids of the options chosen (for "order words", the words' ids in the
 * order placed), or the typed text (options with text, and "order words" typed as a sentence).
 */
export const elementAnswerSchema = z
  .strictObject({
    elementId: z.uuid(),
    choiceIds: z.array(z.uuid()).max(ASSESSMENT_LIMITS.choicesMax).optional(),
    text: z.string().max(ASSESSMENT_LIMITS.typedMax).optional(),
  })
  .refine((answer) => (answer.choiceIds === undefined) !== (answer.text === undefined), {
    message: 'Send either choiceIds or text.',
    path: ['choiceIds'],
  });
export type ElementAnswer = z.infer<typeof elementAnswerSchema>;

/** `POST v1/learner/attempts`: a learner's finished attempt at one activity. */
export const attemptBodySchema = z.strictObject({
  activityId: z.uuid(),
  /** When the learner opened the activity (the app's clock); at most the submission time. */
  startedAt: z.iso.datetime({ offset: true }).optional(),
  answers: z
    .array(elementAnswerSchema)
    .max(ASSESSMENT_LIMITS.answersMax)
    .refine((answers) => new Set(answers.map((a) => a.elementId)).size === answers.length, {
      message: 'An element is answered twice.',
    }),
});
export type AttemptBody = z.infer<typeof attemptBodySchema>;

export const gradedAnswerSchema = z.object({
  elementId: z.uuid(),
  isCorrect: z.boolean(),
  pointsEarned: z.number().int(),
  pointsPossible: z.number().int(),
});

/** The graded attempt. `percent` is the score over the maximum, rounded (0 when nothing counts). */
export const attemptSchema = z.object({
  id: z.uuid(),
  activityId: z.uuid(),
  kind: z.enum(ALL_ACTIVITY_KINDS),
  classRoomId: z.uuid().nullable(),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  submittedAt: z.iso.datetime({ offset: true }),
  score: z.number().int(),
  maxScore: z.number().int(),
  percent: z.number().int(),
  answers: z.array(gradedAnswerSchema),
});
export type Attempt = z.infer<typeof attemptSchema>;

export const ASSESSMENT_MESSAGES = {
  submitted: 'Attempt Submitted Successfully',
  notALearner: 'Only a student of the organisation submits attempts.',
  notAvailable: 'This activity is not open to you.',
  notOfActivity: 'This element is not part of the activity.',
  startedLater: 'The attempt cannot start after it is submitted.',
} as const;

/** Levels-service paths of assessment (relative to SERVICE_PREFIX.levels). */
export const ASSESSMENT_PATHS = {
  /** The learner app's one call: submit an attempt, graded by the server. */
  attempts: 'v1/learner/attempts',
} as const;

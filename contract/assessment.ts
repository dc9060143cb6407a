import { z } from 'zod';
import { activitySchema, ALL_ACTIVITY_KINDS } from './curriculum';
import { elementSchema } from './elements';

/*
 * Assessment (levels service): exams, the level test, assignments and knowledge tests, and the
 * attempts learners submit from the learner app, graded by the server. Grading rules are in
 * server/levels/assessment/grade.ts; the wire shapes and messages are here.
 */

// Every kind of activity (lessons, exams and the level test are platform content; assignments
// and knowledge tests an organisation's) is defined with the curriculum's activities.
export { ALL_ACTIVITY_KINDS, type AnyActivityKind } from './curriculum';

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

/** `PUT v1/admin/exam/elementPoints/{id}`: what an exam's or the level test's element is worth. */
export const elementPointsBodySchema = z.strictObject({
  points: z.number().int().min(0).max(ASSESSMENT_LIMITS.pointsMax),
});

/** `GET v1/curriculums/activities/level-test`: the level test with its elements, in order. */
export const levelTestSchema = z.object({
  activity: activitySchema,
  elements: z.array(elementSchema),
});
export type LevelTest = z.infer<typeof levelTestSchema>;

export const ASSESSMENT_MESSAGES = {
  examAdded: 'Exam Added Successfully',
  pointsUpdated: 'Points Updated Successfully',
  notAnExamElement: 'Points are set here for the elements of an exam or the level test only.',
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
  /** HAD: POST adds an exam closing the topic. */
  addExam: (levelId: string) => `v1/admin/levels/addExam/${encodeURIComponent(levelId)}`,
  /** Ours, HAD: GET a topic's exams (trees list lessons only). */
  exams: (levelId: string) => `v1/admin/levels/${encodeURIComponent(levelId)}/exams`,
  /** HAD: PUT the points of an exam's or the level test's element. */
  elementPoints: (elementId: string) =>
    `v1/admin/exam/elementPoints/${encodeURIComponent(elementId)}`,
  levelTest: 'v1/curriculums/activities/level-test',
} as const;

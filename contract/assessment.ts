import { z } from 'zod';
import { activitySchema, ALL_ACTIVITY_KINDS } from './curriculum';
import { elementSchema } from './elements';
import { ASSIGNMENT_KINDS, ASSESSMENT_LIMITS } from './assessment-constants';
import { isoDateTime } from './dates';

export * from './assessment-constants';

/*
 * Assessment (levels service): exams, the level test, assignments and knowledge tests, and the
 * attempts learners submit from the learner app, graded by the server. Grading rules are in
 * server/modules/assessment/grade.ts; the wire shapes and messages are here.
 */

// Every kind of activity (lessons, exams and the level test are platform content; assignments
// and knowledge tests an organisation's) is defined with the curriculum's activities.
export { ALL_ACTIVITY_KINDS, type AnyActivityKind } from './curriculum';

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
  startedAt: isoDateTime().optional(),
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
  startedAt: isoDateTime().nullable(),
  submittedAt: isoDateTime(),
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

/** A percentage with one decimal, averaged over attempts (each its score over its maximum). */
const averageScore = z.number().nullable();

/** `GET v1/admin/units/class_rooms/{id}/all_units`: the class's topic's published units. */
export const classUnitSchema = z.object({
  id: z.uuid(),
  order: z.number().int(),
  titleEn: z.string(),
  titleAr: z.string(),
  /** Published lessons in the unit. */
  lessons: z.number().int(),
  /** Students of the class with an attempt, counted for it, at every one of those lessons. */
  completedBy: z.number().int(),
});
export type ClassUnit = z.infer<typeof classUnitSchema>;

/** `GET v1/admin/units/class_rooms/{id}/all_exams`: the class's topic's published exams. */
export const classExamSchema = z.object({
  id: z.uuid(),
  order: z.number().int(),
  titleEn: z.string(),
  titleAr: z.string(),
  expectedTimeInMinutes: z.number().int().nullable(),
  /** Students of the class who submitted it (counted for the class). */
  submittedBy: z.number().int(),
  averageScore,
});
export type ClassExam = z.infer<typeof classExamSchema>;

/** `GET v1/admin/units/class_rooms/{id}/all_assignments`: what was given to the class. */
export const classAssignmentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ASSIGNMENT_KINDS),
  titleEn: z.string(),
  titleAr: z.string(),
  givenAt: isoDateTime(),
  dueAt: isoDateTime().nullable(),
  submittedBy: z.number().int(),
  averageScore,
});
export type ClassAssignment = z.infer<typeof classAssignmentSchema>;

/** One student's progress in a class (`GET v1/admin/units/class_rooms/{id}/progress`). */
export const studentProgressSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** Units of the topic whose every published lesson the student attempted for this class. */
  unitsDone: z.number().int(),
  attempts: z.number().int(),
  averageScore,
  /** The last attempt submitted for this class; null before any. */
  lastActivityAt: isoDateTime().nullable(),
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;

/** The class's progress (the spec's classInfo and studentProgress): one row per student. */
export const classProgressSchema = z.object({
  classRoomId: z.uuid(),
  levelId: z.uuid().nullable(),
  /** Published units of the topic with at least one published lesson. */
  units: z.number().int(),
  students: z.array(studentProgressSchema),
});
export type ClassProgress = z.infer<typeof classProgressSchema>;

/**
 * `GET v1/levels/exam/activities/{activityId}/users/{userId}/statistics`: a learner's attempts
 * at an activity (an exam, the level test or any other), newest first, and how each element went.
 */
export const attemptStatisticsSchema = z.object({
  activity: z.object({
    id: z.uuid(),
    kind: z.enum(ALL_ACTIVITY_KINDS),
    titleEn: z.string(),
    titleAr: z.string(),
  }),
  userId: z.uuid(),
  attempts: z.array(
    z.object({
      id: z.uuid(),
      classRoomId: z.uuid().nullable(),
      startedAt: isoDateTime().nullable(),
      submittedAt: isoDateTime(),
      score: z.number().int(),
      maxScore: z.number().int(),
      percent: z.number().int(),
    }),
  ),
  /** The best attempt's percent and the attempts' average (one decimal); null before any. */
  bestPercent: z.number().int().nullable(),
  averageScore,
  /** Per element answered in those attempts, in the activity's order. */
  elements: z.array(
    z.object({
      elementId: z.uuid(),
      typeId: z.string(),
      answered: z.number().int(),
      correct: z.number().int(),
      pointsEarned: z.number().int(),
      pointsPossible: z.number().int(),
    }),
  ),
});
export type AttemptStatistics = z.infer<typeof attemptStatisticsSchema>;

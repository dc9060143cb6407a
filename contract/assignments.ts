import { z } from 'zod';
import { ASSIGNMENT_KINDS } from './assessment';
import { EXPECTED_MINUTES_MAX, TITLE_MAX, withTitle } from './curriculum';
import { elementSchema } from './elements';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_MESSAGES } from './assignment-constants';
import { paged, pageQuerySchema } from './wire';
import { isoDateTime } from './dates';

export * from './assignment-constants';

/*
 * Assignments and knowledge tests (docs/assessment.md, "Assignments and knowledge tests"): an
 * organisation's own activities, built from copies of published platform elements and given to
 * its class rooms with an optional due date. `POST v1/curriculums/activities/assignment` is the
 * spec's call; every other call here is ours, written in the same style.
 */

export { ASSIGNMENT_KINDS } from './assessment';
export const assignmentKindSchema = z.enum(ASSIGNMENT_KINDS);
export type AssignmentKind = z.infer<typeof assignmentKindSchema>;

const titleText = z.string().trim().max(TITLE_MAX).default('');
const dueAtSchema = isoDateTime().nullable();

/** A class room it is given to, with its due date (null: no due date). */
export const assignmentClassBodySchema = z.strictObject({
  classRoomId: z.uuid(),
  dueAt: dueAtSchema,
});
export type AssignmentClassBody = z.infer<typeof assignmentClassBodySchema>;

const classRoomsField = z
  .array(assignmentClassBodySchema)
  .max(ASSIGNMENT_LIMITS.classRoomsMax)
  .refine((rows) => new Set(rows.map((row) => row.classRoomId)).size === rows.length, {
    message: ASSIGNMENT_MESSAGES.sameClassTwice,
  });

/**
 * `POST v1/curriculums/activities/assignment` (the spec's call): an assignment or knowledge test
 * of the caller's organisation, copying the chosen published platform elements in the order
 * given, optionally given to class rooms at once. Titles in both languages, at least one.
 */
export const assignmentBodySchema = withTitle(
  z.strictObject({
    kind: assignmentKindSchema,
    titleEn: titleText,
    titleAr: titleText,
    /** The spec's one title: fills titleEn and titleAr where they are empty (docs/api.md). */
    title: z.string().trim().max(TITLE_MAX).optional(),
    /** The topic it is about (a published one). */
    levelId: z.uuid().nullable().default(null),
    expectedTimeInMinutes: z
      .number()
      .int()
      .min(1)
      .max(EXPECTED_MINUTES_MAX)
      .nullable()
      .default(null),
    elementIds: z
      .array(z.uuid())
      .min(1)
      .max(ASSIGNMENT_LIMITS.elementsMax)
      .refine((ids) => new Set(ids).size === ids.length, {
        message: ASSIGNMENT_MESSAGES.sameElementTwice,
      }),
    classRooms: classRoomsField.default([]),
  }),
);
export type AssignmentBody = z.input<typeof assignmentBodySchema>;
export type AssignmentBodyParsed = z.output<typeof assignmentBodySchema>;

/** Ours: `PUT .../{id}/class-rooms`: the class rooms it is given to from now on, with due dates. */
export const giveBodySchema = z.strictObject({ classRooms: classRoomsField });
export type GiveBody = z.infer<typeof giveBodySchema>;

/** Ours: the list's query (paged like every list, `search` in either title). */
export const assignmentListQuerySchema = pageQuerySchema.extend({
  kind: assignmentKindSchema,
  search: z.string().trim().max(TITLE_MAX).optional(),
});
export type AssignmentListQuery = z.input<typeof assignmentListQuerySchema>;

export const assignmentClassSchema = z.object({
  classRoomId: z.uuid(),
  name: z.string(),
  dueAt: isoDateTime().nullable(),
  givenAt: isoDateTime(),
});
export type AssignmentClass = z.infer<typeof assignmentClassSchema>;

/** One assignment or knowledge test in the list. */
export const assignmentSchema = z.object({
  id: z.uuid(),
  kind: assignmentKindSchema,
  titleEn: z.string(),
  titleAr: z.string(),
  levelId: z.uuid().nullable(),
  levelTitleEn: z.string().nullable(),
  levelTitleAr: z.string().nullable(),
  expectedTimeInMinutes: z.number().int().nullable(),
  elements: z.number().int(),
  classRooms: z.array(assignmentClassSchema),
  /** Students who submitted it (counted for a class it is given to), and their attempts. */
  submittedBy: z.number().int(),
  attempts: z.number().int(),
  /** Each attempt's score over its maximum, as a percentage, averaged (one decimal). */
  averageScore: z.number().nullable(),
  createdAt: isoDateTime(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentPageSchema = paged(assignmentSchema);

/** Ours: one with its elements (the copies), in order. */
export const assignmentWithElementsSchema = assignmentSchema.extend({
  elementList: z.array(elementSchema),
});
export type AssignmentWithElements = z.infer<typeof assignmentWithElementsSchema>;

/** Ours: per student of the classes it is given to, what they submitted. */
export const submissionSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  classRoomId: z.uuid(),
  className: z.string(),
  dueAt: isoDateTime().nullable(),
  submitted: z.boolean(),
  attempts: z.number().int(),
  bestPercent: z.number().int().nullable(),
  lastPercent: z.number().int().nullable(),
  /** The first attempt's submission (what "late" is about); null before any. */
  submittedAt: isoDateTime().nullable(),
  lastSubmittedAt: isoDateTime().nullable(),
  /** First submitted after the class's due date. */
  late: z.boolean(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** Ours: a published topic to pick elements from. */
export const choiceTopicSchema = z.object({
  id: z.uuid(),
  titleEn: z.string(),
  titleAr: z.string(),
});
export type ChoiceTopic = z.infer<typeof choiceTopicSchema>;

/** Ours: a published lesson or exam of the topic, with its published elements (a preview each). */
export const choiceActivitySchema = z.object({
  id: z.uuid(),
  kind: z.enum(['lesson', 'exam']),
  titleEn: z.string(),
  titleAr: z.string(),
  unitTitleEn: z.string().nullable(),
  unitTitleAr: z.string().nullable(),
  elements: z.array(
    z.object({
      id: z.uuid(),
      typeId: z.string(),
      titleEn: z.string(),
      titleAr: z.string(),
      /** The element's prompt or passage, to recognise it by. */
      preview: z.string(),
      points: z.number().int(),
    }),
  ),
});
export type ChoiceActivity = z.infer<typeof choiceActivitySchema>;

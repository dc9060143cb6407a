import { z } from 'zod';
import { activitySchema, contentItem, topicSchema, unitSchema } from './curriculum';
import {
  ELEMENT_TYPES,
  MEDIA_NAME,
  PROMPT_MAX,
  PASSAGE_MAX,
  ANSWER_TEXT_MAX,
  ELEMENT_RULES,
  type ElementType,
  type ContentField,
  type ElementTypeRule,
  type AnswerShape,
} from './element-constants';
import { FIELD_MESSAGES } from './field-messages';

export * from './element-constants';

/**
 * Elements ("multichoice activities", MCA): the exercises of an activity, each of one of the
 * ten types of SPEC section 3. A type fixes its content fields (prompt, passage, media) and its
 * answers (options with the correct ones marked, or words in their right order).
 *
 * The save schema checks shapes and limits, so a draft may be incomplete (no media yet, no
 * correct answer yet); `elementProblems` says what still stops it from being published. The
 * console validates with the same schemas before sending and shows the same problems.
 */
export const elementTypeSchema = z.enum(ELEMENT_TYPES);

const media = z.string().regex(MEDIA_NAME, FIELD_MESSAGES.storedFileName).nullable().default(null);

const text = (max: number) => z.string().trim().max(max).default('');

/** The content fields a type may have; each type picks its own. */
const CONTENT_FIELDS = {
  prompt: text(PROMPT_MAX),
  passage: text(PASSAGE_MAX),
  picture: media,
  audio: media,
  video: media,
} as const satisfies Record<ContentField, z.ZodType>;

/** One answer as sent: an option (text or picture, correct or not) or a word in its place. */
export const answerInputSchema = z.strictObject({
  /** Present when the answer exists already (kept, with its id); absent for a new one. */
  id: z.uuid().optional(),
  text: text(ANSWER_TEXT_MAX),
  picture: media,
  isCorrect: z.boolean().default(false),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

/** Every content field, each optional: the type of any type's content. */
export const elementContentSchema = z.strictObject(CONTENT_FIELDS).partial();

/** Only the type's own fields (any other is an unknown field, 400). */
const contentSchemaOf = (rule: ElementTypeRule) =>
  z
    .strictObject(CONTENT_FIELDS)
    .pick(
      Object.fromEntries(rule.fields.map((field) => [field, true])) as Record<ContentField, true>,
    )
    .partial() as unknown as typeof elementContentSchema;

/** The save schema of one type: `{ activityId, questionnaireLevel, points, content, answers }`. */
export function elementSchemaOf(type: ElementType) {
  const rule = ELEMENT_RULES[type];
  return z.strictObject({
    activityId: z.uuid(),
    questionnaireLevel: z.number().int().min(1).max(5).default(1),
    points: z.number().int().min(0).max(100).default(1),
    content: contentSchemaOf(rule).default({}),
    answers: z.array(answerInputSchema).max(rule.maxAnswers).default([]),
  });
}

/** One zod schema per element type (contract of `POST/PUT v1/admin/multichoiceActivities/{type}`). */
export const ELEMENT_SCHEMAS = Object.fromEntries(
  ELEMENT_TYPES.map((type) => [type, elementSchemaOf(type)]),
) as { [T in ElementType]: ReturnType<typeof elementSchemaOf> };
export type ElementBody = z.infer<ReturnType<typeof elementSchemaOf>>;
export type ElementContent = Partial<Record<ContentField, string | null>>;

/** The update of `PUT v1/admin/multichoiceActivities/{type}` names the element. */
export const elementUpdateSchemaOf = (type: ElementType) =>
  ELEMENT_SCHEMAS[type].extend({ id: z.uuid() });

/** `PUT v1/admin/multichoiceActivities/{id}`: move to another activity, level or type. */
export const elementMetaSchema = z.strictObject({
  activityId: z.uuid(),
  questionnaireLevel: z.number().int().min(1).max(5),
  typeId: elementTypeSchema,
});

/**
 * For the API document: the body of `POST v1/admin/multichoiceActivities/{type}`, one shape per
 * type (its own content fields and number of answers), and of the `PUT`, which with a type in
 * the path replaces the element it names and with an element id moves it.
 */
export const anyElementBodySchema = z
  .union(ELEMENT_TYPES.map((type) => ELEMENT_SCHEMAS[type].meta({ title: type })))
  .meta({ description: 'The save body of the element type named in the path.' });
export const anyElementPutBodySchema = z
  .union([
    ...ELEMENT_TYPES.map((type) => elementUpdateSchemaOf(type).meta({ title: type })),
    elementMetaSchema.meta({ title: 'move' }),
  ])
  .meta({
    description:
      "With an element type in the path: that type's save body and the element's id. " +
      'With an element id in the path: where it moves (activity, level, type).',
  });

/** A problem that stops an element from being published (the key of a translated message). */
export type ElementProblem =
  | `missing.${ContentField}`
  | 'answers.tooFew'
  | 'answers.tooMany'
  | 'answers.noCorrect'
  | 'answers.oneCorrect'
  | 'answers.empty';

const answerFilled = (shape: AnswerShape, answer: Pick<AnswerInput, 'text' | 'picture'>) =>
  shape === 'picture-options' ? Boolean(answer.picture) : answer.text.trim() !== '';

/** What still stops an element from being published; empty when it may be. */
export function elementProblems(
  type: ElementType,
  content: ElementContent,
  answers: readonly Pick<AnswerInput, 'text' | 'picture' | 'isCorrect'>[],
): ElementProblem[] {
  const rule = ELEMENT_RULES[type];
  const problems: ElementProblem[] = [];
  for (const field of rule.required) {
    const value = content[field];
    if (value === null || value === undefined || value.trim() === '') {
      problems.push(`missing.${field}`);
    }
  }
  if (rule.answers === 'none') return problems;
  if (answers.length < rule.minAnswers) problems.push('answers.tooFew');
  if (answers.length > rule.maxAnswers) problems.push('answers.tooMany');
  if (answers.some((answer) => !answerFilled(rule.answers, answer))) problems.push('answers.empty');
  if (rule.answers === 'words') return problems;
  const correct = answers.filter((answer) => answer.isCorrect).length;
  if (rule.singleCorrect && correct !== 1) problems.push('answers.oneCorrect');
  else if (correct === 0) problems.push('answers.noCorrect');
  return problems;
}

export const answerSchema = z.object({
  id: z.uuid(),
  order: z.number().int(),
  text: z.string(),
  picture: z.string().nullable(),
  isCorrect: z.boolean(),
});
export type Answer = z.infer<typeof answerSchema>;

/** An element on the wire, with its answers in order and what stops it from being published. */
export const elementSchema = z.object({
  // Elements have no titles in the editors; the titles are kept for the spec's `title` field.
  ...contentItem,
  activityId: z.uuid(),
  typeId: elementTypeSchema,
  questionnaireLevel: z.number().int(),
  points: z.number().int(),
  content: z.record(z.string(), z.string().nullable()),
  answers: z.array(answerSchema),
  problems: z.array(z.string()),
});
export type Element = z.infer<typeof elementSchema>;

/** `v2/levels/lookups`: what the editors offer. */
export const curriculumLookupsSchema = z.object({
  elementTypes: z.array(
    z.object({ id: elementTypeSchema, fields: z.array(z.string()), answers: z.string() }),
  ),
  activityKinds: z.array(z.string()),
  questionnaireLevels: z.array(z.number().int()),
});
export type CurriculumLookups = z.infer<typeof curriculumLookupsSchema>;

/** The wire shape of each kind of curriculum item (reorder and workflow answers). */
export const contentItemSchemas = {
  level: topicSchema,
  unit: unitSchema,
  activity: activitySchema,
  element: elementSchema,
} as const;
export type ContentItem<K extends keyof typeof contentItemSchemas> = z.infer<
  (typeof contentItemSchemas)[K]
>;

import { z } from 'zod';
import { paged, pageQuerySchema } from './wire';
import {
  CONTENT_STATUSES,
  TITLE_MAX,
  TITLE_REQUIRED,
  ALL_ACTIVITY_KINDS,
  ACTIVITY_KINDS,
  EXPECTED_MINUTES_MAX,
  REORDER_MAX,
  COPY_MAX,
} from './curriculum-constants';
import { isoDateTime } from './dates';

export * from './curriculum-constants';

/**
 * Curriculum (levels service): topics (called levels in the data) -> units -> activities ->
 * elements ("multichoice activities") -> answers. Platform content owned by HAD; other
 * organisations read what is published. Elements are in `./elements.ts`.
 */

const titleText = z.string().trim().max(TITLE_MAX);

const titleFields = {
  titleEn: titleText.default(''),
  titleAr: titleText.default(''),
  /** The spec's one title: fills titleEn and titleAr where they are empty (docs/api.md). */
  title: titleText.optional(),
};

/**
 * Titles are kept in English and Arabic; at least one is required. A client written from the
 * spec sends one `title`, which fills whichever of the two is empty.
 */
export const withTitle = <
  T extends z.ZodType<{ titleEn: string; titleAr: string; title?: string }>,
>(
  schema: T,
) =>
  schema
    .refine((body) => body.titleEn !== '' || body.titleAr !== '' || Boolean(body.title), {
      message: TITLE_REQUIRED,
      path: ['titleEn'],
    })
    .transform(({ title, ...body }) =>
      title ? { ...body, titleEn: body.titleEn || title, titleAr: body.titleAr || title } : body,
    );

/** An item as a client written from the spec reads it: `title` in the request's language. */
export const withSpecTitle = <T extends z.ZodObject>(schema: T) =>
  schema.extend({
    title: z.string().meta({ description: 'The title in the language of Accept-Language.' }),
  });

/** Shared by every content item on the wire (elements too). */
export const contentItem = {
  id: z.uuid(),
  order: z.number().int(),
  titleEn: z.string(),
  titleAr: z.string(),
  isEnabled: z.boolean(),
  isArchived: z.boolean(),
  status: z.enum(CONTENT_STATUSES),
  /** Published at least once: it can no longer be deleted, only archived. */
  wasPublished: z.boolean(),
  updatedAt: isoDateTime(),
};

export const topicSchema = z.object(contentItem);
export type Topic = z.infer<typeof topicSchema>;
export const topicPageSchema = paged(topicSchema);

export const unitSchema = z.object({ ...contentItem, levelId: z.uuid() });
export type Unit = z.infer<typeof unitSchema>;

/**
 * A platform activity: a lesson (in a unit, `unitId`), an exam (closing a topic, `levelId`) or
 * the level test (neither). Topic trees list lessons only; an activity's elements, its
 * publication and its points are edited by the same routes whatever its kind.
 */
export const activitySchema = z.object({
  ...contentItem,
  unitId: z.uuid().nullable(),
  levelId: z.uuid().nullable(),
  kind: z.enum(ALL_ACTIVITY_KINDS),
  expectedTimeInMinutes: z.number().int().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

/** `GET v1/curriculums/units/{id}`: a unit with its activities. */
export const unitTreeSchema = unitSchema.extend({ activities: z.array(activitySchema) });

/** `GET v1/curriculums/levels/{id}`: the topic's tree down to activities (no elements). */
export const topicTreeSchema = topicSchema.extend({ units: z.array(unitTreeSchema) });
export type TopicTree = z.infer<typeof topicTreeSchema>;

/** Bodies. */
export const topicBodySchema = withTitle(z.strictObject(titleFields));
export type TopicBody = z.infer<typeof topicBodySchema>;

export const unitBodySchema = withTitle(z.strictObject({ levelId: z.uuid(), ...titleFields }));
/** `PUT v1/curriculums/units/{id}`: the titles (a unit changes topic by moving). */
export const unitUpdateSchema = topicBodySchema;
export type UnitBody = z.infer<typeof unitBodySchema>;

const activityFields = {
  ...titleFields,
  kind: z.enum(ACTIVITY_KINDS).default('lesson'),
  expectedTimeInMinutes: z.number().int().min(1).max(EXPECTED_MINUTES_MAX).nullable().default(null),
};
export const activityBodySchema = withTitle(
  z.strictObject({ unitId: z.uuid(), ...activityFields }),
);
export type ActivityBody = z.infer<typeof activityBodySchema>;
/** `PUT v1/curriculums/activities/{id}` (an activity changes unit by moving). */
export const activityUpdateSchema = withTitle(z.strictObject(activityFields));
export type ActivityUpdate = z.infer<typeof activityUpdateSchema>;

/**
 * `POST v1/admin/levels/addExam/{levelId}`: an exam closing the topic (the spec's `title` is
 * kept in English and Arabic like every curriculum title).
 */
export const examBodySchema = withTitle(
  z.strictObject({ ...titleFields, expectedTimeInMinutes: activityFields.expectedTimeInMinutes }),
);
export type ExamBody = z.infer<typeof examBodySchema>;

/** `PUT v1/admin/levels|units|activities/{id}` and `change_status`: publish or unpublish. */
export const enabledBodySchema = z.strictObject({ isEnabled: z.boolean() });
export const changeStatusBodySchema = z.strictObject({ mcaId: z.uuid(), isEnabled: z.boolean() });

const orderedIds = z
  .array(z.uuid())
  .min(1)
  .max(REORDER_MAX)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'An id appears twice.' });
export const reorderTopicsBodySchema = z.strictObject({ ids: orderedIds });
/** `PUT v1/admin/{units|activities|multichoiceActivities}/reorder`: the parent and its children. */
export const reorderChildrenBodySchema = z.strictObject({ parentId: z.uuid(), ids: orderedIds });
export type ReorderChildrenBody = z.infer<typeof reorderChildrenBodySchema>;

const idList = z
  .array(z.uuid())
  .min(1)
  .max(COPY_MAX)
  .transform((ids) => [...new Set(ids)]);
export const unitsTransferSchema = z.strictObject({
  unitsIds: idList,
  sourceLevelId: z.uuid(),
  targetLevelId: z.uuid(),
});
export const activitiesTransferSchema = z.strictObject({
  activitiesIds: idList,
  sourceUnitId: z.uuid(),
  targetUnitId: z.uuid(),
});
export const elementsTransferSchema = z.strictObject({
  mcaIds: idList,
  sourceActivityId: z.uuid(),
  targetActivityId: z.uuid(),
});
/** `POST v1/curriculums/multichoice-activities/copy`: one element into an activity. */
export const elementCopySchema = z.strictObject({ mcaId: z.uuid(), targetActivityId: z.uuid() });

const booleanText = z.enum(['true', 'false']).transform((text) => text === 'true');

/** `GET v1/admin/levels{query}`. */
export const topicListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(TITLE_MAX).optional(),
  published: booleanText.optional(),
  archived: booleanText.optional(),
  includeArchived: booleanText.default(false),
});
export type TopicListQuery = z.infer<typeof topicListQuerySchema>;

/** Counts of one topic (`v2/admin/levels/overview`). */
export const topicOverviewSchema = topicSchema.extend({
  units: z.number().int(),
  activities: z.number().int(),
  elements: z.number().int(),
  published: z.number().int(),
  unpublished: z.number().int(),
  archived: z.number().int(),
});
export type TopicOverview = z.infer<typeof topicOverviewSchema>;
export const topicOverviewPageSchema = paged(topicOverviewSchema);

/** What archiving or deleting an item would touch (shown in the confirmation dialog). */
export const contentImpactSchema = z.object({
  /** Class rooms (every organisation) following the item's topic. */
  classRooms: z.number().int(),
  /** Items below it, and how many of them are published. */
  children: z.number().int(),
  publishedChildren: z.number().int(),
  wasPublished: z.boolean(),
  /** Never published and unused: the content machine allows deleting it. */
  deletable: z.boolean(),
});
export type ContentImpact = z.infer<typeof contentImpactSchema>;

/** `GET v2/units/by-group`: the published units of published topics, for class rooms. */
export const publishedUnitSchema = z.object({
  id: z.uuid(),
  levelId: z.uuid(),
  titleEn: z.string(),
  titleAr: z.string(),
  levelTitleEn: z.string(),
  levelTitleAr: z.string(),
});
export type PublishedUnit = z.infer<typeof publishedUnitSchema>;

/** `v1/admin/levels/data`: every topic, for pickers. */
export const topicOptionSchema = z.object({
  id: z.uuid(),
  titleEn: z.string(),
  titleAr: z.string(),
  status: z.enum(CONTENT_STATUSES),
});
export type TopicOption = z.infer<typeof topicOptionSchema>;

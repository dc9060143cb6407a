import { z } from 'zod';
import { paged, pageQuerySchema } from './wire';

/**
 * Curriculum (levels service): topics (called levels in the data) -> units -> activities ->
 * elements ("multichoice activities") -> answers. Platform content owned by HAD; other
 * organisations read what is published. Elements are in `./elements.ts`.
 */

/** The four kinds of content; each has an order among its siblings and the content workflow. */
export const CONTENT_KINDS = ['level', 'unit', 'activity', 'element'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** What the content machine derives from isEnabled and isArchived. */
export const CONTENT_STATUSES = ['unpublished', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_ACTIONS = ['publish', 'unpublish', 'archive', 'unarchive', 'delete'] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

export const TITLE_MAX = 200;
const titleText = z.string().trim().max(TITLE_MAX);

export const TITLE_REQUIRED = 'Give a title in English or Arabic.';
const titleFields = { titleEn: titleText.default(''), titleAr: titleText.default('') };

/** Titles are kept in English and Arabic; at least one is required. */
const withTitle = <T extends z.ZodType<{ titleEn: string; titleAr: string }>>(schema: T) =>
  schema.refine((body) => body.titleEn !== '' || body.titleAr !== '', {
    message: TITLE_REQUIRED,
    path: ['titleEn'],
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
  updatedAt: z.iso.datetime({ offset: true }),
};

export const levelSchema = z.object(contentItem);
export type Level = z.infer<typeof levelSchema>;
export const levelPageSchema = paged(levelSchema);

export const unitSchema = z.object({ ...contentItem, levelId: z.uuid() });
export type Unit = z.infer<typeof unitSchema>;

/**
 * Every kind of activity: lessons (in a unit), exams (closing a topic) and the level test are
 * platform content; assignments and knowledge tests belong to an organisation
 * (contract/assessment.ts).
 */
export const ALL_ACTIVITY_KINDS = [
  'lesson',
  'exam',
  'level_test',
  'assignment',
  'knowledge_test',
] as const;
export type AnyActivityKind = (typeof ALL_ACTIVITY_KINDS)[number];

/**
 * The kinds `POST v1/curriculums/activities/` creates (in a unit): lessons. Exams are added to a
 * topic by `POST v1/admin/levels/addExam/{levelId}`; the level test is one, seeded.
 */
export const ACTIVITY_KINDS = ['lesson'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const EXPECTED_MINUTES_MAX = 600;

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

/** `GET v1/curriculums/levels/{id}`: the level's tree down to activities (no elements). */
export const levelTreeSchema = levelSchema.extend({ units: z.array(unitTreeSchema) });
export type LevelTree = z.infer<typeof levelTreeSchema>;

/** Bodies. */
export const levelBodySchema = withTitle(z.strictObject(titleFields));
export type LevelBody = z.infer<typeof levelBodySchema>;

export const unitBodySchema = withTitle(z.strictObject({ levelId: z.uuid(), ...titleFields }));
/** `PUT v1/curriculums/units/{id}`: the titles (a unit changes level by moving). */
export const unitUpdateSchema = levelBodySchema;
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

/** Reorder: the whole sibling list, in the new order. Anything else is 400. */
export const REORDER_MAX = 1000;
const orderedIds = z
  .array(z.uuid())
  .min(1)
  .max(REORDER_MAX)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'An id appears twice.' });
export const reorderLevelsBodySchema = z.strictObject({ ids: orderedIds });
/** `PUT v1/admin/{units|activities|multichoiceActivities}/reorder`: the parent and its children. */
export const reorderChildrenBodySchema = z.strictObject({ parentId: z.uuid(), ids: orderedIds });
export type ReorderChildrenBody = z.infer<typeof reorderChildrenBodySchema>;

/** Copy and move: the spec's field names per kind. */
export const COPY_MAX = 200;
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
export const levelListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(TITLE_MAX).optional(),
  published: booleanText.optional(),
  archived: booleanText.optional(),
  includeArchived: booleanText.default(false),
});
export type LevelListQuery = z.infer<typeof levelListQuerySchema>;

/** Counts of one level (`v2/admin/levels/overview`). */
export const levelOverviewSchema = levelSchema.extend({
  units: z.number().int(),
  activities: z.number().int(),
  elements: z.number().int(),
  published: z.number().int(),
  unpublished: z.number().int(),
  archived: z.number().int(),
});
export type LevelOverview = z.infer<typeof levelOverviewSchema>;
export const levelOverviewPageSchema = paged(levelOverviewSchema);

/** What archiving or deleting an item would touch (shown in the confirmation dialog). */
export const contentImpactSchema = z.object({
  /** Class rooms (every organisation) following the item's level. */
  classRooms: z.number().int(),
  /** Items below it, and how many of them are published. */
  children: z.number().int(),
  publishedChildren: z.number().int(),
  wasPublished: z.boolean(),
  /** Never published and unused: the content machine allows deleting it. */
  deletable: z.boolean(),
});
export type ContentImpact = z.infer<typeof contentImpactSchema>;

/** `GET v2/units/by-group`: the published units of published levels, for class rooms. */
export const publishedUnitSchema = z.object({
  id: z.uuid(),
  levelId: z.uuid(),
  titleEn: z.string(),
  titleAr: z.string(),
  levelTitleEn: z.string(),
  levelTitleAr: z.string(),
});
export type PublishedUnit = z.infer<typeof publishedUnitSchema>;

/** `v1/admin/levels/data`: every level, for pickers. */
export const levelOptionSchema = z.object({
  id: z.uuid(),
  titleEn: z.string(),
  titleAr: z.string(),
  status: z.enum(CONTENT_STATUSES),
});
export type LevelOption = z.infer<typeof levelOptionSchema>;

export const CURRICULUM_MESSAGES = {
  levelAdded: 'Level Added Successfully',
  levelUpdated: 'Level Updated Successfully',
  unitSaved: 'Unit Added and Updated Successfully',
  activitySaved: 'Activity Added and Updated Successfully',
  elementAdded: 'Element Added Successfully',
  elementUpdated: 'Element Updated Successfully',
  deleted: {
    level: 'Level Deleted Successfully',
    unit: 'Unit Deleted Successfully',
    activity: 'Activity Deleted Successfully',
    element: 'Element Deleted Successfully',
  } satisfies Record<ContentKind, string>,
  answerDeleted: 'Answer Deleted Successfully',
  published: 'Published Successfully',
  unpublished: 'Unpublished Successfully',
  archived: 'Archived Successfully',
  unarchived: 'Unarchived Successfully',
  reordered: 'Content Reordered Successfully',
  copied: 'Copied Successfully',
  moved: 'Moved Successfully',
  hadOnly: 'Curriculum is written by the platform (HAD) only.',
  notAllowed: (action: ContentAction, status: ContentStatus) =>
    `You cannot ${action} an item that is ${status}.`,
  archivedCannotPublish: 'An archived item cannot be published. Unarchive it first.',
  invalidCannotPublish: 'This element is not complete yet, so it cannot be published.',
  deleteArchiveInstead:
    'This item has been published or is in use, so it cannot be deleted. Archive it instead.',
  reorderMismatch: 'The list must name every item of this parent exactly once.',
  wrongParent: 'Some of these items are not in the source.',
  sameParent: 'Choose another target.',
  moveInstead: 'This element is in another activity; move it there first.',
} as const;

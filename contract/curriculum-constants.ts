import { templated } from './message-template';
import { FIELD_MESSAGES } from './field-messages';

/**
 * The curriculum's constants without its schemas (curriculum.ts re-exports them): the content
 * machine and the screens that only list need them, and load zod only with their forms.
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

export const TITLE_REQUIRED = FIELD_MESSAGES.titleRequired;

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

/** Reorder: the whole sibling list, in the new order. Anything else is 400. */
export const REORDER_MAX = 1000;

/** Copy and move: the spec's field names per kind. */
export const COPY_MAX = 200;

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
  notAllowed: templated(
    'You cannot {action} an item that is {status}.',
    (action: ContentAction, status: ContentStatus) => ({ action, status }),
  ),
  archivedCannotPublish: 'An archived item cannot be published. Unarchive it first.',
  invalidCannotPublish: 'This element is not complete yet, so it cannot be published.',
  deleteArchiveInstead:
    'This item has been published or is in use, so it cannot be deleted. Archive it instead.',
  reorderMismatch: 'The list must name every item of this parent exactly once.',
  wrongParent: 'Some of these items are not in the source.',
  sameParent: 'Choose another target.',
  moveInstead: 'This element is in another activity; move it there first.',
} as const;

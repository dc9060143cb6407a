import type { ContentKind } from './curriculum';
import type { ElementType } from './elements';

const id = encodeURIComponent;

/** The path segment of each kind in the spec's `v1/admin/...` calls. */
export const ADMIN_SEGMENT: Record<ContentKind, string> = {
  level: 'levels',
  unit: 'units',
  activity: 'activities',
  element: 'multichoiceActivities',
};

/** The suffix of each kind in `v2/admin/levels/{archive|unarchive}[/...]/{id}`. */
const ARCHIVE_SUFFIX: Record<ContentKind, string> = {
  level: '',
  unit: '/units',
  activity: '/activities',
  element: '/multichoice-activity',
};

/** Where each kind is created, read and updated (`v1/curriculums/...`); elements by type. */
const CURRICULUM_SEGMENT: Record<Exclude<ContentKind, 'element'>, string> = {
  level: 'levels',
  unit: 'units',
  activity: 'activities',
};

/** Levels-service paths of the curriculum (relative to `SERVICE_PREFIX.levels`). */
export const LEVELS_PATHS = {
  levels: 'v1/admin/levels',
  overview: 'v2/admin/levels/overview',
  overviewOne: (levelId: string) => `v2/admin/levels/overview/${id(levelId)}`,
  levelsData: 'v1/admin/levels/data',
  lookups: 'v2/levels/lookups',
  unitsByGroup: 'v2/units/by-group',
  activityElements: (activityId: string, includeArchived = false) =>
    `v1/admin/multichoice/activity/${id(activityId)}${includeArchived ? '?includeArchived=true' : ''}`,
  /** POST to create; GET and PUT with an id. */
  create: (kind: Exclude<ContentKind, 'element'>) => `v1/curriculums/${CURRICULUM_SEGMENT[kind]}/`,
  item: (kind: Exclude<ContentKind, 'element'>, itemId: string) =>
    `v1/curriculums/${CURRICULUM_SEGMENT[kind]}/${id(itemId)}`,
  /** POST creates an element of the type; PUT (with `id` in the body) replaces it. */
  elementsOfType: (type: ElementType) => `v1/admin/multichoiceActivities/${type}`,
  /** PUT: activityId, questionnaireLevel, typeId. */
  elementMeta: (elementId: string) => `v1/admin/multichoiceActivities/${id(elementId)}`,
  /** DELETE; for topics, units and activities also PUT with isEnabled. */
  admin: (kind: ContentKind, itemId: string) => `v1/admin/${ADMIN_SEGMENT[kind]}/${id(itemId)}`,
  elementStatus: 'v1/admin/multichoiceActivities/change_status',
  answer: (answerId: string) => `v1/admin/multichoiceActivities/answer/${id(answerId)}`,
  archive: (kind: ContentKind, itemId: string, undo = false) =>
    `v2/admin/levels/${undo ? 'unarchive' : 'archive'}${ARCHIVE_SUFFIX[kind]}/${id(itemId)}`,
  /** Ours: what archiving or deleting would touch, for the confirmation dialog. */
  impact: (kind: ContentKind, itemId: string) =>
    `v1/admin/${ADMIN_SEGMENT[kind]}/${id(itemId)}/impact`,
  /** `PUT v1/admin/levels/reorder` ({ ids }); the others take { parentId, ids }. */
  reorder: (kind: ContentKind) => `v1/admin/${ADMIN_SEGMENT[kind]}/reorder`,
  copyUnits: 'v1/admin/units/copy_units',
  moveUnits: 'v1/admin/units/move-units',
  copyActivities: 'v1/admin/activities/copy_activities',
  moveActivities: 'v1/admin/activities/move-activities',
  copyElements: 'v1/admin/multichoiceActivities/copy_mca',
  moveElements: 'v1/admin/multichoiceActivities/move-mca',
  copyElement: 'v1/curriculums/multichoice-activities/copy',
} as const;

import type { Resource } from '../../contract/permissions';
import type {
  TRASH_KINDS as CONTRACT_KINDS,
  TRASH_RESOURCE as CONTRACT_RESOURCE,
  TRASH_RETENTION_DAYS as CONTRACT_DAYS,
  TrashKind,
} from '../../contract/trash';
import { check, type RoleLike } from './permissions';

/*
 * contract/trash.ts's plain values, restated: a value imported from that file brings its zod
 * schemas, and zod, into the shell (the sidebar) and the screen (+35 kB gzip on every route).
 * The types below hold the kinds and the days to the contract's; a component test holds the
 * resources (tests/components/sidebar-table.test.ts).
 */

/** What the trash holds, in the contract's order. */
export const TRASH_KINDS = [
  'class',
  'topic',
  'unit',
  'activity',
  'element',
  'liveClass',
  'assignment',
  'plan',
  'story',
  'role',
  'sound',
  'appLanguage',
  'member',
  'classStudent',
  'classTeacher',
] as const satisfies typeof CONTRACT_KINDS;

/** The right that deletes (and so restores or purges) each kind: write on its resource. */
export const TRASH_RESOURCE = {
  class: 'ClassRoomManager',
  topic: 'Levels',
  unit: 'Levels',
  activity: 'Levels',
  element: 'Elements',
  liveClass: 'LiveClasses',
  assignment: 'ClassRoomTeacher',
  plan: 'Packages',
  story: 'StoriesManagement',
  role: 'Roles',
  sound: 'Configurations',
  appLanguage: 'Configurations',
  member: 'Users',
  classStudent: 'ClassRoomManager',
  classTeacher: 'ClassRoomManager',
} as const satisfies typeof CONTRACT_RESOURCE;

/** Days an item stays in the trash before the purge removes it. */
export const TRASH_RETENTION_DAYS = 30 satisfies typeof CONTRACT_DAYS;

/** Every resource whose write deletes something the trash keeps (any one opens the trash). */
export const TRASH_RESOURCES: readonly Resource[] = [...new Set(Object.values(TRASH_RESOURCE))];

/** The kinds `role` deletes, so sees in the trash and restores. */
export const trashKindsFor = (role: RoleLike | null | undefined): TrashKind[] =>
  TRASH_KINDS.filter((kind) => check(role, TRASH_RESOURCE[kind]).write);

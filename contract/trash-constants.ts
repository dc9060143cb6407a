import type { Operation, Resource } from './permissions';

/*
 * The trash's words and rules without zod (contract/trash.ts holds the schemas), so the
 * console's shell (its sidebar) reads them without loading the schemas.
 */

/** What the trash holds, in the words the screens use. */
export const TRASH_KINDS = [
  'class',
  'topic',
  'unit',
  'activity',
  'element',
  'liveClass',
  'assignment',
  'knowledgeTest',
  'plan',
  'role',
  'sound',
  'appLanguage',
  'member',
  'classStudent',
] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** The rights that delete (and so restore or purge) each kind: write on any one of them. */
export const TRASH_RESOURCE: Record<TrashKind, readonly Resource[]> = {
  class: ['ClassRoomManager'],
  topic: ['Levels'],
  unit: ['Levels'],
  activity: ['Levels'],
  element: ['Elements'],
  liveClass: ['LiveClasses'],
  assignment: ['ClassRoomManager'],
  knowledgeTest: ['ClassRoomManager', 'KnowledgeTesting'],
  plan: ['Packages'],
  role: ['Roles'],
  sound: ['Configurations'],
  appLanguage: ['Configurations'],
  member: ['Users'],
  classStudent: ['ClassRoomManager'],
};

/** Days an item stays in the trash before the purge removes it (TRASH_RETENTION_DAYS). */
export const TRASH_RETENTION_DAYS = 30;

/** Seconds the toast after a delete offers Undo. */
export const UNDO_SECONDS = 10;

/** The platform's kinds (no organisation): only a caller active in HAD has them. */
export const PLATFORM_TRASH_KINDS: readonly TrashKind[] = [
  'topic',
  'unit',
  'activity',
  'element',
  'plan',
  'sound',
  'appLanguage',
];

/**
 * The kinds a role sees and restores in the trash: those its rights delete, the platform's only
 * when active in HAD. The services list and restore by it; the console shows /trash by it.
 */
export function trashKindsOf(
  permissions: readonly {
    entity: string;
    allowedOps: Readonly<Record<Operation, boolean>>;
  }[],
  isHad: boolean,
): TrashKind[] {
  const writes = new Set(permissions.filter((p) => p.allowedOps.write).map((p) => p.entity));
  return TRASH_KINDS.filter(
    (kind) =>
      TRASH_RESOURCE[kind].some((resource) => writes.has(resource)) &&
      (isHad || !PLATFORM_TRASH_KINDS.includes(kind)),
  );
}

/**
 * The resources whose write opens the trash: of every kind when active in HAD (`platform`), of
 * the organisations' kinds elsewhere (the sidebar's rule; `trashKindsOf` is the same test).
 */
export function trashResources(platform: boolean): Resource[] {
  const kinds = TRASH_KINDS.filter((kind) => platform || !PLATFORM_TRASH_KINDS.includes(kind));
  return [...new Set(kinds.flatMap((kind) => TRASH_RESOURCE[kind]))];
}

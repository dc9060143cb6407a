import { z } from 'zod';

/**
 * The spec's "other keys seen" (SPEC section 3), spelled as the spec spells them. A role accepts,
 * stores and answers them, and the grid shows them, but no route checks them yet: what they
 * would grant overlaps Levels, Users and GroupsManager (docs/permissions.md says why).
 */
export const OTHER_KEYS = ['defaultgroupmanager', 'units', 'activities', 'teachers'] as const;
export type OtherKey = (typeof OTHER_KEYS)[number];

/**
 * Permission resources of SPEC section 3, then the other keys; each carries read, write and
 * update flags: read sees, write creates and deletes, update changes what exists
 * (docs/permissions.md). AuditLog is ours (the spec has no audit trail): read lets a role read
 * the trail of its organisation, or every organisation's when active in HAD (docs/audit.md).
 */
export const RESOURCES = [
  'Stories',
  'StoriesManagement',
  'Reports',
  'Elements',
  'KnowledgeTesting',
  'Levels',
  'GroupsManager',
  'ClassRoomManager',
  'ClassRoomTeacher',
  'LiveClasses',
  'LiveClassesObserver',
  'LiveClassesApprove',
  'Students',
  'Users',
  'Packages',
  'Roles',
  'Configurations',
  'AuditLog',
  ...OTHER_KEYS,
] as const;

export const resourceSchema = z.enum(RESOURCES);
export type Resource = z.infer<typeof resourceSchema>;

/** read: see; write: create and delete; update: change a record that exists. */
export const OPERATIONS = ['read', 'write', 'update'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const allowedOpsSchema = z.strictObject({
  read: z.boolean(),
  write: z.boolean(),
  update: z.boolean(),
});
export type AllowedOps = z.infer<typeof allowedOpsSchema>;

export const permissionSchema = z.strictObject({
  entity: resourceSchema,
  allowedOps: allowedOpsSchema,
});
export type Permission = z.infer<typeof permissionSchema>;

export const roleSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  number: z.number().int(),
  permissions: z.array(permissionSchema),
});
export type Role = z.infer<typeof roleSchema>;

export const NO_ACCESS: AllowedOps = { read: false, write: false, update: false };

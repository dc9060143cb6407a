import { z } from 'zod';
import { OPERATIONS, permissionSchema, resourceSchema, roleSchema } from './permissions';
import { templated } from './message-template';

/** `GET v1/roles`: every role with how many memberships hold it. */
export const roleSummarySchema = roleSchema.extend({ holders: z.number().int().min(0) });
export type RoleSummary = z.infer<typeof roleSummarySchema>;

/** Body of `POST v1/roles` and `PUT v1/roles/{id}`; one entry per resource at most. */
export const roleBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(80),
    number: z.number().int().min(0).max(99),
    permissions: z.array(permissionSchema).max(64),
  })
  .refine(
    (role) => new Set(role.permissions.map((p) => p.entity)).size === role.permissions.length,
    { message: 'Each resource may appear once.', path: ['permissions'] },
  );
export type RoleBody = z.infer<typeof roleBodySchema>;

/**
 * `PUT v1/users/updateUserRole`: gives a member of the caller's active organisation another
 * role. The user is named by id or by e-mail (the roles screen assigns by e-mail).
 */
export const updateUserRoleBodySchema = z
  .strictObject({
    roleId: z.uuid(),
    userId: z.uuid().optional(),
    email: z.email().optional(),
  })
  .refine((body) => (body.userId ? 1 : 0) + (body.email ? 1 : 0) === 1, {
    message: 'Name the user by id or by e-mail.',
    path: ['userId'],
  });

/** `GET, PUT, DELETE v1/roles/{id}`. */
export const roleParamsSchema = z.object({ id: z.uuid() });

/** `PUT v1/users/addAdminToHadGroup/{id}` (`id` a user id): membership of HAD with a role. */
export const addAdminToHadBodySchema = z.strictObject({ roleId: z.uuid() });
export const addAdminToHadParamsSchema = z.object({ id: z.uuid() });

export const ROLE_MESSAGES = {
  created: 'Role Created Successfully',
  updated: 'Role Updated Successfully',
  deleted: 'Role Deleted Successfully',
  userAssigned: 'User Assigned Successfully',
  nameTaken: 'A role with this name already exists.',
  /** Nobody may hand out (or take away) rights beyond their own: no escalation by role. */
  beyondOwnRights: 'You can only grant or change rights that you hold yourself.',
  unknownRole: 'No such role.',
  /** 409: the role of people waiting for access (Guest): sign-up and removals give it by name. */
  builtIn: 'This role is built in: its rights can change, but it cannot be renamed or deleted.',
  notHad: 'Only the HAD organisation can add members to HAD.',
  heldBy: templated(
    {
      one: 'This role is held by {count} member; give them another role first.',
      other: 'This role is held by {count} members; give them another role first.',
    },
    (count: number) => ({ form: count === 1 ? 'one' : 'other', count }),
  ),
} as const;

/** `GET v1/roles/who-can?resource=&op=` (ours): the explanation of a missing right. */
export const whoCanQuerySchema = z.object({
  resource: resourceSchema,
  op: z.enum(OPERATIONS),
});
export type WhoCanQuery = z.infer<typeof whoCanQuerySchema>;

export const whoCanSchema = z.object({
  /** The roles held in the active organisation that have the right, by name. */
  roles: z.array(z.string()),
  /** Members of the active organisation who may change a member's role (update Users). */
  askers: z.array(z.string()),
});
export type WhoCan = z.infer<typeof whoCanSchema>;

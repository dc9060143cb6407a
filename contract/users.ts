import { z } from 'zod';
import { permissionSchema } from './permissions';
import { sessionUserSchema } from './auth';
import { membershipContractSchema } from './organizations';

/** One membership as the spec's userOrgs entry. */
export const userOrgSchema = z.object({
  isActive: z.boolean(),
  group: z.object({
    id: z.string(),
    name: z.string(),
    company_location: z.string(),
    logoImageName: z.string().nullable(),
    /** Its contract and what that means today (the console turns a paused one read-only). */
    contract: membershipContractSchema,
  }),
  role: z.object({
    id: z.string(),
    name: z.string(),
    number: z.number().int(),
    permissions: z.array(permissionSchema),
  }),
});
export type UserOrg = z.infer<typeof userOrgSchema>;

export const adminGroupsResponseSchema = z.array(userOrgSchema);

/** `GET v1/users/me`: the signed-in user (used by the dashboard greeting). */
export const meResponseSchema = sessionUserSchema;

/** `PUT v1/users/admin/switchActiveGroup/{id}`: `id` is the organisation to make active. */
export const switchActiveGroupParamsSchema = z.object({ id: z.uuid() });

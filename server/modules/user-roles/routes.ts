import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HAD_ORG_NAME } from '../../../contract/constants';
import type { Permission } from '../../../contract/permissions';
import {
  addAdminToHadBodySchema,
  addAdminToHadParamsSchema,
  ROLE_MESSAGES,
  updateUserRoleBodySchema,
} from '../../../contract/roles';
import { userOrgSchema, type UserOrg } from '../../../contract/users';
import { envelope } from '../../../contract/wire';
import type { Db } from '../../db/client';
import { needs, requireAuth } from '../../platform/access';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { presentPermissions } from '../../platform/permissions';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { presentUserOrg } from '../memberships/public';
import { isoDay } from '../../platform/contract-standing';
import { listMemberships } from '../memberships/public';
import { recordActivity } from '../people/public';
import { grantsWithin } from '../roles/public';
import { findRole } from '../roles/public';
import { findMembership, setMembershipRole, upsertMembership, userExists } from './store';

/** The role named in a body; an unknown one is a field error, not a missing record. */
async function roleToGrant(tx: Db, roleId: string, callerPermissions: Permission[]) {
  const role = await findRole(tx, roleId);
  if (!role) throw badRequest(undefined, { roleId: ROLE_MESSAGES.unknownRole });
  if (!grantsWithin(presentPermissions(role.permissions), callerPermissions)) {
    throw forbidden(ROLE_MESSAGES.beyondOwnRights);
  }
  return role;
}

/** Nobody may change the role of someone who holds rights they do not hold themselves. */
async function assertMayReplace(tx: Db, currentRoleId: string, callerPermissions: Permission[]) {
  const current = await findRole(tx, currentRoleId);
  if (current && !grantsWithin(presentPermissions(current.permissions), callerPermissions)) {
    throw forbidden(ROLE_MESSAGES.beyondOwnRights);
  }
}

async function presentMembership(tx: Db, userId: string, organizationId: string, today: string) {
  const row = (await listMemberships(tx, userId)).find((m) => m.organization.id === organizationId);
  if (!row) throw notFound();
  return presentUserOrg(row, today);
}

/** Giving members of an organisation a role (memberships; the roles themselves are in roles/). */
export async function userRoleRoutes(instance: FastifyInstance, { db, clock }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const membership = { 200: envelope(userOrgSchema) };

  // Scoped to the caller's active organisation: a user who is not a member of it is 404,
  // whether or not they belong to another organisation.
  app.put(
    '/v1/users/updateUserRole',
    {
      config: needs('Users', 'update'),
      schema: { body: updateUserRoleBodySchema, response: membership },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { body } = request;
      if (!auth.organizationId) throw forbidden();
      const organizationId = auth.organizationId;
      const ref = body.userId ? { userId: body.userId } : { email: body.email ?? '' };
      const data: UserOrg = await withTenant(db, scopeOf(auth), async (tx) => {
        const membership = await findMembership(tx, organizationId, ref);
        if (!membership) throw notFound();
        await assertMayReplace(tx, membership.roleId, auth.role.permissions);
        const role = await roleToGrant(tx, body.roleId, auth.role.permissions);
        await setMembershipRole(tx, membership.id, body.roleId);
        if (membership.roleId !== role.id) {
          await recordActivity(tx, {
            userId: membership.userId,
            organizationId,
            kind: 'roleChanged',
            actorId: auth.userId,
            details: { roleName: role.name },
          });
        }
        return presentMembership(tx, membership.userId, organizationId, isoDay(clock()));
      });
      return { data, message: ROLE_MESSAGES.updated };
    },
  );

  // Only a caller whose active organisation is HAD may add people to HAD.
  app.put(
    '/v1/users/addAdminToHadGroup/:id',
    {
      config: needs('Users', 'write'),
      // A path that is not a user id is bad input (400), not an unknown record.
      schema: {
        params: addAdminToHadParamsSchema,
        body: addAdminToHadBodySchema,
        response: membership,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const hadId = auth.organizationName === HAD_ORG_NAME ? auth.organizationId : null;
      if (!hadId) throw forbidden(ROLE_MESSAGES.notHad);
      const { id } = request.params;
      const { body } = request;
      // A HAD-only action on a user of any organisation: platform-wide reading (whether the
      // user is active elsewhere); writes stay scoped to HAD.
      const scope = { ...scopeOf(auth), platform: true };
      const data: UserOrg = await withTenant(db, scope, async (tx) => {
        if (!(await userExists(tx, id))) throw notFound();
        const existing = await findMembership(tx, hadId, { userId: id });
        if (existing) await assertMayReplace(tx, existing.roleId, auth.role.permissions);
        await roleToGrant(tx, body.roleId, auth.role.permissions);
        await upsertMembership(tx, { userId: id, organizationId: hadId, roleId: body.roleId });
        return presentMembership(tx, id, hadId, isoDay(clock()));
      });
      return { data, message: ROLE_MESSAGES.userAssigned };
    },
  );
}

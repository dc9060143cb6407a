import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invitationRoleSchema,
  invitationTargetSchema,
  type InvitationRole,
} from '../../../contract/invitations';
import { envelope } from '../../../contract/wire';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { listGrantableRoles, type GrantableRole } from './lookups';
import { accessOf, invitationCallerOf } from './scope';

const presentRole = (role: GrantableRole): InvitationRole => ({
  id: role.id,
  name: role.name,
  number: role.number,
  group: role.takesTeacherSeat ? 'teachers' : 'staff',
});

/**
 * `GET v1/admin-invitations/roles`: what the invitation wizard offers, from the same rule the bulk
 * import checks rows by, so a manager picks a role rather than typing one the service refuses.
 * Inviting needs Users write; so does this list (and an active organisation, as every
 * invitation route).
 */
export async function invitationRoleRoutes(instance: FastifyInstance, { db }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/admin-invitations/roles',
    {
      config: accessOf('admin', 'write'),
      schema: {
        querystring: invitationTargetSchema,
        response: { 200: envelope(z.array(invitationRoleSchema)) },
      },
    },
    async (request) => {
      const caller = invitationCallerOf(request);
      const rows = await withTenant(db, caller.scope, (tx) =>
        listGrantableRoles(tx, caller.permissions),
      );
      return { data: rows.map(presentRole) };
    },
  );
}

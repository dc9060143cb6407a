import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../contract/messages';
import { adminGroupsResponseSchema, switchActiveGroupParamsSchema } from '../../../contract/users';
import { envelope } from '../../../contract/wire';
import { AUTHENTICATED, requireAuth } from '../../platform/access';
import { isoDay } from '../../platform/contract-standing';
import { forbidden } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { recordActivity } from '../people/public';
import { presentUserOrgs } from './present';
import { listMemberships, switchActiveMembership } from './store';

export async function membershipRoutes(instance: FastifyInstance, { db, clock }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const memberships = { 200: envelope(adminGroupsResponseSchema) };

  app.get(
    '/v1/users/admin-groups',
    { config: AUTHENTICATED, schema: { response: memberships } },
    async (request) => {
      const auth = requireAuth(request);
      const rows = await withTenant(db, scopeOf(auth), (tx) => listMemberships(tx, auth.userId));
      return { data: presentUserOrgs(rows, isoDay(clock())) };
    },
  );

  // A path that is not an organisation id is bad input (400), not an unknown record.
  app.put(
    '/v1/users/admin/switchActiveGroup/:id',
    {
      config: AUTHENTICATED,
      schema: { params: switchActiveGroupParamsSchema, response: memberships },
    },
    async (request) => {
      const { id } = request.params;
      const auth = requireAuth(request);
      const rows = await withTenant(db, scopeOf(auth), async (tx) => {
        if (!(await switchActiveMembership(tx, auth.userId, id))) return null;
        await recordActivity(tx, {
          userId: auth.userId,
          organizationId: id,
          kind: 'organizationSwitched',
        });
        return listMemberships(tx, auth.userId);
      });
      if (!rows) throw forbidden(MESSAGES.notMember);
      return { data: presentUserOrgs(rows, isoDay(clock())), message: MESSAGES.switched };
    },
  );
}

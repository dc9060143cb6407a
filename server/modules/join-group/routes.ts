import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, joinGroupBodySchema } from '../../../contract/accounts';
import { MESSAGES } from '../../../contract/messages';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { adminGroupsResponseSchema } from '../../../contract/users';
import { envelope } from '../../../contract/wire';
import { AUTHENTICATED, requireAuth } from '../../platform/access';
import { isoDay } from '../../platform/contract-standing';
import { badRequest, conflict, forbidden } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { presentUserOrgs } from '../memberships/public';
import { listMemberships } from '../memberships/public';
import { recordActivity } from '../people/public';
import { useJoinCode } from './store';

export async function joinGroupRoutes(instance: FastifyInstance, { db, clock }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // A path that is not a user id is bad input (400), not an unknown record.
  const schema = {
    params: z.object({ id: z.uuid() }),
    body: joinGroupBodySchema,
    response: { 200: envelope(adminGroupsResponseSchema) },
  };
  app.put('/v1/users/admin/joinGroup/:id', { config: AUTHENTICATED, schema }, async (request) => {
    const auth = requireAuth(request);
    const { id } = request.params;
    // Only for oneself: the id in the path is the signed-in user's.
    if (id !== auth.userId) throw forbidden();
    const { code } = request.body;
    const today = isoDay(clock());
    const { outcome, rows } = await withTenant(db, scopeOf(auth), async (tx) => {
      const result = await useJoinCode(tx, auth.userId, code, today);
      const rows = result === 'joined' ? await listMemberships(tx, auth.userId) : [];
      const joined = rows.find((row) => row.isActive);
      if (joined) {
        await recordActivity(tx, {
          userId: auth.userId,
          organizationId: joined.organization.id,
          kind: 'organizationJoined',
          details: { roleName: joined.role.name },
        });
      }
      return { outcome: result, rows };
    });
    if (outcome === 'unknown') throw badRequest(MESSAGES.invalidCode);
    if (outcome === 'used') throw conflict(MESSAGES.codeUsed);
    if (typeof outcome === 'object') {
      throw conflict(ORGANIZATION_MESSAGES.seatLimit(outcome.seats, outcome.max));
    }
    return { data: presentUserOrgs(rows, today), message: ACCOUNT_MESSAGES.joined };
  });
}

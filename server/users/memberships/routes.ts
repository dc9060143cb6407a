import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../contract/messages';
import { switchActiveGroupParamsSchema } from '../../../contract/users';
import { AUTHENTICATED, requireAuth } from '../../platform/access';
import { isoDay } from '../../platform/contract-standing';
import { forbidden } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { parseInput } from '../../platform/validation';
import { recordActivity } from '../people/record-activity';
import { presentUserOrgs } from './present';
import { listMemberships, switchActiveMembership } from './store';

export async function membershipRoutes(app: FastifyInstance, { db, clock }: ServiceDeps) {
  app.get('/v1/users/admin-groups', { config: AUTHENTICATED }, async (request) => {
    const auth = requireAuth(request);
    const rows = await withTenant(db, scopeOf(auth), (tx) => listMemberships(tx, auth.userId));
    return { data: presentUserOrgs(rows, isoDay(clock())) };
  });

  app.put('/v1/users/admin/switchActiveGroup/:id', { config: AUTHENTICATED }, async (request) => {
    const { id } = parseInput(switchActiveGroupParamsSchema, request.params);
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
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, joinGroupBodySchema } from '../../../contract/accounts';
import { MESSAGES } from '../../../contract/messages';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { AUTHENTICATED, requireAuth } from '../../platform/access';
import { isoDay } from '../../platform/contract-standing';
import { badRequest, conflict, forbidden } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { parseInput } from '../../platform/validation';
import { presentUserOrgs } from '../memberships/present';
import { listMemberships } from '../memberships/store';
import { recordActivity } from '../people/record-activity';
import { useJoinCode } from './store';

const paramsSchema = z.object({ id: z.uuid() });

export async function joinGroupRoutes(app: FastifyInstance, { db, clock }: ServiceDeps) {
  app.put('/v1/users/admin/joinGroup/:id', { config: AUTHENTICATED }, async (request) => {
    const auth = requireAuth(request);
    const { id } = parseInput(paramsSchema, request.params);
    // Only for oneself: the id in the path is the signed-in user's.
    if (id !== auth.userId) throw forbidden();
    const { code } = parseInput(joinGroupBodySchema, request.body);
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

import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../contract/messages';
import { switchActiveGroupParamsSchema } from '../../../contract/users';
import { AUTHENTICATED, requireAuth } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { parseInput } from '../../platform/validation';
import { presentUserOrg } from './present';
import { listMemberships, switchActiveMembership } from './store';

export async function membershipRoutes(app: FastifyInstance, { db }: ServiceDeps) {
  app.get('/v1/users/admin-groups', { config: AUTHENTICATED }, async (request) => {
    const rows = await listMemberships(db, requireAuth(request).userId);
    return { data: rows.map(presentUserOrg) };
  });

  app.put('/v1/users/admin/switchActiveGroup/:id', { config: AUTHENTICATED }, async (request) => {
    const { id } = parseInput(switchActiveGroupParamsSchema, request.params);
    const { userId } = requireAuth(request);
    if (!(await switchActiveMembership(db, userId, id))) throw forbidden(MESSAGES.notMember);
    const rows = await listMemberships(db, userId);
    return { data: rows.map(presentUserOrg), message: MESSAGES.switched };
  });
}

import type { FastifyInstance } from 'fastify';
import { AUTHENTICATED, requireAuth } from '../../platform/access';
import { unauthorized } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { presentUser } from './present';
import { findUserById } from './store';

export async function profileRoutes(app: FastifyInstance, { db }: ServiceDeps) {
  app.get('/v1/users/me', { config: AUTHENTICATED }, async (request) => {
    const user = await findUserById(db, requireAuth(request).userId);
    if (!user) throw unauthorized();
    return { data: presentUser(user) };
  });
}

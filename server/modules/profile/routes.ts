import type { FastifyInstance } from 'fastify';
import { meResponseSchema } from '../../../contract/users';
import { envelope } from '../../../contract/wire';
import { AUTHENTICATED, requireAuth } from '../../platform/access';
import { unauthorized } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { presentUser } from './present';
import { findUserById } from './store';

export async function profileRoutes(app: FastifyInstance, { db }: ServiceDeps) {
  const schema = { response: { 200: envelope(meResponseSchema) } };
  app.get('/v1/users/me', { config: AUTHENTICATED, schema }, async (request) => {
    const auth = requireAuth(request);
    const user = await withTenant(db, scopeOf(auth), (tx) => findUserById(tx, auth.userId));
    if (!user) throw unauthorized();
    return { data: presentUser(user) };
  });
}

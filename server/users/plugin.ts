import type { FastifyInstance } from 'fastify';
import { registerHealthRoute } from '../platform/health';
import { serviceDeps, type ServiceDeps } from '../platform/service-deps';
import { authRoutes } from './auth/routes';
import { fileRoutes } from './files/routes';
import { generalRoutes } from './general/routes';
import { membershipRoutes } from './memberships/routes';
import { profileRoutes } from './profile/routes';

/** The users service, mounted at SERVICE_PREFIX.users. */
export async function usersService(app: FastifyInstance, options: ServiceDeps) {
  const deps = serviceDeps(options);
  registerHealthRoute(app, 'users');
  await app.register(authRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(membershipRoutes, deps);
  await app.register(fileRoutes, deps);
  await app.register(generalRoutes, deps);
}

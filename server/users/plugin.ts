import type { FastifyInstance } from 'fastify';
import { registerHealthRoute } from '../platform/health';
import { registerRequestContext } from '../platform/request-context';
import { serviceDeps, type ServiceDeps } from '../platform/service-deps';
import { accountRoutes } from './accounts/routes';
import { auditRoutes } from './audit/routes';
import { authRoutes } from './auth/routes';
import { classRoutes } from './classes/routes';
import { fileRoutes } from './files/routes';
import { generalRoutes } from './general/routes';
import { invitationRoutes } from './invitations/routes';
import { joinGroupRoutes } from './join-group/routes';
import { membershipRoutes } from './memberships/routes';
import { overviewRoutes } from './organizations/overview-routes';
import { organizationRoutes } from './organizations/routes';
import { peopleRoutes } from './people/routes';
import { profileRoutes } from './profile/routes';
import { roleRoutes } from './roles/routes';
import { studentRoutes } from './students/routes';
import { teacherRoutes } from './teachers/routes';
import { translateRoutes } from './translate/routes';
import { uploadRoutes } from './uploads/routes';
import { userRoleRoutes } from './user-roles/routes';

/** The users service, mounted at SERVICE_PREFIX.users. */
export async function usersService(app: FastifyInstance, options: ServiceDeps) {
  const deps = serviceDeps(options);
  registerHealthRoute(app, 'users');
  registerRequestContext(app);
  await app.register(authRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(joinGroupRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(membershipRoutes, deps);
  await app.register(roleRoutes, deps);
  await app.register(userRoleRoutes, deps);
  await app.register(organizationRoutes, deps);
  await app.register(overviewRoutes, deps);
  await app.register(classRoutes, deps);
  await app.register(studentRoutes, deps);
  await app.register(teacherRoutes, deps);
  await app.register(peopleRoutes, deps);
  await app.register(fileRoutes, deps);
  await app.register(generalRoutes, deps);
  await app.register(translateRoutes, deps);
  await app.register(uploadRoutes, deps);
  await app.register(invitationRoutes, deps);
  await app.register(auditRoutes, deps);
}

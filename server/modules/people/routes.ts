import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../../platform/service-deps';
import { peopleListRoutes } from './list-routes';
import { peopleReportRoutes } from './report-routes';
import { peopleUpdateRoutes } from './update-routes';

/** People (/users/users, /users/guests, /students): lists, report, edits, activity. */
export async function peopleRoutes(app: FastifyInstance, deps: ServiceDeps) {
  await app.register(peopleListRoutes, deps);
  await app.register(peopleReportRoutes, deps);
  await app.register(peopleUpdateRoutes, deps);
}

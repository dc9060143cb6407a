import type { FastifyInstance } from 'fastify';
import { registerHealthRoute } from '../platform/health';
import { registerRequestContext } from '../platform/request-context';
import { serviceDeps, type ServiceDeps } from '../platform/service-deps';
import { attemptRoutes } from './assessment/attempt-routes';
import { classRoutes } from './assessment/class-routes';
import { examRoutes } from './assessment/exam-routes';
import { givenRoutes } from './assessment/given-routes';
import { statisticsRoutes } from './assessment/statistics-routes';
import { elementRoutes } from './curriculum/element-routes';
import { itemRoutes } from './curriculum/items-routes';
import { levelRoutes } from './curriculum/levels-routes';
import { orderRoutes } from './curriculum/order-routes';
import { transferRoutes } from './curriculum/transfer-routes';
import { workflowRoutes } from './curriculum/workflow-routes';
import { liveClassBulkRoutes } from './live-classes/bulk/routes';
import { liveClassRoutes } from './live-classes/routes';
import { meetingRoutes } from './live-classes/meetings/routes';
import { organizationPackageRoutes } from './packages/organization-routes';
import { planRoutes } from './packages/routes';
import { planTranslationRoutes } from './packages/translation-routes';
import { reportRoutes } from './reports/routes';

/** The levels (curriculum) service, mounted at SERVICE_PREFIX.levels. */
export async function levelsService(app: FastifyInstance, options: ServiceDeps) {
  const deps = serviceDeps(options);
  registerHealthRoute(app, 'levels');
  registerRequestContext(app);
  await app.register(levelRoutes, deps);
  await app.register(itemRoutes, deps);
  await app.register(elementRoutes, deps);
  await app.register(workflowRoutes, deps);
  await app.register(orderRoutes, deps);
  await app.register(transferRoutes, deps);
  await app.register(liveClassBulkRoutes, deps);
  await app.register(liveClassRoutes, deps);
  await app.register(meetingRoutes, deps);
  await app.register(reportRoutes, deps);
  await app.register(attemptRoutes, deps);
  await app.register(examRoutes, deps);
  await app.register(classRoutes, deps);
  await app.register(statisticsRoutes, deps);
  await app.register(givenRoutes, deps);
  await app.register(planRoutes, deps);
  await app.register(organizationPackageRoutes, deps);
  await app.register(planTranslationRoutes, deps);
}

import type { FastifyInstance } from 'fastify';
import { registerHealthRoute } from '../platform/health';
import { registerRequestContext } from '../platform/request-context';
import { serviceDeps, type ServiceDeps } from '../platform/service-deps';
import { attemptRoutes } from '../modules/assessment/attempt-routes';
import { classRoutes } from '../modules/assessment/class-routes';
import { examRoutes } from '../modules/assessment/exam-routes';
import { assignmentRoutes } from '../modules/assessment/assignment-routes';
import { statisticsRoutes } from '../modules/assessment/statistics-routes';
import { elementRoutes } from '../modules/curriculum/element-routes';
import { itemRoutes } from '../modules/curriculum/items-routes';
import { topicRoutes } from '../modules/curriculum/topics-routes';
import { orderRoutes } from '../modules/curriculum/order-routes';
import { transferRoutes } from '../modules/curriculum/transfer-routes';
import { workflowRoutes } from '../modules/curriculum/workflow-routes';
import { liveClassBulkRoutes } from '../modules/live-classes/bulk/routes';
import { liveClassImportRoutes } from '../modules/live-classes/bulk/imports-routes';
import { liveClassRoutes } from '../modules/live-classes/routes';
import { meetingRoutes } from '../modules/live-classes/meetings/routes';
import { organizationPackageRoutes } from '../modules/plans/organization-routes';
import { planRoutes } from '../modules/plans/routes';
import { planTranslationRoutes } from '../modules/plans/translation-routes';
import { reportRoutes } from '../modules/reports/routes';

/** The levels (curriculum) service, mounted at SERVICE_PREFIX.levels. */
export async function levelsService(app: FastifyInstance, options: ServiceDeps) {
  const deps = serviceDeps(options);
  registerHealthRoute(app, 'levels');
  registerRequestContext(app);
  await app.register(topicRoutes, deps);
  await app.register(itemRoutes, deps);
  await app.register(elementRoutes, deps);
  await app.register(workflowRoutes, deps);
  await app.register(orderRoutes, deps);
  await app.register(transferRoutes, deps);
  await app.register(liveClassBulkRoutes, deps);
  await app.register(liveClassImportRoutes, deps);
  await app.register(liveClassRoutes, deps);
  await app.register(meetingRoutes, deps);
  await app.register(reportRoutes, deps);
  await app.register(attemptRoutes, deps);
  await app.register(examRoutes, deps);
  await app.register(classRoutes, deps);
  await app.register(statisticsRoutes, deps);
  await app.register(assignmentRoutes, deps);
  await app.register(planRoutes, deps);
  await app.register(organizationPackageRoutes, deps);
  await app.register(planTranslationRoutes, deps);
}

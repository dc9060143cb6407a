import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../../platform/service-deps';
import { liveClassAttendanceRoutes } from './attendance-routes';
import { liveClassImageRoutes } from './image-routes';
import { liveClassReadRoutes } from './read-routes';
import { liveClassReviewRoutes } from './review-routes';
import { liveClassWorkflowRoutes } from './workflow-routes';
import { liveClassWriteRoutes } from './write-routes';

/**
 * Live classes of the caller's active organisation (docs/live-classes.md): reads,
 * writes and the workflow decided by machines/live-class.machine.ts, attendance, reviews and
 * the cover picture. The bulk upload and the meetings register their own routes.
 */
export async function liveClassRoutes(app: FastifyInstance, deps: ServiceDeps) {
  await app.register(liveClassReadRoutes, deps);
  await app.register(liveClassReviewRoutes, deps);
  await app.register(liveClassWriteRoutes, deps);
  await app.register(liveClassWorkflowRoutes, deps);
  await app.register(liveClassAttendanceRoutes, deps);
  await app.register(liveClassImageRoutes, deps);
}

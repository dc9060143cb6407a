import type { FastifyInstance } from 'fastify';
import { registerHealthRoute } from '../platform/health';
import type { ServiceDeps } from '../platform/service-deps';

/** The levels (curriculum) service, mounted at SERVICE_PREFIX.levels. Modules come later. */
export async function levelsService(app: FastifyInstance, _deps: ServiceDeps) {
  registerHealthRoute(app, 'levels');
}

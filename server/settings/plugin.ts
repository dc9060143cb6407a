import type { FastifyInstance } from 'fastify';
import { registerHealthRoute } from '../platform/health';
import type { ServiceDeps } from '../platform/service-deps';

/** The settings service, mounted at SERVICE_PREFIX.settings. Modules come later. */
export async function settingsService(app: FastifyInstance, _deps: ServiceDeps) {
  registerHealthRoute(app, 'settings');
}

import type { FastifyInstance } from 'fastify';
import { registerHealthRoute } from '../platform/health';
import { registerRequestContext } from '../platform/request-context';
import { serviceDeps, type ServiceDeps } from '../platform/service-deps';
import { appInfoRoutes } from '../modules/app-info/routes';
import { appLanguageRoutes } from '../modules/languages/routes';
import { meetingKeysRoutes } from '../modules/meeting-keys/routes';
import { rewardRoutes } from '../modules/rewards/routes';
import { soundRoutes } from '../modules/sounds/routes';
import { successRangeRoutes } from '../modules/success-ranges/routes';

/** The settings service, mounted at SERVICE_PREFIX.settings. */
export async function settingsService(app: FastifyInstance, options: ServiceDeps) {
  const deps = serviceDeps(options);
  registerHealthRoute(app, 'settings');
  registerRequestContext(app);
  await app.register(meetingKeysRoutes, deps);
  await app.register(successRangeRoutes, deps);
  await app.register(appInfoRoutes, deps);
  await app.register(rewardRoutes, deps);
  await app.register(appLanguageRoutes, deps);
  await app.register(soundRoutes, deps);
}

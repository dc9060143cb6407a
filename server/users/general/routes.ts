import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  appSettingsSchema,
  currentDateResponseSchema,
  type AppSettings,
} from '../../../contract/general';
import { envelope } from '../../../contract/wire';
import { AUTHENTICATED, requireAuth } from '../../platform/access';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { getSetting } from './store';

/** Used when the setting was never stored (the demo seed stores 30). */
const DEFAULT_TEST_LEVEL_DURATION_MIN = 30;
const durationSchema = z.number().int().min(1).catch(DEFAULT_TEST_LEVEL_DURATION_MIN);

export async function generalRoutes(app: FastifyInstance, { db }: ServiceDeps) {
  app.get(
    '/v1/general/current-date',
    { config: AUTHENTICATED, schema: { response: { 200: envelope(currentDateResponseSchema) } } },
    async () => ({ data: { currentDate: new Date().toISOString() } }),
  );

  const settings = { response: { 200: envelope(appSettingsSchema) } };
  app.get(
    '/v1/general/app-settings',
    { config: AUTHENTICATED, schema: settings },
    async (request) => {
      const stored = await withTenant(db, scopeOf(requireAuth(request)), (tx) =>
        getSetting(tx, 'testLevelDurationInMin'),
      );
      const data: AppSettings = { testLevelDurationInMin: durationSchema.parse(stored) };
      return { data };
    },
  );
}

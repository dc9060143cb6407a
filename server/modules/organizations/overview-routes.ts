import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PLATFORM_OVERVIEW_MESSAGES,
  platformOverviewSchema,
} from '../../../contract/platform-overview';
import { envelope } from '../../../contract/wire';
import { needs } from '../../platform/access';
import { isoDay } from '../../platform/contract-standing';
import { forbidden } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { platformOverview } from './overview';
import { callerOf, listScope } from './scope';

/**
 * `GET v1/organization/overview` (ours; r GroupsManager, active in HAD): the platform's
 * customer organisations by contract state and the contracts ending soon, for HAD's dashboard.
 * Anyone else is refused (403): a customer sees its own organisation's report instead.
 */
export async function overviewRoutes(instance: FastifyInstance, { db, clock }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/organization/overview',
    {
      config: needs('GroupsManager', 'read'),
      schema: { response: { 200: envelope(platformOverviewSchema) } },
    },
    async (request) => {
      const caller = callerOf(request);
      if (!caller.isHad) throw forbidden(PLATFORM_OVERVIEW_MESSAGES.hadOnly);
      const data = await withTenant(db, listScope(caller), (tx) =>
        platformOverview(tx, isoDay(clock())),
      );
      return { data };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HAD_ORG_NAME } from '../../../contract/constants';
import {
  anyRewardBodySchema,
  REWARD_BODY_SCHEMAS,
  REWARD_MESSAGES,
  rewardSchema,
  rewardTypeParamsSchema,
  type RewardBody,
} from '../../../contract/rewards';
import { envelope } from '../../../contract/wire';
import { needs, requireAuth } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { checkedByHandler, recordPath } from '../../platform/route-schemas';
import type { ServiceDeps } from '../../platform/service-deps';
import { scopeOf, withTenant } from '../../platform/tenant';
import { parseInput } from '../../platform/validation';
import { createRewardsCache, listenForRewardChanges, REWARDS_TOPIC } from './cache';
import { readReward, writeReward } from './store';

/** An unknown type names no reward: 404. */
const params = recordPath(rewardTypeParamsSchema);

/**
 * `GET` and `PUT v1/rewards/type/{type}`: what a learner earns, per type. Reads go through this
 * process's cache (cache.ts); a write drops the type here, then tells every other process
 * through the broadcast (Redis pub/sub) before it answers, so any process serves the new
 * reward right after. Without Redis, other processes serve it within the fallback TTL (5 s).
 */
export async function rewardRoutes(instance: FastifyInstance, { db, broadcast }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const cache = createRewardsCache();
  listenForRewardChanges(broadcast, cache);
  const answer = { 200: envelope(rewardSchema) };
  const path = '/v1/rewards/type/:type';

  app.get(
    path,
    { config: needs('Configurations', 'read'), schema: { params, response: answer } },
    async (request) => {
      const scope = scopeOf(requireAuth(request));
      const { type } = request.params;
      const data = await cache.read(type, () =>
        withTenant(db, scope, (tx) => readReward(tx, type)),
      );
      return { data };
    },
  );

  app.put(
    path,
    {
      config: needs('Configurations', 'update'),
      schema: { params, body: checkedByHandler(anyRewardBodySchema), response: answer },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (auth.organizationName !== HAD_ORG_NAME) throw forbidden(REWARD_MESSAGES.hadOnly);
      const { type } = request.params;
      const body: RewardBody = parseInput(REWARD_BODY_SCHEMAS[type], request.body);
      const data = await withTenant(db, scopeOf(auth), (tx) => writeReward(tx, type, body));
      // After the commit: a process that reads again now reads the new row.
      cache.forget(type);
      await broadcast.publish(REWARDS_TOPIC, type);
      return { data, message: REWARD_MESSAGES.updated };
    },
  );
}

import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import type { RateLimitConfig } from './config';
import { tooManyRequests } from './errors';

/** What a limited route counts by, besides the client address. */
export type AccountKey = (request: FastifyRequest) => string | undefined;

export interface Limiters {
  /**
   * A preHandler (after body parsing, before the handler) counting the request per client
   * address and per account; over either limit it answers 429 with Retry-After.
   */
  limit(name: string, accountKey: AccountKey): preHandlerAsyncHookHandler;
}

/** Secrets (temp tokens) and e-mails are keyed by a hash: Redis never holds them in clear. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A body field as an account key, lower-cased (e-mails). */
export const bodyField =
  (field: string): AccountKey =>
  (request) => {
    const body = request.body as Record<string, unknown> | undefined;
    const value = body?.[field];
    return typeof value === 'string' && value.length > 0 ? value.toLowerCase() : undefined;
  };

export async function registerRateLimits(
  app: FastifyInstance,
  config: RateLimitConfig,
): Promise<Limiters> {
  let redis: import('ioredis').Redis | undefined;
  if (config.redisUrl) {
    const { Redis } = await import('ioredis');
    redis = new Redis(config.redisUrl, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
    });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: config.prefix } : {}),
  });
  const timeWindow = config.windowSeconds * 1000;

  return {
    limit(name, accountKey) {
      const byAddress = app.createRateLimit({
        max: config.perAddress,
        timeWindow,
        keyGenerator: (request) => `${name}:ip:${request.ip}`,
      });
      const byAccount = app.createRateLimit({
        max: config.perAccount,
        timeWindow,
        keyGenerator: (request) => `${name}:account:${digest(accountKey(request) ?? '')}`,
      });
      return async (request) => {
        const results = [await byAddress(request)];
        if (accountKey(request) !== undefined) results.push(await byAccount(request));
        const exceeded = results.flatMap((result) =>
          !result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : [],
        );
        if (exceeded.length === 0) return;
        const seconds = Math.max(...exceeded);
        throw tooManyRequests(ACCOUNT_MESSAGES.tooManyRequests, seconds);
      };
    },
  };
}

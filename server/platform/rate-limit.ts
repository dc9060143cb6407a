import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import type { RateLimitConfig } from './config';
import { tooManyRequests } from './errors';
import type { SharedRedis } from './redis';
import { addressLimiter } from './address-limit';
import { sharedOrLocalStore } from './rate-limit-store';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle';

/** What a limited route counts by, besides the client address. */
export type AccountKey = (request: FastifyRequest) => string | undefined;

export interface Limiters {
  /**
   * A preHandler (after body parsing, before the handler) counting the request per client
   * address and per account; over either limit it answers 429 with Retry-After.
   */
  limit(name: string, accountKey: AccountKey): preHandlerAsyncHookHandler;
  /** Password guesses (sign-in): see sign-in-throttle.ts. */
  signIn(name: string, accountKey: AccountKey): SignInThrottle;
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

/**
 * With `redis` (REDIS_URL), the counters are shared by every API process, and counted in this
 * process while Redis is unreachable; without it, in this process only.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: RateLimitConfig,
  redis: SharedRedis | undefined,
): Promise<Limiters> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: sharedOrLocalStore(redis, config.prefix) } : {}),
  });
  const timeWindow = config.windowSeconds * 1000;

  return {
    signIn: (name, accountKey) => createSignInThrottle(app, config, name, accountKey, digest),
    limit(name, accountKey) {
      const byAddress = addressLimiter(app, config, name);
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

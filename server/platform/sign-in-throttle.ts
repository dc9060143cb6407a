import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import { addressLimiter } from './address-limit';
import type { RateLimitConfig } from './config';
import { tooManyRequests } from './errors';
import type { AccountKey } from './rate-limit';

/** The first wait once an account's wrong guesses pass the limit; each further one doubles it. */
const FIRST_DELAY_MS = 250;
const COUNT_ONLY = 1_000_000;

export interface SignInThrottle {
  /** preValidation: refuses (429) or holds the attempt, before its password is checked. */
  check: preHandlerAsyncHookHandler;
  /** Counts a wrong guess, once the attempt has failed. */
  missed(request: FastifyRequest): Promise<void>;
}

/** How long an attempt waits when its account has had `failures` wrong guesses in the window. */
export function delayFor(failures: number, limit: number, maxDelayMs: number): number {
  if (failures < limit) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(failures - limit, 16), maxDelayMs);
}

/**
 * Wrong passwords are counted so that an attacker cannot keep the owner out:
 * - per client address, every attempt, whatever the account (`perAddress`): one machine
 *   cannot try many accounts;
 * - per account and address, wrong guesses only (`perAccount`): over it that address is
 *   refused for that account (429) until the window ends; the owner's address is not;
 * - per account, wrong guesses from every address: over `perAccount`, each attempt on the
 *   account, right or wrong, waits before its password is checked, 250 ms doubling up to
 *   `maxDelayMs`. Many addresses guess slowly; the owner still gets in, a few seconds late.
 * A right password never counts, so a signed-in owner leaves nothing behind for others.
 */
export function createSignInThrottle(
  app: FastifyInstance,
  config: RateLimitConfig,
  name: string,
  accountKey: AccountKey,
  digest: (value: string) => string,
): SignInThrottle {
  const timeWindow = config.windowSeconds * 1000;
  const account = (request: FastifyRequest) => digest(accountKey(request) ?? '');
  const byAddress = addressLimiter(app, config, name);
  const byPair = app.createRateLimit({
    max: config.perAccount,
    timeWindow,
    keyGenerator: (request) => `${name}:pair:${account(request)}:${request.ip}`,
  });
  // Never refuses: its count only sets the wait (read back as max - remaining).
  const byAccount = app.createRateLimit({
    max: COUNT_ONLY,
    timeWindow,
    keyGenerator: (request) => `${name}:misses:${account(request)}`,
  });

  return {
    async check(request) {
      const address = await byAddress(request);
      if (!address.isAllowed && address.isExceeded) {
        throw tooManyRequests(ACCOUNT_MESSAGES.tooManyRequests, address.ttlInSeconds);
      }
      if (accountKey(request) === undefined) return;
      // Read, not counted: only a wrong guess counts (missed).
      const pair = await byPair(request, { increment: false });
      if (!pair.isAllowed && pair.remaining === 0) {
        throw tooManyRequests(ACCOUNT_MESSAGES.tooManyRequests, pair.ttlInSeconds);
      }
      const misses = await byAccount(request, { increment: false });
      const count = misses.isAllowed ? 0 : COUNT_ONLY - misses.remaining;
      const wait = delayFor(count, config.perAccount, config.maxDelayMs);
      if (wait > 0) await sleep(wait);
    },
    async missed(request) {
      if (accountKey(request) === undefined) return;
      await byPair(request);
      await byAccount(request);
    },
  };
}

import type { FastifyInstance } from 'fastify';
import type { RateLimitConfig } from './config';

/**
 * Every attempt of one client address at `name` (login, sign-up, codes), whatever the account:
 * `perAddress` a window. Shared by the plain limits and the sign-in throttle.
 */
export const addressLimiter = (app: FastifyInstance, config: RateLimitConfig, name: string) =>
  app.createRateLimit({
    max: config.perAddress,
    timeWindow: config.windowSeconds * 1000,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PUBLIC } from './access';
import { parseInput } from './validation';

const querySchema = z.object({ ms: z.coerce.number().int().min(0).max(10_000).default(1000) });

/**
 * Test-only: `GET /api/test/slow?ms=` answers after a delay, so the shutdown test has an
 * in-flight request. main.ts registers it only when TEST_SLOW_ROUTE=1.
 */
export function registerSlowRoute(app: FastifyInstance): void {
  app.get('/api/test/slow', { config: PUBLIC }, async (request) => {
    const { ms } = parseInput(querySchema, request.query);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { data: { waitedMs: ms } };
  });
}

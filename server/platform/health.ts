import type { FastifyInstance } from 'fastify';
import { healthResponseSchema, type HealthResponse } from '../../contract/health';
import type { ServiceName } from '../../contract/paths';
import { envelope } from '../../contract/wire';
import { PUBLIC } from './access';

/** `GET v1/health` (public), so each service can be probed when it runs alone. */
export function registerHealthRoute(app: FastifyInstance, service: ServiceName): void {
  const schema = { response: { 200: envelope(healthResponseSchema) } };
  app.get('/v1/health', { config: PUBLIC, schema }, async () => {
    const data: HealthResponse = { service, status: 'ok' };
    return { data };
  });
}

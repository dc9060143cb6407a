import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '../../contract/health';
import type { ServiceName } from '../../contract/paths';
import { PUBLIC } from './access';

/** `GET v1/health` (public), so each service can be probed when it runs alone. */
export function registerHealthRoute(app: FastifyInstance, service: ServiceName): void {
  app.get('/v1/health', { config: PUBLIC }, async () => {
    const data: HealthResponse = { service, status: 'ok' };
    return { data };
  });
}

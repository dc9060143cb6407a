import { z } from 'zod';

/** `GET v1/health` of each service (public): lets a load balancer check a service alone. */
export const healthResponseSchema = z.object({
  service: z.enum(['users', 'levels', 'settings']),
  status: z.literal('ok'),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

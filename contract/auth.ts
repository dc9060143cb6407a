import { z } from 'zod';

export const loginBodySchema = z.strictObject({
  email: z.email().max(254),
  password: z.string().min(1).max(256),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** JWT claims the services issue and check. */
export const TOKEN = {
  issuer: 'arabic-console',
  audience: 'arabic-console-api',
  accessType: 'access',
  tempType: 'temp',
  accessTtlSeconds: 60 * 60 * 8,
  tempTtlSeconds: 60 * 15,
} as const;

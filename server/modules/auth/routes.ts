import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../../contract/accounts';
import {
  loginBodySchema,
  loginResponseSchema,
  TOKEN,
  type LoginResponse,
} from '../../../contract/auth';
import { MESSAGES } from '../../../contract/messages';
import { envelope, ERROR_CODES } from '../../../contract/wire';
import { AUTHENTICATED, PUBLIC, requireAuth } from '../../platform/access';
import { HttpError, unauthorized } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { bodyField } from '../../platform/rate-limit';
import type { ServiceDeps } from '../../platform/service-deps';
import { NO_TENANT, scopeOf, withTenant } from '../../platform/tenant';
import { activeOrganizationOf, recordActivity } from '../people/public';
import { presentUser } from '../profile/public';
import { findUserByEmail } from '../profile/public';
import { createSession, revokeSession } from './store';

export async function authRoutes(instance: FastifyInstance, { db, tokens, limiters }: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const throttle = limiters.signIn('login', bodyField('email'));
  app.post(
    '/v1/auth/admin/login',
    {
      config: PUBLIC,
      // Counted before the body is checked, as every attempt is.
      preValidation: throttle.check,
      schema: { body: loginBodySchema, response: { 200: envelope(loginResponseSchema) } },
    },
    async (request) => {
      const { body } = request;
      const user = await withTenant(db, NO_TENANT, (tx) => findUserByEmail(tx, body.email));
      // Always run argon2 (against a dummy hash for an unknown e-mail): same answer, same cost.
      const valid = await verifyPassword(user?.passwordHash, body.password);
      if (!user || !valid) {
        await throttle.missed(request);
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      // Only after the password: a stranger learns nothing about the address from this answer.
      if (!user.emailVerifiedAt) {
        throw new HttpError(403, ERROR_CODES.emailNotVerified, ACCOUNT_MESSAGES.emailNotVerified);
      }

      const sessionId = randomUUID();
      const expiresAt = new Date(Date.now() + TOKEN.accessTtlSeconds * 1000);
      // The user's own scope: the sign-in is recorded in their active organisation.
      await withTenant(db, { organizationId: null, userId: user.id }, async (tx) => {
        await createSession(tx, { id: sessionId, userId: user.id, expiresAt });
        const organizationId = await activeOrganizationOf(tx, user.id);
        await recordActivity(tx, { userId: user.id, organizationId, kind: 'signIn' });
      });
      const accessToken = await tokens.signAccess({ userId: user.id, sessionId, expiresAt });
      const data: LoginResponse = { accessToken, user: presentUser(user) };
      return { data };
    },
  );

  app.post(
    '/v1/auth/logout',
    { config: AUTHENTICATED, schema: { response: { 200: envelope(z.null()) } } },
    async (request) => {
      const auth = requireAuth(request);
      await withTenant(db, scopeOf(auth), (tx) => revokeSession(tx, auth.sessionId));
      return { data: null };
    },
  );
}

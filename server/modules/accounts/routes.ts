import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  requestResetBodySchema,
  requestResetResponseSchema,
  requestVerificationBodySchema,
  requestVerificationResponseSchema,
  resendCodeBodySchema,
  resendCodeResponseSchema,
  resetPasswordBodySchema,
  signupBodySchema,
  signupResponseSchema,
  verifyTokenBodySchema,
  verifyTokenResponseSchema,
  type CodeChallenge,
} from '../../../contract/accounts';
import { TOKEN } from '../../../contract/auth';
import { envelope } from '../../../contract/wire';
import { AUTHENTICATED, PUBLIC, requireAuth } from '../../platform/access';
import { badRequest, forbidden } from '../../platform/errors';
import { hashPassword, isCommonPassword } from '../../platform/passwords';
import { bodyField } from '../../platform/rate-limit';
import type { ServiceDeps } from '../../platform/service-deps';
import type { TokenService } from '../../platform/tokens';
import { NO_TENANT, scopeOf, withTenant } from '../../platform/tenant';
import { enqueueMail } from '../../platform/mail/outbox';
import { createSession } from '../auth/public';
import { accountExistsMail } from './account-exists-mail';
import { findUserByEmail, findUserById } from '../profile/public';
import {
  consumeChallenge,
  createChallenge,
  presentChallenge,
  resendChallenge,
  type ChallengeRow,
} from './challenges';
import {
  insertSignedUpUser,
  isUniqueViolation,
  markEmailVerified,
  replacePassword,
  sessionPurpose,
} from './store';

async function assertPasswordAllowed(password: string, userInputs: string[]) {
  if (await isCommonPassword(password, userInputs)) {
    throw badRequest(ACCOUNT_MESSAGES.commonPassword, {
      password: ACCOUNT_MESSAGES.commonPassword,
    });
  }
}

/** The temp token names the challenge (`jti`) and the user (`sub`; random for unknown e-mails). */
async function tempTokenFor(tokens: TokenService, row: ChallengeRow): Promise<string> {
  return tokens.signTemp({
    userId: row.userId ?? randomUUID(),
    sessionId: row.id,
    expiresAt: new Date(row.createdAt.getTime() + TOKEN.tempTtlSeconds * 1000),
  });
}

async function readTempToken(tokens: TokenService, tempToken: string) {
  try {
    return await tokens.verify(tempToken, TOKEN.tempType);
  } catch {
    throw badRequest(ACCOUNT_MESSAGES.codeExpired);
  }
}

/** Sign-up, code verification and password recovery (issue 3). */
export async function accountRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, tokens, codes, limiters, publicUrl } = deps;
  const byEmail = bodyField('email');
  const byTempToken = bodyField('tempToken');

  app.post(
    '/v1/auth/admin/signup',
    {
      config: PUBLIC,
      preValidation: limiters.limit('signup', byEmail),
      schema: { body: signupBodySchema, response: { 200: envelope(signupResponseSchema) } },
    },
    async (request) => {
      const { body } = request;
      const email = body.email.toLowerCase();
      await assertPasswordAllowed(body.password, [email, body.firstName, body.lastName]);
      const language = body.language ?? 'en';
      /*
       * An e-mail that has an account gets the same answer as a new one (a challenge whose code
       * nobody receives), after the same work, so sign-up never tells who has an account; its
       * owner is told by e-mail instead.
       */
      const answerTaken = async () => {
        const challenge = await withTenant(db, NO_TENANT, async (tx) => {
          const owner = await findUserByEmail(tx, email);
          if (owner)
            await enqueueMail(tx, email, accountExistsMail(language, owner.firstName, publicUrl));
          return createChallenge(tx, codes, { purpose: 'signup', language, recipient: null });
        });
        return answer(challenge);
      };
      const answer = async (challenge: ChallengeRow) => ({
        data: { token: await tempTokenFor(tokens, challenge), ...presentChallenge(challenge) },
        message: ACCOUNT_MESSAGES.codeSent,
      });
      const taken = await withTenant(db, NO_TENANT, (tx) => findUserByEmail(tx, email));
      const passwordHash = await hashPassword(body.password);
      if (taken) return answerTaken();
      let challenge: ChallengeRow;
      try {
        // No tenant; insertSignedUpUser narrows the scope to DEFAULT for the membership.
        challenge = await withTenant(db, NO_TENANT, async (tx) => {
          const user = await insertSignedUpUser(tx, {
            email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
          });
          return createChallenge(tx, codes, {
            purpose: 'signup',
            language,
            recipient: { userId: user.id, email, firstName: user.firstName },
          });
        });
      } catch (error) {
        // Two sign-ups with one e-mail at once: the unique constraint decides.
        if (isUniqueViolation(error)) return answerTaken();
        throw error;
      }
      return answer(challenge);
    },
  );

  app.post(
    '/v1/auth/admin/request-reset-password',
    {
      config: PUBLIC,
      preValidation: limiters.limit('request-reset', byEmail),
      schema: {
        body: requestResetBodySchema,
        response: { 200: envelope(requestResetResponseSchema) },
      },
    },
    async (request) => {
      const { body } = request;
      // Same work and the same answer for an unknown e-mail: a challenge that cannot succeed.
      const challenge = await withTenant(db, NO_TENANT, async (tx) => {
        const user = await findUserByEmail(tx, body.email);
        return createChallenge(tx, codes, {
          purpose: 'reset',
          language: body.language ?? 'en',
          recipient: user
            ? { userId: user.id, email: user.email, firstName: user.firstName }
            : null,
        });
      });
      const tempToken = await tempTokenFor(tokens, challenge);
      return {
        data: { tempToken, ...presentChallenge(challenge) },
        message: ACCOUNT_MESSAGES.codeSent,
      };
    },
  );

  app.post(
    '/v1/auth/admin/request-verification',
    {
      config: PUBLIC,
      preValidation: limiters.limit('request-verification', byEmail),
      schema: {
        body: requestVerificationBodySchema,
        response: { 200: envelope(requestVerificationResponseSchema) },
      },
    },
    async (request) => {
      const { body } = request;
      // The reset request's answer for anyone: only an unverified account gets a live code.
      const challenge = await withTenant(db, NO_TENANT, async (tx) => {
        const user = await findUserByEmail(tx, body.email);
        const waiting = user && !user.emailVerifiedAt;
        return createChallenge(tx, codes, {
          purpose: 'signup',
          language: body.language ?? 'en',
          recipient: waiting
            ? { userId: user.id, email: user.email, firstName: user.firstName }
            : null,
        });
      });
      const tempToken = await tempTokenFor(tokens, challenge);
      return {
        data: { tempToken, ...presentChallenge(challenge) },
        message: ACCOUNT_MESSAGES.codeSent,
      };
    },
  );

  app.post(
    '/v1/auth/admin/resend-code',
    {
      config: PUBLIC,
      preValidation: limiters.limit('resend', byTempToken),
      schema: { body: resendCodeBodySchema, response: { 200: envelope(resendCodeResponseSchema) } },
    },
    async (request) => {
      const { body } = request;
      const claims = await readTempToken(tokens, body.tempToken);
      const challenge = await withTenant(db, NO_TENANT, async (tx) => {
        const user = await findUserById(tx, claims.userId);
        const recipient = user
          ? { userId: user.id, email: user.email, firstName: user.firstName }
          : null;
        return resendChallenge(tx, codes, claims.sessionId, recipient);
      });
      const data: CodeChallenge = presentChallenge(challenge);
      return { data, message: ACCOUNT_MESSAGES.codeSent };
    },
  );

  app.post(
    '/v1/auth/admin/verify-token',
    {
      config: PUBLIC,
      preValidation: limiters.limit('verify', byTempToken),
      schema: {
        body: verifyTokenBodySchema,
        response: { 200: envelope(verifyTokenResponseSchema) },
      },
    },
    async (request) => {
      const { body } = request;
      const claims = await readTempToken(tokens, body.tempToken);
      const challenge = await consumeChallenge(db, codes, claims.sessionId, body.code);
      if (challenge.userId !== claims.userId) throw badRequest(ACCOUNT_MESSAGES.codeExpired);
      const sessionId = randomUUID();
      const expiresAt = new Date(Date.now() + TOKEN.accessTtlSeconds * 1000);
      await withTenant(db, NO_TENANT, async (tx) => {
        // A code that reached the address proves it, whichever flow sent it.
        await markEmailVerified(tx, challenge.userId);
        await createSession(tx, {
          id: sessionId,
          userId: challenge.userId,
          expiresAt,
          purpose: challenge.purpose,
        });
      });
      const accessToken = await tokens.signAccess({
        userId: challenge.userId,
        sessionId,
        expiresAt,
      });
      return { data: { accessToken } };
    },
  );

  app.post(
    '/v1/auth/admin/reset-password',
    {
      config: AUTHENTICATED,
      schema: { body: resetPasswordBodySchema, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { body } = request;
      // Only a session opened by a reset code may set a password without the old one.
      const scope = scopeOf(auth);
      const { purpose, user } = await withTenant(db, scope, async (tx) => ({
        purpose: await sessionPurpose(tx, auth.sessionId),
        user: await findUserById(tx, auth.userId),
      }));
      if (purpose !== 'reset') throw forbidden();
      await assertPasswordAllowed(body.password, user ? [user.email, user.firstName] : []);
      const passwordHash = await hashPassword(body.password);
      await withTenant(db, scope, (tx) => replacePassword(tx, auth.userId, passwordHash));
      return { data: null, message: ACCOUNT_MESSAGES.passwordReset };
    },
  );
}

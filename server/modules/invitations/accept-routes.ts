import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '../../../contract/accounts';
import { TOKEN, type LoginResponse } from '../../../contract/auth';
import {
  INVITATION_MESSAGES,
  invitationCheckSchema,
  invitationLinkSchema,
  invitationRegisterBodySchema,
  invitationRegisterResponseSchema,
  splitLink,
  type InvitationCheck,
} from '../../../contract/invitations';
import { MESSAGES } from '../../../contract/messages';
import { USERS_PATHS } from '../../../contract/paths';
import { adminGroupsResponseSchema } from '../../../contract/users';
import { envelope } from '../../../contract/wire';
import { invitationStatusOf } from '../../../machines/invitation.machine';
import { users } from '../../db/schema/users';
import { AUTHENTICATED, PUBLIC, requireAuth } from '../../platform/access';
import { isoDay } from '../../platform/contract-standing';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { hashPassword, isCommonPassword } from '../../platform/passwords';
import { bodyField } from '../../platform/rate-limit';
import type { ServiceDeps } from '../../platform/service-deps';
import { actAs, NO_TENANT, scopeOf, withTenant } from '../../platform/tenant';
import { isUniqueViolation } from '../accounts/public';
import { createSession } from '../auth/public';
import { presentUserOrgs } from '../memberships/public';
import { listMemberships } from '../memberships/public';
import { presentUser } from '../profile/public';
import { findUserByEmail, findUserById } from '../profile/public';
import { acceptInvitation, assertAcceptable, findByLink, linkScope } from './accept-store';
import { invitationTokenHash } from './tokens';

/**
 * Accepting an e-mailed invitation (`/invitation?adminInvitationId=...&token=...`), for both
 * kinds: check-email says what the link is; register makes a new account from it and signs
 * it in; use lets a signed-in person with the invited e-mail join.
 */
export async function acceptRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, codes, tokens, limiters, clock } = deps;
  const byInvitation = bodyField('adminInvitationId');

  /** The invitation the link names (404 when the id and token do not go together). */
  const linked = async (link: { adminInvitationId: string; token?: string | undefined }) => {
    const parts = splitLink(link);
    if (!parts) throw badRequest(INVITATION_MESSAGES.linkIncomplete);
    const tokenHash = invitationTokenHash(codes, parts.token);
    const row = await withTenant(db, linkScope(tokenHash), (tx) => findByLink(tx, parts.id));
    if (!row) throw notFound();
    return { row, tokenHash };
  };

  app.post(
    `/${USERS_PATHS.invitationCheckEmail}`,
    {
      config: PUBLIC,
      // Counted before the body is checked: a refused body counts too.
      preValidation: limiters.limit('invitation-check', byInvitation),
      schema: { body: invitationLinkSchema, response: { 200: envelope(invitationCheckSchema) } },
    },
    async (request) => {
      const { row } = await linked(request.body);
      const account = await withTenant(db, NO_TENANT, (tx) => findUserByEmail(tx, row.email));
      const data: InvitationCheck = {
        kind: row.kind,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        organizationName: row.organizationName,
        roleName: row.roleName,
        status: invitationStatusOf(row.status, row.expiresAt, clock()),
        hasAccount: Boolean(account),
      };
      return { data };
    },
  );

  app.post(
    `/${USERS_PATHS.invitationRegister}`,
    {
      config: PUBLIC,
      preValidation: limiters.limit('invitation-register', byInvitation),
      schema: {
        body: invitationRegisterBodySchema,
        response: { 200: envelope(invitationRegisterResponseSchema) },
      },
    },
    async (request) => {
      const { body } = request;
      const { row, tokenHash } = await linked(body);
      assertAcceptable(row, clock());
      const taken = await withTenant(db, NO_TENANT, (tx) => findUserByEmail(tx, row.email));
      if (taken) throw conflict(INVITATION_MESSAGES.accountExists);
      // The names may wait: the invitation's are used when the body gives none.
      const firstName = body.firstName ?? row.firstName;
      const lastName = body.lastName ?? row.lastName;
      if (!firstName || !lastName) {
        const needed = INVITATION_MESSAGES.namesNeeded;
        throw badRequest(MESSAGES.badRequest, { firstName: needed, lastName: needed });
      }
      if (await isCommonPassword(body.password, [row.email, firstName, lastName])) {
        throw badRequest(ACCOUNT_MESSAGES.commonPassword, {
          password: ACCOUNT_MESSAGES.commonPassword,
        });
      }
      const passwordHash = await hashPassword(body.password);
      const sessionId = randomUUID();
      const expiresAt = new Date(Date.now() + TOKEN.accessTtlSeconds * 1000);
      const now = clock();
      let user;
      try {
        user = await withTenant(db, linkScope(tokenHash), async (tx) => {
          // The new person signs up and accepts: the audit trail names them as the actor.
          const id = randomUUID();
          await actAs(tx, id);
          // The invited address is verified: the link reached it.
          const [created] = await tx
            .insert(users)
            .values({
              id,
              email: row.email,
              passwordHash,
              firstName,
              lastName,
              emailVerifiedAt: now,
            })
            .returning();
          if (!created) throw new Error('user insert returned nothing');
          await acceptInvitation(tx, {
            id: row.id,
            tokenHash,
            userId: created.id,
            now,
          });
          await createSession(tx, { id: sessionId, userId: created.id, expiresAt });
          return created;
        });
      } catch (error) {
        // The same person registering twice at once: the users e-mail constraint decides.
        if (isUniqueViolation(error)) throw conflict(INVITATION_MESSAGES.accountExists);
        throw error;
      }
      const accessToken = await tokens.signAccess({ userId: user.id, sessionId, expiresAt });
      const data: LoginResponse = { accessToken, user: presentUser(user) };
      return { data, message: INVITATION_MESSAGES.accepted };
    },
  );

  app.post(
    `/${USERS_PATHS.invitationUse}`,
    {
      config: AUTHENTICATED,
      schema: {
        body: invitationLinkSchema,
        response: { 200: envelope(adminGroupsResponseSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { row, tokenHash } = await linked(request.body);
      const me = await withTenant(db, scopeOf(auth), (tx) => findUserById(tx, auth.userId));
      if (!me || me.email.toLowerCase() !== row.email.toLowerCase()) {
        throw forbidden(INVITATION_MESSAGES.notYours);
      }
      const now = clock();
      assertAcceptable(row, now);
      const rows = await withTenant(db, scopeOf(auth), async (tx) => {
        await acceptInvitation(tx, { id: row.id, tokenHash, userId: auth.userId, now });
        return listMemberships(tx, auth.userId);
      });
      return { data: presentUserOrgs(rows, isoDay(now)), message: INVITATION_MESSAGES.accepted };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_ORG_NAME } from '../../../contract/constants';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import {
  PEOPLE_MESSAGES,
  personSchema,
  updateAdminBodySchema,
  updateUsersInfoBodySchema,
  type Person,
} from '../../../contract/people';
import { idParamsSchema } from '../../../contract/ids';
import { envelope } from '../../../contract/wire';
import type { Db } from '../../db/client';
import { needs } from '../../platform/access';
import { enqueueMail } from '../../platform/mail/outbox';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { seatsFull } from '../join-group/public';
import { findOrganization } from '../organizations/public';
import { lockUser } from '../students/public';
import { findMembership } from '../user-roles/public';
import { accessGrantedMail } from './access-mail';
import { assignMembership } from './assign-store';
import { belongsElsewhere, changedFields, writeInfo } from './info-store';
import { findPerson, membershipsOf } from './people-store';
import { presentPerson } from './present';
import { recordActivity } from './record-activity';
import { assertWithinRights, grantableRole } from './rights';
import { hadCaller, peopleCaller } from './scope';

async function personOf(tx: Db, id: string): Promise<Person> {
  const person = await findPerson(tx, id);
  if (!person) throw notFound();
  return presentPerson(person, await membershipsOf(tx, [id]));
}

/** Editing a user's name and e-mail, and their role in an organisation (Users update). */
export async function peopleUpdateRoutes(
  instance: FastifyInstance,
  { db, publicUrl }: ServiceDeps,
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const update = needs('Users', 'update');
  const answer = { 200: envelope(personSchema) };

  /*
   * A member of the caller's organisation, or (HAD with Users read) any user. Nobody edits
   * someone holding rights they lack; outside HAD, an e-mail (the key to the account) only of
   * someone who belongs to no other organisation.
   */
  app.put(
    '/v1/users/updateUsersInfo/:id',
    {
      config: update,
      schema: { params: idParamsSchema, body: updateUsersInfoBodySchema, response: answer },
    },
    async (request) => {
      const caller = peopleCaller(request);
      const { id } = request.params;
      const { body } = request;
      const data = await withTenant(db, caller.scope, async (tx) => {
        await lockUser(tx, id);
        const person = await findPerson(tx, id);
        if (!person) throw notFound();
        if (caller.platformWide) {
          const all = await membershipsOf(tx, [id]);
          await assertWithinRights(
            tx,
            all.map((m) => m.role.id),
            caller.permissions,
          );
        } else {
          const membership = await findMembership(tx, caller.organizationId, { userId: id });
          if (!membership) throw notFound();
          await assertWithinRights(tx, [membership.roleId], caller.permissions);
          const newEmail = body.email !== undefined && body.email !== person.email;
          if (newEmail && (await belongsElsewhere(tx, id, caller.organizationId, caller.scope))) {
            throw forbidden(PEOPLE_MESSAGES.memberElsewhere);
          }
        }
        const fields = changedFields(person, body);
        if (fields.length > 0) {
          await writeInfo(tx, id, body);
          await recordActivity(tx, {
            userId: id,
            organizationId: caller.organizationId,
            kind: 'profileUpdated',
            actorId: caller.userId,
            details: { fields },
          });
        }
        return personOf(tx, id);
      });
      return { data, message: PEOPLE_MESSAGES.updated };
    },
  );

  /*
   * HAD only: the user's role in `organizationId`, assigning them to it when they are not a
   * member (a guest leaves Access Pending). Works inside that organisation's scope with
   * platform-wide reading (the user's other memberships); never beyond the caller's rights,
   * never past the contract's teacher or student seats.
   */
  app.put(
    '/v1/users/update-admin/:id',
    {
      config: update,
      schema: { params: idParamsSchema, body: updateAdminBodySchema, response: answer },
    },
    async (request) => {
      const caller = hadCaller(request);
      const { id } = request.params;
      const { body } = request;
      const scope = { organizationId: body.organizationId, userId: caller.userId, platform: true };
      const { data, outcome } = await withTenant(db, scope, async (tx) => {
        const organization = await findOrganization(tx, body.organizationId);
        if (!organization) {
          throw badRequest(undefined, { organizationId: PEOPLE_MESSAGES.unknownOrganization });
        }
        if (organization.name === DEFAULT_ORG_NAME) {
          throw badRequest(undefined, { organizationId: PEOPLE_MESSAGES.notDefault });
        }
        await lockUser(tx, id);
        const person = await findPerson(tx, id);
        if (!person) throw notFound();
        const role = await grantableRole(tx, body.roleId, caller.permissions);
        const current = await membershipsOf(tx, [id]);
        const existing = current.find((m) => m.organization.id === body.organizationId);
        if (existing) await assertWithinRights(tx, [existing.role.id], caller.permissions);
        const full = await seatsFull(tx, body.organizationId, body.roleId, id);
        if (full) throw conflict(ORGANIZATION_MESSAGES.seatLimit(full.seats, full.max));
        const outcome = await assignMembership(tx, {
          userId: id,
          organizationId: body.organizationId,
          roleId: body.roleId,
          current,
          scope,
        });
        // A sign-up waiting for access is told by e-mail, as the Access Pending dialog promises.
        if (outcome === 'assigned') {
          await enqueueMail(
            tx,
            person.email,
            accessGrantedMail({
              name: person.firstName,
              organizationName: organization.name,
              roleName: role.name,
              publicUrl,
            }),
          );
        }
        if (outcome !== 'unchanged') {
          await recordActivity(tx, {
            userId: id,
            organizationId: body.organizationId,
            kind: outcome,
            actorId: caller.userId,
            details: {
              roleName: role.name,
              ...(existing && { previousRoleName: existing.role.name }),
            },
          });
        }
        return { data: await personOf(tx, id), outcome };
      });
      const message =
        outcome === 'assigned' ? PEOPLE_MESSAGES.assigned : PEOPLE_MESSAGES.roleUpdated;
      return { data, message };
    },
  );
}

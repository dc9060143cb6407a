import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  INVITATION_KINDS,
  INVITATION_MESSAGES,
  invitationListQuerySchema,
  invitationPageSchema,
  invitationSchema,
  invitationTargetSchema,
  type InvitationAction,
  type InvitationKind,
} from '../../../contract/invitations';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { envelope } from '../../../contract/wire';
import { invitationStatusOf, nextInvitationStatus } from '../../../machines/invitation.machine';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { pageWindow, toPage } from '../../platform/paging';
import type { ServiceDeps } from '../../platform/service-deps';
import { withTenant } from '../../platform/tenant';
import { STUDENT_ROLE_NUMBERS, TEACHER_ROLE_NUMBERS } from '../../../contract/constants';
import { acceptRoutes } from './accept-routes';
import { invitationBulkRoutes } from './bulk-routes';
import { invitationImportRoutes } from './imports-routes';
import { invitingOrganization, seatsLeft } from './lookups';
import { invitationMail } from './mail';
import { presentInvitation, type InvitationRecord } from './present';
import { invitationRoleRoutes } from './role-routes';
import { accessOf, invitationCallerOf, type InvitationCaller } from './scope';
import { findInvitation, listInvitations, renewInvitation, setInvitationStatus } from './store';
import {
  invitationExpiry,
  invitationLink,
  invitationTokenHash,
  kindPath,
  newInvitationToken,
} from './tokens';

/** The seat an invitation's role holds, if any. */
const seatOf = (number: number): 'students' | 'teachers' | null =>
  (STUDENT_ROLE_NUMBERS as readonly number[]).includes(number)
    ? 'students'
    : (TEACHER_ROLE_NUMBERS as readonly number[]).includes(number)
      ? 'teachers'
      : null;

/** The locked invitation and what the machine says `action` leads to (409 when refused). */
async function decide(
  tx: Db,
  caller: InvitationCaller,
  kind: InvitationKind,
  id: string,
  action: InvitationAction,
  now: Date,
): Promise<InvitationRecord> {
  const row = await findInvitation(
    tx,
    { organizationId: caller.organizationId, kind, id },
    { lock: true },
  );
  if (!row) throw notFound();
  const status = invitationStatusOf(row.status, row.expiresAt, now);
  if (nextInvitationStatus(status, action) === null) {
    throw conflict(INVITATION_MESSAGES.transitionRefused(action, status));
  }
  return row;
}

/**
 * Invitations of the caller's active organisation: `v1/user-invitations` (students, the
 * Students resource) and `v1/admin-invitations` (staff and teachers, the Users resource).
 */
export async function invitationRoutes(instance: FastifyInstance, deps: ServiceDeps) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, clock, codes, publicUrl } = deps;
  const one = {
    params: idParamsSchema,
    querystring: invitationTargetSchema,
    response: { 200: envelope(invitationSchema) },
  };

  for (const kind of INVITATION_KINDS) {
    const path = kindPath(kind);

    app.get(
      path,
      {
        config: accessOf(kind, 'read'),
        schema: {
          querystring: invitationListQuerySchema,
          response: { 200: envelope(invitationPageSchema) },
        },
      },
      async (request) => {
        const caller = invitationCallerOf(request);
        const { query } = request;
        const now = clock();
        const { rows, total } = await withTenant(db, caller.scope, (tx) =>
          listInvitations(tx, {
            organizationId: caller.organizationId,
            kind,
            search: query.search || undefined,
            status: query.status,
            roleGroup: query.roleGroup,
            now,
            ...pageWindow(query.pageNumber, query.pageSize),
          }),
        );
        const result = rows.map((row) => presentInvitation(row, now));
        return { data: toPage(result, total, query.pageNumber, query.pageSize) };
      },
    );

    app.get(`${path}/:id`, { config: accessOf(kind, 'read'), schema: one }, async (request) => {
      const caller = invitationCallerOf(request);
      const { id } = request.params;
      const row = await withTenant(db, caller.scope, (tx) =>
        findInvitation(tx, { organizationId: caller.organizationId, kind, id }),
      );
      if (!row) throw notFound();
      return { data: presentInvitation(row, clock()) };
    });

    app.post(
      `${path}/:id/resend`,
      { config: accessOf(kind, 'update'), schema: one },
      async (request) => {
        const caller = invitationCallerOf(request);
        const { id } = request.params;
        const now = clock();
        const data = await withTenant(db, caller.scope, async (tx) => {
          const organization = await invitingOrganization(tx, caller, now);
          const row = await decide(tx, caller, kind, id, 'resend', now);
          // An expired invitation held no seat; sent again, it takes one.
          const seat = seatOf(row.role.number);
          if (invitationStatusOf(row.status, row.expiresAt, now) === 'expired' && seat) {
            if ((await seatsLeft(tx, organization, now))[seat] <= 0) {
              const max = seat === 'students' ? organization.maxStudents : organization.maxTeachers;
              throw conflict(ORGANIZATION_MESSAGES.seatLimit(seat, max));
            }
          }
          const token = newInvitationToken();
          const expiresAt = invitationExpiry(now);
          await renewInvitation(tx, id, {
            tokenHash: invitationTokenHash(codes, token),
            expiresAt,
            now,
          });
          await enqueueMail(
            tx,
            row.email,
            invitationMail({
              language: organization.language,
              organizationName: organization.name,
              roleName: row.role.name,
              link: invitationLink(publicUrl, id, token),
              expiresAt,
              name: [row.firstName, row.lastName].filter(Boolean).join(' '),
            }),
          );
          const renewed = await findInvitation(tx, { organizationId: organization.id, id });
          if (!renewed) throw notFound();
          return presentInvitation(renewed, now);
        });
        return { data, message: INVITATION_MESSAGES.resent };
      },
    );

    app.post(
      `${path}/:id/cancel`,
      { config: accessOf(kind, 'update'), schema: one },
      async (request) => {
        const caller = invitationCallerOf(request);
        const { id } = request.params;
        const now = clock();
        const data = await withTenant(db, caller.scope, async (tx) => {
          await decide(tx, caller, kind, id, 'cancel', now);
          await setInvitationStatus(tx, id, { status: 'canceled', now });
          const canceled = await findInvitation(tx, { organizationId: caller.organizationId, id });
          if (!canceled) throw notFound();
          return presentInvitation(canceled, now);
        });
        return { data, message: INVITATION_MESSAGES.canceled };
      },
    );
  }

  await app.register(invitationBulkRoutes, deps);
  await app.register(invitationImportRoutes, deps);
  await app.register(acceptRoutes, deps);
  await app.register(invitationRoleRoutes, deps);
}

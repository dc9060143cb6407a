import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { InvitationKind } from '../../../contract/invitations';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import type { Operation, Permission } from '../../../contract/permissions';
import { needs, requireAuth } from '../../platform/access';
import { forbidden, notFound } from '../../platform/errors';
import { scopeOf, type TenantScope } from '../../platform/tenant';

/** Students are invited under the Students resource, staff and teachers under Users. */
export const accessOf = (kind: InvitationKind, op: Operation) =>
  needs(kind === 'user' ? 'Students' : 'Users', op);

/** The caller of an invitation route: always their active organisation's invitations. */
export interface InvitationCaller {
  userId: string;
  organizationId: string;
  permissions: Permission[];
  scope: TenantScope;
}

export function invitationCallerOf(request: FastifyRequest): InvitationCaller {
  const auth = requireAuth(request);
  if (!auth.organizationId) throw forbidden(ORGANIZATION_MESSAGES.noActiveOrganization);
  return {
    userId: auth.userId,
    organizationId: auth.organizationId,
    permissions: auth.role.permissions,
    scope: scopeOf(auth),
  };
}

const idSchema = z.object({ id: z.uuid() });

/** The invitation id of the path; anything that is not a uuid names no invitation (404). */
export function invitationIdOf(params: unknown): string {
  const parsed = idSchema.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

import type { FastifyRequest } from 'fastify';
import type { InvitationKind } from '../../../contract/invitations';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import type { Operation, Permission } from '../../../contract/permissions';
import { needs, requireAuth } from '../../platform/access';
import { forbidden } from '../../platform/errors';
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

import type { FastifyRequest } from 'fastify';
import type { InvitationKind } from '../../../contract/invitations';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import type { Operation, Permission } from '../../../contract/permissions';
import { needs } from '../../platform/access';
import { forbidden, notFound } from '../../platform/errors';
import { can } from '../../platform/permissions';
import type { TenantScope } from '../../platform/tenant';
import { callerOf } from '../organizations/public';

/** Students are invited under the Students resource, staff and teachers under Users. */
export const accessOf = (kind: InvitationKind, op: Operation) =>
  needs(kind === 'user' ? 'Students' : 'Users', op);

/** The organisation whose invitations a route works on, and who works on them. */
export interface InvitationCaller {
  userId: string;
  organizationId: string;
  permissions: Permission[];
  scope: TenantScope;
  /** True when the caller names an organisation other than their active one (HAD only). */
  onBehalf: boolean;
}

/**
 * The caller's active organisation's invitations, or with `?organizationId=` another one's: a
 * caller active in HAD who manages organisations (GroupsManager write) sets up a customer's
 * staff from that organisation's page, whichever organisation is active. Anyone else naming
 * another organisation gets 404: it does not exist for them. The scope is the addressed
 * organisation's, so its invitations are read and written under the ordinary tenant policies.
 */
export function invitationCallerOf(request: FastifyRequest): InvitationCaller {
  const { auth, isHad } = callerOf(request);
  if (!auth.organizationId) throw forbidden(ORGANIZATION_MESSAGES.noActiveOrganization);
  const named = (request.query as { organizationId?: string } | undefined)?.organizationId;
  const organizationId = named ?? auth.organizationId;
  const onBehalf = organizationId !== auth.organizationId;
  if (onBehalf && !(isHad && can(auth.role.permissions, 'GroupsManager', 'write'))) {
    throw notFound();
  }
  return {
    userId: auth.userId,
    organizationId,
    permissions: auth.role.permissions,
    scope: { organizationId, userId: auth.userId },
    onBehalf,
  };
}

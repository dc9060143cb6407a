import type { FastifyRequest } from 'fastify';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { requireAuth } from '../../platform/access';
import { forbidden, notFound } from '../../platform/errors';
import { can } from '../../platform/permissions';
import { scopeOf, type TenantScope } from '../../platform/tenant';
import { callerOf } from '../organizations/public';

/** Whose students a list call reads, and with which database scope. */
export interface StudentListScope {
  scope: TenantScope;
  /** Only this organisation's students; null: every organisation's. */
  organizationId: string | null;
}

/**
 * A caller active in HAD with Students read lists every organisation's students (app.platform
 * on, read-only policies), or one organisation's with `organizationId`. Anyone else lists
 * their active organisation's; naming another organisation is 404 (it does not exist for
 * them), the same as the organisation routes.
 */
export function studentListScope(
  request: FastifyRequest,
  wanted: string | undefined,
): StudentListScope {
  const { auth, isHad } = callerOf(request);
  if (!auth.organizationId) throw forbidden(ORGANIZATION_MESSAGES.noActiveOrganization);
  if (isHad && can(auth.role.permissions, 'Students', 'read')) {
    return { scope: { ...scopeOf(auth), platform: true }, organizationId: wanted ?? null };
  }
  if (wanted && wanted !== auth.organizationId) throw notFound();
  return { scope: scopeOf(auth), organizationId: auth.organizationId };
}

/** The caller's active organisation and scope (403 without one). */
export function activeCallerOf(request: FastifyRequest) {
  const auth = requireAuth(request);
  if (!auth.organizationId) throw forbidden(ORGANIZATION_MESSAGES.noActiveOrganization);
  return { organizationId: auth.organizationId, userId: auth.userId, scope: scopeOf(auth) };
}

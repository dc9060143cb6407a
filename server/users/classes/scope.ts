import type { FastifyRequest } from 'fastify';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { requireAuth } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { can } from '../../platform/permissions';
import { scopeOf, type TenantScope } from '../../platform/tenant';

/**
 * The caller of a class route. Classes are always the caller's active organisation's: there is
 * no platform-wide view here, so even a HAD caller sees only HAD's classes.
 */
export interface ClassCaller {
  organizationId: string;
  scope: TenantScope;
  /**
   * Set when the caller reads as a class's teacher only (ClassRoomTeacher read without
   * ClassRoomManager read): they see the classes they teach and nothing else.
   */
  onlyTeacherId: string | null;
}

export function classCallerOf(request: FastifyRequest): ClassCaller {
  const auth = requireAuth(request);
  if (!auth.organizationId) throw forbidden(ORGANIZATION_MESSAGES.noActiveOrganization);
  const manager = can(auth.role.permissions, 'ClassRoomManager', 'read');
  return {
    organizationId: auth.organizationId,
    scope: scopeOf(auth),
    onlyTeacherId: manager ? null : auth.userId,
  };
}

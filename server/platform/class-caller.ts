import type { FastifyRequest } from 'fastify';
import { ORGANIZATION_MESSAGES } from '../../contract/organizations';
import { requireAuth } from './access';
import { forbidden } from './errors';
import { can } from './permissions';
import { scopeOf, type TenantScope } from './tenant';

/**
 * The caller of a class route, in every service (a class, its students, its work and progress).
 * Classes are always the caller's active organisation's: there is no platform-wide view, so even
 * a HAD caller sees only HAD's classes.
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

import type { FastifyRequest } from 'fastify';
import { ASSIGNMENT_MESSAGES, type AssignmentKind } from '../../../contract/assignments';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import type { Operation } from '../../../contract/permissions';
import { needsAnyOf, requireAuth } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { can } from '../../platform/permissions';
import { scopeOf, type TenantScope } from '../../platform/tenant';

/*
 * Who manages assignments and knowledge tests (docs/assessment.md). Assignments are class work:
 * ClassRoomManager or ClassRoomTeacher. Knowledge tests: KnowledgeTesting, or ClassRoomManager
 * (an organisation's manager gives work to its classes; SPEC section 2 shows the tests screen to
 * every organisation that is not HAD, whose managers hold no KnowledgeTesting in the demo).
 * A caller who holds only ClassRoomTeacher gives to, and reads the submissions of, the classes
 * they teach, and deletes nothing.
 */

/** The routes' declaration: any one of the grants lets the call in; the kind decides next. */
export const assignmentAccess = (op: Operation) =>
  needsAnyOf(
    { resource: 'KnowledgeTesting', op },
    { resource: 'ClassRoomManager', op },
    { resource: 'ClassRoomTeacher', op },
  );

export interface AssignmentCaller {
  userId: string;
  organizationId: string;
  scope: TenantScope;
}

export function assignmentCallerOf(request: FastifyRequest): AssignmentCaller {
  const auth = requireAuth(request);
  if (!auth.organizationId) throw forbidden(ORGANIZATION_MESSAGES.noActiveOrganization);
  return { userId: auth.userId, organizationId: auth.organizationId, scope: scopeOf(auth) };
}

/**
 * What the caller may do with work of `kind`: null when nothing, else the teacher to limit the
 * classes to (null for a manager of every class).
 */
export function reachOf(
  request: FastifyRequest,
  kind: AssignmentKind,
  op: Operation,
): { onlyTeacherId: string | null } | null {
  const auth = requireAuth(request);
  const has = (resource: Parameters<typeof can>[1]) => can(auth.role.permissions, resource, op);
  if (has('ClassRoomManager')) return { onlyTeacherId: null };
  if (kind === 'knowledge_test') return has('KnowledgeTesting') ? { onlyTeacherId: null } : null;
  return has('ClassRoomTeacher') ? { onlyTeacherId: auth.userId } : null;
}

/** As reachOf, 403 when nothing. */
export function requireReach(request: FastifyRequest, kind: AssignmentKind, op: Operation) {
  const reach = reachOf(request, kind, op);
  if (!reach) throw forbidden(ASSIGNMENT_MESSAGES.notAllowed);
  return reach;
}

import type { FastifyRequest } from 'fastify';
import { HAD_ORG_NAME } from '../../../contract/constants';
import { CURRICULUM_MESSAGES, type ContentKind } from '../../../contract/curriculum';
import { requireAuth } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { can } from '../../platform/permissions';
import { scopeOf, type TenantScope } from '../../platform/tenant';

/**
 * The caller of a curriculum route. The curriculum is HAD's: a HAD member with read access
 * sees all of it (unpublished and, when asked, archived); everyone else sees what is
 * published, and only HAD writes (w Levels for topics, units and activities; w Elements for
 * elements).
 */
export interface CurriculumCaller {
  userId: string;
  scope: TenantScope;
  isHad: boolean;
  /** Sees unpublished content too (HAD). */
  seesDrafts: boolean;
}

export function curriculumCallerOf(request: FastifyRequest): CurriculumCaller {
  const auth = requireAuth(request);
  const isHad = auth.organizationId !== null && auth.organizationName === HAD_ORG_NAME;
  return { userId: auth.userId, scope: scopeOf(auth), isHad, seesDrafts: isHad };
}

/** The resource that writes a kind. */
export const writeResourceOf = (kind: ContentKind) => (kind === 'element' ? 'Elements' : 'Levels');

/**
 * A writer of `kind`: HAD with a grant that changes it, write (create, delete) or update (change);
 * the route has already checked the one it needs.
 */
export function curriculumWriterOf(request: FastifyRequest, kind: ContentKind): CurriculumCaller {
  const caller = curriculumCallerOf(request);
  const auth = requireAuth(request);
  if (
    !caller.isHad ||
    !(['write', 'update'] as const).some((op) =>
      can(auth.role.permissions, writeResourceOf(kind), op),
    )
  ) {
    throw forbidden(CURRICULUM_MESSAGES.hadOnly);
  }
  return caller;
}

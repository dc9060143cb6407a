import type { FastifyRequest } from 'fastify';
import { ASSESSMENT_MESSAGES } from '../../../contract/assessment';
import { STUDENT_ROLE_NUMBERS } from '../../../contract/constants';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { requireAuth } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import { scopeOf, type TenantScope } from '../../platform/tenant';

export interface Learner {
  userId: string;
  organizationId: string;
  scope: TenantScope;
}

/** A student (by role number) of the caller's active organisation; anyone else is 403. */
export function learnerOf(request: FastifyRequest): Learner {
  const auth = requireAuth(request);
  if (!auth.organizationId) throw forbidden(ORGANIZATION_MESSAGES.noActiveOrganization);
  const number = auth.role.number;
  if (number === null || !(STUDENT_ROLE_NUMBERS as readonly number[]).includes(number)) {
    throw forbidden(ASSESSMENT_MESSAGES.notALearner);
  }
  return { userId: auth.userId, organizationId: auth.organizationId, scope: scopeOf(auth) };
}

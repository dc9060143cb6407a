import type { FastifyRequest } from 'fastify';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { PEOPLE_MESSAGES } from '../../../contract/people';
import { forbidden, notFound } from '../../platform/errors';
import { can } from '../../platform/permissions';
import { scopeOf, type TenantScope } from '../../platform/tenant';
import { callerOf } from '../organizations/public';

/** The caller of a people route: their active organisation, and whether they see everyone. */
export interface PeopleCaller {
  userId: string;
  organizationId: string;
  /** Active in HAD with Users read: every organisation's users (app.platform on). */
  platformWide: boolean;
  /** The caller's own scope, with app.platform on when platformWide. */
  scope: TenantScope;
  permissions: ReturnType<typeof callerOf>['auth']['role']['permissions'];
}

/** 403 without an active organisation (the guard has checked the declared resource). */
export function peopleCaller(request: FastifyRequest): PeopleCaller {
  const { auth, isHad } = callerOf(request);
  if (!auth.organizationId) throw forbidden(ORGANIZATION_MESSAGES.noActiveOrganization);
  const platformWide = isHad && can(auth.role.permissions, 'Users', 'read');
  return {
    userId: auth.userId,
    organizationId: auth.organizationId,
    platformWide,
    scope: platformWide ? { ...scopeOf(auth), platform: true } : scopeOf(auth),
    permissions: auth.role.permissions,
  };
}

/** HAD-only routes (guests, assigning to an organisation): 403 for anyone else. */
export function hadCaller(request: FastifyRequest): PeopleCaller {
  const caller = peopleCaller(request);
  if (!callerOf(request).isHad) throw forbidden(PEOPLE_MESSAGES.onlyHad);
  return { ...caller, scope: { ...caller.scope, platform: true } };
}

/**
 * Whose members a list reads: a platform-wide caller any organisation's (`wanted`, or all);
 * anyone else their active organisation's, and naming another is 404 (it does not exist for
 * them), as in the student lists.
 */
export function listedOrganization(caller: PeopleCaller, wanted: string | undefined) {
  if (caller.platformWide) return wanted ?? null;
  if (wanted && wanted !== caller.organizationId) throw notFound();
  return caller.organizationId;
}

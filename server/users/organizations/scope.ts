import type { FastifyRequest } from 'fastify';
import { HAD_ORG_NAME } from '../../../contract/constants';
import type { AuthContext } from '../../platform/auth-context';
import { requireAuth } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { scopeOf, type TenantScope } from '../../platform/tenant';

/** The caller of an organisation route, and whether they act platform-wide (active in HAD). */
export interface OrganizationCaller {
  auth: AuthContext;
  isHad: boolean;
}

export function callerOf(request: FastifyRequest): OrganizationCaller {
  const auth = requireAuth(request);
  return { auth, isHad: auth.organizationId !== null && auth.organizationName === HAD_ORG_NAME };
}

/**
 * Listing: a HAD caller sees every organisation, stated explicitly with app.platform on;
 * anyone else sees only their active organisation (the store filters by it).
 */
export const listScope = ({ auth, isHad }: OrganizationCaller): TenantScope =>
  isHad ? { ...scopeOf(auth), platform: true } : scopeOf(auth);

/**
 * The scope for working on organisation `id`. Anyone but a HAD caller may only address their
 * active organisation (any other id is 404, never 403: it does not exist for them). A HAD
 * caller, once allowed here, works *inside* the addressed organisation (app.organization_id
 * = id), so its members and join codes are read and written under the ordinary tenant
 * policies rather than a wider one.
 */
export function targetScope({ auth, isHad }: OrganizationCaller, id: string): TenantScope {
  if (!isHad && id !== auth.organizationId) throw notFound();
  return { organizationId: id, userId: auth.userId };
}

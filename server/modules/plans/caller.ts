import type { FastifyRequest } from 'fastify';
import { HAD_ORG_NAME } from '../../../contract/constants';
import { PLAN_MESSAGES } from '../../../contract/plans';
import { requireAuth } from '../../platform/access';
import { forbidden, notFound } from '../../platform/errors';
import { scopeOf, type TenantScope } from '../../platform/tenant';

/*
 * Who reads and writes plans and packages (docs/plans.md). Reading needs r Packages (the
 * route declares it); a HAD caller reads with the platform read on, so plans count every
 * organisation and any organisation's packages can be read. Writing needs w Packages and HAD
 * as the active organisation: plans are the platform's offer.
 */

export interface PlansCaller {
  userId: string;
  organizationId: string | null;
  isHad: boolean;
  /** HAD: its own scope with the platform read on; anyone else: their active organisation. */
  scope: TenantScope;
}

/** True when the caller's active organisation is HAD (the platform owner). */
export function isHadRequest(request: FastifyRequest): boolean {
  const auth = requireAuth(request);
  return auth.organizationId !== null && auth.organizationName === HAD_ORG_NAME;
}

export function packagesCallerOf(request: FastifyRequest): PlansCaller {
  const auth = requireAuth(request);
  const isHad = isHadRequest(request);
  return {
    userId: auth.userId,
    organizationId: auth.organizationId,
    isHad,
    scope: isHad ? { ...scopeOf(auth), platform: true } : scopeOf(auth),
  };
}

/** A writer of plans and packages: HAD (the route has checked w Packages), else 403. */
export function hadPlansWriterOf(request: FastifyRequest): PlansCaller {
  const caller = packagesCallerOf(request);
  if (!caller.isHad) throw forbidden(PLAN_MESSAGES.hadOnly);
  return caller;
}

/**
 * The scope for reading organisation `id`'s packages: HAD reads any (platform read); anyone
 * else only their active organisation's, any other id is 404 (it does not exist for them).
 */
export function organizationReadScope(caller: PlansCaller, id: string): TenantScope {
  if (!caller.isHad && id !== caller.organizationId) throw notFound();
  return caller.scope;
}

/**
 * HAD writing organisation `id`'s packages: inside that organisation's scope (row-level
 * security checks the rows are its), with the platform read for the plans' counts.
 */
export const organizationWriteScope = (caller: PlansCaller, id: string): TenantScope => ({
  organizationId: id,
  userId: caller.userId,
  platform: true,
});

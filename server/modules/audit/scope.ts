import type { FastifyRequest } from 'fastify';
import type { AuditQuery } from '../../../contract/audit';
import { ORGANIZATION_MESSAGES } from '../../../contract/organizations';
import { forbidden, notFound } from '../../platform/errors';
import { scopeOf, type TenantScope } from '../../platform/tenant';
import { callerOf } from '../organizations/public';
import type { AuditFilters } from './store';

/** The caller of an audit route (the guard has checked AuditLog read). */
export interface AuditCaller {
  organizationId: string;
  /** Active in HAD: every organisation's entries, and those of none (app.platform on). */
  platformWide: boolean;
  scope: TenantScope;
}

/** 403 without an active organisation. */
export function auditCaller(request: FastifyRequest): AuditCaller {
  const { auth, isHad } = callerOf(request);
  if (!auth.organizationId) throw forbidden(ORGANIZATION_MESSAGES.noActiveOrganization);
  return {
    organizationId: auth.organizationId,
    platformWide: isHad,
    scope: isHad ? { ...scopeOf(auth), platform: true } : scopeOf(auth),
  };
}

type FilterInput = Omit<AuditQuery, 'pageNumber' | 'pageSize'>;

/**
 * The query as the store's filters. A platform-wide caller may name any organisation (or none:
 * everything); anyone else reads their own, and naming another is 404, as in the people lists.
 */
export function auditFilters(caller: AuditCaller, query: FilterInput): AuditFilters {
  if (
    !caller.platformWide &&
    query.organizationId &&
    query.organizationId !== caller.organizationId
  ) {
    throw notFound();
  }
  return {
    organizationId: caller.platformWide ? (query.organizationId ?? null) : caller.organizationId,
    actorId: query.actorId,
    table: query.table,
    action: query.action,
    recordId: query.recordId,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}

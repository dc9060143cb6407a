import type { FastifyRequest } from 'fastify';
import type { Operation, Resource } from '../../contract/permissions';
import type { AuthContext } from './auth-context';
import type { OrganizationUse } from './contract-standing';
import { unauthorized } from './errors';

/**
 * What a route needs, declared in its `config.access`. Every route under /api must declare
 * one (checked at start-up), so a test can walk the registry and probe each route.
 */
export interface ResourceAccess {
  resource: Resource;
  op: Operation;
}
/** `anyOf`: any one of the grants will do (classes: a manager or a class's teacher may read). */
export type RouteAccess = 'public' | 'authenticated' | ResourceAccess | { anyOf: ResourceAccess[] };

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  organizationUse: OrganizationUse | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * What an `authenticated` route does in the caller's active organisation, so its contract
     * applies (contract-standing.ts): `read` is refused once the contract is canceled or ended,
     * `write` also while it is paused. Unset: the route is the person's own.
     */
    organizationUse?: OrganizationUse;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every route registered so far with its access declaration. */
    routeRegistry: RegisteredRoute[];
  }
}

export const PUBLIC = { access: 'public' } as const satisfies { access: RouteAccess };
export const AUTHENTICATED = { access: 'authenticated' } as const satisfies { access: RouteAccess };
/** Any member may read this in their active organisation (not once its contract is closed). */
export const MEMBER_READS = {
  access: 'authenticated',
  organizationUse: 'read',
} as const satisfies {
  access: RouteAccess;
  organizationUse: OrganizationUse;
};
/** Any member may do this in their active organisation while its contract is in force. */
export const MEMBER_WRITES = {
  access: 'authenticated',
  organizationUse: 'write',
} as const satisfies { access: RouteAccess; organizationUse: OrganizationUse };

export const needs = (resource: Resource, op: Operation): { access: RouteAccess } => ({
  access: { resource, op },
});

export const needsAnyOf = (...anyOf: ResourceAccess[]): { access: RouteAccess } => ({
  access: { anyOf },
});

/** The grants a declaration accepts (empty for 'public' and 'authenticated'). */
export const grantsOf = (access: RouteAccess): ResourceAccess[] =>
  typeof access !== 'object' ? [] : 'anyOf' in access ? access.anyOf : [access];

/** The caller's context in a route that is not public (the guard has already checked it). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

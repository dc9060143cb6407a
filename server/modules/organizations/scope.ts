import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { HAD_ORG_NAME } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { rolePermissions } from '../../db/schema/roles';
import { memberships } from '../../db/schema/users';
import type { AuthContext } from '../../platform/auth-context';
import { requireAuth } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { scopeOf, withTenant, type TenantScope } from '../../platform/tenant';

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
 * Whether the user manages the platform's organisations: a member of HAD whose role there
 * writes GroupsManager. Read through memberships_self_read (their own memberships only).
 */
async function managesPlatform(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, memberships.roleId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(organizations.name, HAD_ORG_NAME),
        eq(rolePermissions.entity, 'GroupsManager'),
        eq(rolePermissions.write, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The caller of a platform action (creating organisations, contract actions and their impact):
 * acting for the platform when active in HAD, and also when active in another organisation
 * while managing the platform's organisations from their HAD membership. These actions are the
 * person's role in HAD, not in the organisation they happen to have open.
 */
export async function platformCallerOf(
  request: FastifyRequest,
  db: Db,
): Promise<OrganizationCaller> {
  const caller = callerOf(request);
  if (caller.isHad) return caller;
  const { auth } = caller;
  const manages = await withTenant(db, scopeOf(auth), (tx) => managesPlatform(tx, auth.userId));
  return { auth, isHad: manages };
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

import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Operation, Permission } from '../../../contract/permissions';
import type { RoleBody } from '../../../contract/roles';
import type { Db } from '../../db/client';
import { rolePermissions, roles } from '../../db/schema/roles';
import { memberships, users } from '../../db/schema/users';
import type { PermissionRow } from '../../platform/permissions';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RoleRow {
  id: string;
  name: string;
  number: number;
  permissions: PermissionRow[];
  /** How many memberships hold the role. */
  holders: number;
}

/** Thrown inside a transaction to roll it back with a reason the route turns into a 409. */
export class RoleConflict extends Error {
  constructor(
    readonly reason: 'nameTaken' | 'held',
    readonly holders = 0,
  ) {
    super(reason);
  }
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/** The PostgreSQL error code, whether Drizzle wrapped the driver's error or not. */
function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

async function loadRoles(db: Db | Tx, ids?: string[]): Promise<RoleRow[]> {
  const base = db
    .select({ id: roles.id, name: roles.name, number: roles.number })
    .from(roles)
    .$dynamic();
  const rows = await (ids ? base.where(inArray(roles.id, ids)) : base).orderBy(
    asc(roles.number),
    asc(roles.name),
  );
  if (rows.length === 0) return [];
  const roleIds = rows.map((row) => row.id);
  const [permissionRows, holderRows] = await Promise.all([
    db
      .select()
      .from(rolePermissions)
      .where(inArray(rolePermissions.roleId, roleIds))
      .orderBy(asc(rolePermissions.entity)),
    db
      .select({ roleId: memberships.roleId, holders: count() })
      .from(memberships)
      .where(inArray(memberships.roleId, roleIds))
      .groupBy(memberships.roleId),
  ]);
  return rows.map((row) => ({
    ...row,
    permissions: permissionRows.filter((p) => p.roleId === row.id),
    holders: holderRows.find((h) => h.roleId === row.id)?.holders ?? 0,
  }));
}

export const listRoles = (db: Db) => loadRoles(db);

export async function findRole(db: Db | Tx, id: string): Promise<RoleRow | null> {
  const [row] = await loadRoles(db, [id]);
  return row ?? null;
}

const permissionValues = (roleId: string, permissions: Permission[]) =>
  permissions.map(({ entity, allowedOps }) => ({ roleId, entity, ...allowedOps }));

/** Runs `work`, turning a duplicate role name into `RoleConflict('nameTaken')`. */
async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) throw new RoleConflict('nameTaken');
    throw error;
  }
}

export function createRole(db: Db, body: RoleBody): Promise<RoleRow> {
  return guardName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({ name: body.name, number: body.number })
        .returning({ id: roles.id });
      if (!row) throw new Error('role insert returned nothing');
      if (body.permissions.length > 0) {
        await tx.insert(rolePermissions).values(permissionValues(row.id, body.permissions));
      }
      const created = await findRole(tx, row.id);
      if (!created) throw new Error('created role not found');
      return created;
    }),
  );
}

/** Replaces name, number and permissions in one transaction; null when there is no such role. */
export function replaceRole(db: Db, id: string, body: RoleBody): Promise<RoleRow | null> {
  return guardName(() =>
    db.transaction(async (tx) => {
      const updated = await tx
        .update(roles)
        .set({ name: body.name, number: body.number })
        .where(eq(roles.id, id))
        .returning({ id: roles.id });
      if (updated.length === 0) return null;
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
      if (body.permissions.length > 0) {
        await tx.insert(rolePermissions).values(permissionValues(id, body.permissions));
      }
      return findRole(tx, id);
    }),
  );
}

/**
 * Deletes a role nobody holds; false when there is no such role. The role row is locked
 * first: a membership being given this role at the same time takes a key-share lock on it,
 * so the holder count cannot go stale before the delete (and the FK is `restrict` anyway).
 */
export async function deleteRole(db: Db, id: string): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(eq(roles.id, id))
        .for('update');
      if (locked.length === 0) return false;
      const [held] = await tx
        .select({ holders: count() })
        .from(memberships)
        .where(eq(memberships.roleId, id));
      if (held && held.holders > 0) throw new RoleConflict('held', held.holders);
      await tx.delete(roles).where(eq(roles.id, id));
      return true;
    });
  } catch (error) {
    if (pgCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
    const role = await findRole(db, id);
    throw new RoleConflict('held', role?.holders ?? 1);
  }
}

/**
 * Who can do `op` on `resource` in the organisation: the roles its members hold that grant it,
 * and up to five members who may change a member's role (update Users), by name.
 */
export async function whoCan(tx: Db, organizationId: string, resource: string, op: Operation) {
  const flag = rolePermissions[op];
  const holding = await tx
    .selectDistinct({ name: roles.name })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(rolePermissions.entity, resource),
        eq(flag, true),
      ),
    )
    .orderBy(roles.name);
  const askers = await tx
    .selectDistinct({ firstName: users.firstName, lastName: users.lastName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, memberships.roleId))
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(rolePermissions.entity, 'Users'),
        eq(rolePermissions.update, true),
      ),
    )
    .orderBy(users.firstName, users.lastName)
    .limit(5);
  return {
    roles: holding.map((row) => row.name),
    askers: askers.map((row) => `${row.firstName} ${row.lastName}`.trim()),
  };
}

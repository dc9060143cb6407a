import type { Permission } from '../../../contract/permissions';
import { ROLE_MESSAGES } from '../../../contract/roles';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../platform/errors';
import { presentPermissions } from '../../platform/permissions';
import { grantsWithin } from '../roles/public';
import { findRole } from '../roles/public';

/**
 * No escalation (server/modules/roles/grants.ts): nobody hands out a role with rights they do
 * not hold, nor changes (role, name or e-mail) someone who holds such rights.
 */
export async function assertWithinRights(tx: Db, roleIds: string[], held: Permission[]) {
  for (const roleId of new Set(roleIds)) {
    const role = await findRole(tx, roleId);
    if (role && !grantsWithin(presentPermissions(role.permissions), held)) {
      throw forbidden(ROLE_MESSAGES.beyondOwnRights);
    }
  }
}

/** The role named in a body (400 on `roleId` when unknown), within the caller's rights. */
export async function grantableRole(tx: Db, roleId: string, held: Permission[]) {
  const role = await findRole(tx, roleId);
  if (!role) throw badRequest(undefined, { roleId: ROLE_MESSAGES.unknownRole });
  await assertWithinRights(tx, [roleId], held);
  return role;
}

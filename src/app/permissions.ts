import { ADMIN_ROLE_NUMBER, HAD_ORG_NAME } from '../../contract/constants';
import type { AllowedOps, Resource } from '../../contract/permissions';
import type { UserOrg } from '../../contract/users';

/** The part of a role the checks read; the active membership's role is one. */
export type RoleLike = Pick<UserOrg['role'], 'number' | 'permissions'>;

const none = (): AllowedOps => ({ read: false, write: false, update: false });

/** Read, write and update flags of `entity` for `role`; all false when missing or malformed. */
export function check(role: RoleLike | null | undefined, entity: Resource): AllowedOps {
  try {
    const entry = role?.permissions.find((permission) => permission.entity === entity);
    if (!entry) return none();
    const { read, write, update } = entry.allowedOps;
    return { read: read === true, write: write === true, update: update === true };
  } catch {
    return none();
  }
}

/** The flag of SPEC section 2: the active organisation is the platform owner, HAD. */
export function isHad(activeOrg: Pick<UserOrg, 'group'> | null | undefined): boolean {
  return activeOrg?.group.name === HAD_ORG_NAME;
}

/**
 * Whether the person manages the platform's organisations (GroupsManager write in their HAD
 * membership), whichever organisation is active: creating organisations and contract actions
 * are theirs to take from any, as the services allow.
 */
export function managesPlatform(orgs: readonly Pick<UserOrg, 'group' | 'role'>[]): boolean {
  return orgs.some((org) => isHad(org) && check(org.role, 'GroupsManager').write);
}

/** The session flag: the role has an entry for one of the requested entities. */
export function hasPermission(
  role: RoleLike | null | undefined,
  roleType: readonly string[],
): boolean {
  try {
    return Boolean(role?.permissions.some((permission) => roleType.includes(permission.entity)));
  } catch {
    return false;
  }
}

/** The older check: role value 0 is an admin with read and write; every other value reads only. */
export function legacyCheck(roleValue: number): Pick<AllowedOps, 'read' | 'write'> {
  return { read: true, write: roleValue === ADMIN_ROLE_NUMBER };
}

export function isAdmin(role: RoleLike | null | undefined): boolean {
  return role?.number === ADMIN_ROLE_NUMBER;
}

import type { Permission } from '../../../contract/permissions';
import { OPERATIONS } from '../../../contract/permissions';
import { can } from '../../platform/permissions';

/**
 * True when every operation `granted` allows is also allowed by `held`. Whoever assigns or
 * edits a role may only hand out rights they hold themselves, so a manager with `Users
 * write` cannot make anyone (themselves included) an admin.
 */
export function grantsWithin(granted: Permission[], held: Permission[]): boolean {
  return granted.every(({ entity, allowedOps }) =>
    OPERATIONS.every((op) => !allowedOps[op] || can(held, entity, op)),
  );
}

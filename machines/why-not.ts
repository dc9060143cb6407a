import type { ContractStanding } from '../contract/organizations';
import type { Operation, Permission, Resource } from '../contract/permissions';
import { permissionsUnder } from './contract.machine';

/** One grant an action needs: an operation on a resource of the caller's role. */
export interface Grant {
  resource: Resource;
  op: Operation;
}

/**
 * Why a person may not take an action: their role lacks every grant that would do (`right`,
 * naming them), or their role has one but the organisation's contract leaves it out
 * (`contract`: paused leaves reading only, canceled or ended nothing).
 */
export type WhyNot =
  | { reason: 'right'; missing: readonly Grant[] }
  | { reason: 'contract'; standing: Exclude<ContractStanding, 'inForce'> };

const grants = (permissions: readonly Permission[], need: readonly Grant[]) =>
  need.some(({ resource, op }) =>
    permissions.some((permission) => permission.entity === resource && permission.allowedOps[op]),
  );

/**
 * The one rule the services' guard and the console's buttons share: null when any grant of
 * `need` is the role's and the contract leaves it, otherwise why not. `granted` is the role's
 * own permissions, before the contract (permissionsUnder) takes any away.
 */
export function whyNot(
  granted: readonly Permission[],
  standing: ContractStanding,
  need: readonly Grant[],
): WhyNot | null {
  if (!grants(granted, need)) return { reason: 'right', missing: need };
  if (standing !== 'inForce' && !grants(permissionsUnder(standing, granted), need)) {
    return { reason: 'contract', standing };
  }
  return null;
}

import type { RouteAccess } from './access';
import type { AuthContext } from './auth-context';
import { ORGANIZATION_MESSAGES, type ContractStanding } from '../../contract/organizations';
import type { ContractStatus } from '../../contract/organizations';
import { contractStanding } from '../../machines/contract.machine';
import { conflict, forbidden, type HttpError } from './errors';
import { whyNot } from '../../machines/why-not';
import { grantsOf } from './access';

/** `YYYY-MM-DD` of a moment, in UTC (a contract's dates are calendar dates). */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** An organisation's contract as stored. */
export interface StoredContract {
  name: string;
  contractStatus: ContractStatus;
  endsAt: string;
}

/** What the contract machine says the contract means on `today` (the server clock's day). */
export const standingOf = (org: StoredContract, today: string): ContractStanding =>
  contractStanding(org.contractStatus, { endsAt: org.endsAt, today, organizationName: org.name });

/** What an `authenticated` route does in the caller's active organisation, if anything. */
export type OrganizationUse = 'read' | 'write';

/**
 * Why the caller's organisation's contract refuses this route, or null. A route declaring
 * resources is refused when the role's own grants allow it but the rights the contract leaves
 * (`auth.role.permissions`) do not: 409 naming the paused contract, or 403 once it is canceled
 * or ended. An `authenticated` route is refused only when it declares what it does in the
 * organisation (`organizationUse`); the others are the person's own (sign-out, switching,
 * joining, their profile).
 */
export function contractRefusal(
  auth: AuthContext,
  access: Exclude<RouteAccess, 'public'>,
  use: OrganizationUse | undefined,
): HttpError | null {
  const { contract } = auth;
  if (!contract || contract.standing === 'inForce') return null;
  const name = auth.organizationName ?? '';
  const refusal =
    contract.standing === 'paused'
      ? conflict(ORGANIZATION_MESSAGES.contractPaused(name))
      : forbidden(ORGANIZATION_MESSAGES.contractClosed(name, contract.standing));
  if (access === 'authenticated') {
    const refused = use === 'write' || (use === 'read' && contract.standing !== 'paused');
    return refused ? refusal : null;
  }
  const why = whyNot(auth.role.granted, contract.standing, grantsOf(access));
  return why?.reason === 'contract' ? refusal : null;
}

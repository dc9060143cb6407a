import type { ContractStanding } from '../../../contract/organizations';
import type { Db } from '../../db/client';
import { standingOf } from '../../platform/contract-standing';
import { conflict, notFound } from '../../platform/errors';
import { findOrganization } from '../organizations/public';

type Refusal = (name: string, standing: Exclude<ContractStanding, 'inForce'>) => string;

/**
 * 409 with `refusal`'s message unless the organisation's contract is in force on `today`: a
 * paused, canceled or ended contract takes no new members, by join code or invitation. The
 * organisation row is locked (as the seat count locks it), so a pause and a join racing each
 * other decide one after the other.
 */
export async function assertContractInForce(
  tx: Db,
  organizationId: string,
  today: string,
  refusal: Refusal,
): Promise<void> {
  const org = await findOrganization(tx, organizationId, { lock: true });
  if (!org) throw notFound();
  const standing = standingOf(org, today);
  if (standing !== 'inForce') throw conflict(refusal(org.name, standing));
}

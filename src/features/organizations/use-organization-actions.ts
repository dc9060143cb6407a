import { useState } from 'react';
import type { Organization } from '../../../contract/organizations';
import { allowedContractActions } from '../../../machines/contract.machine';

/**
 * The contract actions the contract machine allows for `org` now (none without the right to
 * take them), and one action at a time: `busy` names the one under way, `run` starts one.
 * Shared by a list row and the organisation's own page.
 */
export function useOrganizationActions(
  org: Organization,
  canManageContracts: boolean,
  today: string,
) {
  const [busy, setBusy] = useState<string | null>(null);
  const actions = canManageContracts
    ? allowedContractActions(org.contractStatus, {
        endsAt: org.endsAt,
        today,
        organizationName: org.name,
      })
    : [];
  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };
  return { actions, busy, run };
}

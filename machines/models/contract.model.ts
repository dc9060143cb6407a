import { HAD_ORG_NAME } from '../../contract/constants';
import { contractMachine, type ContractContext } from '../contract.machine';
import type { MachineModel } from '../model-paths';

/**
 * A customer's term still running, one already over (a canceled contract then stays
 * canceled), and the platform owner's, which takes no action at all.
 */
export const running: ContractContext = {
  endsAt: '2027-06-30',
  today: '2026-11-22',
  organizationName: 'Nour Academy',
};
export const ended: ContractContext = { ...running, endsAt: '2026-10-31' };
export const platform: ContractContext = { ...running, organizationName: HAD_ORG_NAME };

export const contractModel: MachineModel<ContractContext> = {
  machine: contractMachine,
  inputs: [running, ended, platform],
  samples: [],
};

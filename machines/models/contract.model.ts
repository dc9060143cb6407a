import { contractMachine, type ContractContext } from '../contract.machine';
import type { MachineModel } from '../model-paths';

/** A term still running, and one already over (a canceled contract then stays canceled). */
export const running: ContractContext = { endsAt: '2027-06-30', today: '2026-11-22' };
export const ended: ContractContext = { endsAt: '2026-10-31', today: '2026-11-22' };

export const contractModel: MachineModel<ContractContext> = {
  machine: contractMachine,
  inputs: [running, ended],
  samples: [],
};

import { importMachine } from '../import.machine';
import type { MachineModel } from '../model-paths';

export const importModel: MachineModel<undefined> = {
  machine: importMachine,
  inputs: [undefined],
  samples: [],
};

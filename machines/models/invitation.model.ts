import { invitationMachine } from '../invitation.machine';
import type { MachineModel } from '../model-paths';

export const invitationModel: MachineModel<undefined> = {
  machine: invitationMachine,
  inputs: [undefined],
  samples: [],
};

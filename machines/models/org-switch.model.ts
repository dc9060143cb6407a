import { MESSAGES } from '../../contract/messages';
import type { MachineModel } from '../model-paths';
import { orgSwitchMachine, type OrgSwitchEvent, type OrgSwitchInput } from '../org-switch.machine';

export const SWITCHED = 'xstate.done.actor.switchGroup';
export const SWITCH_FAILED = 'xstate.error.actor.switchGroup';
export const RELOAD = 'xstate.after.switchReload.orgSwitch.switched';

export type OrgSwitchSample =
  | OrgSwitchEvent
  | { type: typeof SWITCHED; output: { message: string } }
  | { type: typeof SWITCH_FAILED; error: { message: string } }
  | { type: typeof RELOAD };

export const orgSwitchModel: MachineModel<OrgSwitchInput, OrgSwitchSample> = {
  machine: orgSwitchMachine,
  inputs: [{ activeGroupId: 'group-a' }, { activeGroupId: null }],
  samples: [
    { type: 'SWITCH', groupId: 'group-a' },
    { type: 'SWITCH', groupId: 'group-b' },
    { type: SWITCHED, output: { message: MESSAGES.switched } },
    { type: SWITCH_FAILED, error: { message: MESSAGES.notMember } },
  ],
};

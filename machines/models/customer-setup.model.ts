import type { MachineModel } from '../model-paths';
import {
  customerSetupMachine,
  type CustomerSetupEvent,
  type CustomerSetupInput,
} from '../customer-setup.machine';

export const SAVED = 'xstate.done.actor.saveStep';
export const SAVE_FAILED = 'xstate.error.actor.saveStep';
export const ACTIVATED = 'xstate.done.actor.activate';
export const ACTIVATE_FAILED = 'xstate.error.actor.activate';

export const NEW_ID = '7d1f3a52-0000-4000-8000-000000000001';
export const refusal = { message: 'You may not do this.', fieldErrors: { name: 'Taken.' } };

export type CustomerSetupSample =
  | CustomerSetupEvent
  | { type: typeof SAVED; output: { organizationId: string } }
  | { type: typeof ACTIVATED; output: null }
  | { type: typeof SAVE_FAILED | typeof ACTIVATE_FAILED; error: typeof refusal };

/** A fresh set-up, one resumed after two steps, one with everything but activation, one done. */
export const customerSetupModel: MachineModel<CustomerSetupInput, CustomerSetupSample> = {
  machine: customerSetupMachine,
  inputs: [
    {},
    { organizationId: NEW_ID, done: ['organisation', 'contract'] },
    { organizationId: NEW_ID, done: ['organisation', 'contract', 'manager', 'plan'] },
    { organizationId: NEW_ID, done: ['organisation', 'contract', 'manager', 'plan', 'activation'] },
  ],
  samples: [
    { type: 'SAVE', values: { name: 'Dar Al Qalam' } },
    { type: 'EDIT_STEP', step: 'organisation' },
    { type: 'EDIT_STEP', step: 'contract' },
    { type: 'EDIT_STEP', step: 'manager' },
    { type: 'EDIT_STEP', step: 'plan' },
    { type: SAVED, output: { organizationId: NEW_ID } },
    { type: ACTIVATED, output: null },
    { type: SAVE_FAILED, error: refusal },
    { type: ACTIVATE_FAILED, error: refusal },
  ],
};

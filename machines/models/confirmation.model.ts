import { confirmationMachine, type ConfirmationEvent } from '../confirmation.machine';
import type { MachineModel } from '../model-paths';

export const ACTION_DONE = 'xstate.done.actor.runAction';
export const ACTION_FAILED = 'xstate.error.actor.runAction';

export type ConfirmationSample =
  | ConfirmationEvent
  | { type: typeof ACTION_DONE; output: unknown }
  | { type: typeof ACTION_FAILED; error: Error };

/** The caller's action: what the dialog runs once confirmed. */
export const remove = () => 'removed';

export const customOpen = {
  type: 'OPEN',
  action: remove,
  title: 'users.delete.title',
  message: 'users.delete.message',
  buttons: { confirm: { title: 'common.delete', icon: 'trash' } },
} as const;

export const confirmationModel: MachineModel<undefined, ConfirmationSample> = {
  machine: confirmationMachine,
  inputs: [undefined],
  samples: [
    customOpen,
    { type: 'OPEN', action: remove },
    { type: ACTION_DONE, output: 'removed' },
    { type: ACTION_FAILED, error: new Error('Delete failed') },
  ],
};

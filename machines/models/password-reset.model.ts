import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import type { MachineModel } from '../model-paths';
import { passwordResetMachine, type PasswordResetEvent } from '../password-reset.machine';
import { stubChild } from './stub-child';

export const REQUESTED = 'xstate.done.actor.requestReset';
export const REQUEST_FAILED = 'xstate.error.actor.requestReset';
export const VERIFIED = 'xstate.done.actor.verifyCode';
export const SAVED = 'xstate.done.actor.resetPassword';
export const SAVE_FAILED = 'xstate.error.actor.resetPassword';

export const challenge = { tempToken: 'temp-1', resendInSeconds: 60, attemptsLeft: 5 };
export const common = {
  message: ACCOUNT_MESSAGES.commonPassword,
  code: 'BAD_REQUEST',
  fieldErrors: { password: ACCOUNT_MESSAGES.commonPassword },
};

export type PasswordResetSample =
  | PasswordResetEvent
  | { type: typeof REQUESTED; output: typeof challenge }
  | { type: typeof REQUEST_FAILED; error: { message: string } }
  | { type: typeof VERIFIED; output: { accessToken: string } }
  | { type: typeof SAVED; output: null }
  | { type: typeof SAVE_FAILED; error: typeof common };

export const passwordResetModel: MachineModel<undefined, PasswordResetSample> = {
  // The code step is the verify-code machine's own model; here only its done event matters.
  machine: passwordResetMachine.provide({ actors: { verifyCode: stubChild } }),
  inputs: [undefined],
  samples: [
    { type: 'REQUEST', email: 'admin@demo.test' },
    { type: 'SAVE', password: 'New-pass-2026', confirm: 'New-pass-2026' },
    { type: 'SAVE', password: 'New-pass-2026', confirm: 'Other-pass' },
    { type: REQUESTED, output: challenge },
    { type: REQUEST_FAILED, error: { message: ACCOUNT_MESSAGES.tooManyRequests } },
    { type: VERIFIED, output: { accessToken: 'access-1' } },
    { type: SAVED, output: null },
    { type: SAVE_FAILED, error: common },
  ],
};

import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import type { MachineModel } from '../model-paths';
import { signupMachine, type SignupEvent } from '../signup.machine';
import { stubChild } from './stub-child';

export const SENT = 'xstate.done.actor.signup';
export const FAILED = 'xstate.error.actor.signup';
export const VERIFIED = 'xstate.done.actor.verifyCode';

export const form = {
  email: 'new@demo.test',
  password: 'Long-pass-2026',
  firstName: 'A',
  lastName: 'B',
};
export const challenge = { token: 'temp-1', resendInSeconds: 60, attemptsLeft: 5 };
export const failure = {
  message: ACCOUNT_MESSAGES.emailTaken,
  code: 'CONFLICT',
  fieldErrors: { email: ACCOUNT_MESSAGES.emailTaken },
};

export type SignupSample =
  | SignupEvent
  | { type: typeof SENT; output: typeof challenge }
  | { type: typeof FAILED; error: typeof failure }
  | { type: typeof VERIFIED; output: { accessToken: string } };

export const signupModel: MachineModel<undefined, SignupSample> = {
  // The code step is the verify-code machine's own model; here only its done event matters.
  machine: signupMachine.provide({ actors: { verifyCode: stubChild } }),
  inputs: [undefined],
  samples: [
    { type: 'SUBMIT', form },
    { type: SENT, output: challenge },
    { type: FAILED, error: failure },
    { type: VERIFIED, output: { accessToken: 'access-1' } },
  ],
};

import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import {
  emailVerificationMachine,
  type EmailVerificationEvent,
} from '../email-verification.machine';
import type { MachineModel } from '../model-paths';
import { stubChild } from './stub-child';

export const REQUESTED = 'xstate.done.actor.requestCode';
export const REQUEST_FAILED = 'xstate.error.actor.requestCode';
export const VERIFIED = 'xstate.done.actor.verifyCode';

export const challenge = { tempToken: 'temp-1', resendInSeconds: 60, attemptsLeft: 5 };
export const throttled = { message: ACCOUNT_MESSAGES.tooManyRequests, code: 'TOO_MANY_REQUESTS' };

export type EmailVerificationSample =
  | EmailVerificationEvent
  | { type: typeof REQUESTED; output: typeof challenge }
  | { type: typeof REQUEST_FAILED; error: typeof throttled }
  | { type: typeof VERIFIED; output: { accessToken: string } };

export const emailVerificationModel: MachineModel<{ email: string }, EmailVerificationSample> = {
  // The code step is the verify-code machine's own model; here only its done event matters.
  machine: emailVerificationMachine.provide({ actors: { verifyCode: stubChild } }),
  inputs: [{ email: 'pending@demo.test' }],
  samples: [
    { type: 'RETRY' },
    { type: REQUESTED, output: challenge },
    { type: REQUEST_FAILED, error: throttled },
    { type: VERIFIED, output: { accessToken: 'access-1' } },
  ],
};

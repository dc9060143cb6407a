import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import { MESSAGES } from '../../contract/messages';
import type { MachineModel } from '../model-paths';
import {
  verifyCodeMachine,
  type VerifyCodeEvent,
  type VerifyCodeInput,
} from '../verify-code.machine';

export const VERIFIED = 'xstate.done.actor.verifyCode';
export const WRONG = 'xstate.error.actor.verifyCode';
export const RESENT = 'xstate.done.actor.resendCode';
export const RESEND_FAILED = 'xstate.error.actor.resendCode';
export const TICK_ENTERING = 'xstate.after.resendTick.verifyCode.entering';
export const TICK_DEAD = 'xstate.after.resendTick.verifyCode.dead';

export type VerifyCodeSample =
  | VerifyCodeEvent
  | { type: typeof VERIFIED; output: { accessToken: string } }
  | { type: typeof WRONG; error: { message: string; attemptsLeft?: number } }
  | { type: typeof RESENT; output: { resendInSeconds: number; attemptsLeft: number } }
  | { type: typeof RESEND_FAILED; error: { message: string; retryAfterSeconds?: number } }
  | { type: typeof TICK_ENTERING }
  | { type: typeof TICK_DEAD };

export const verifyCodeModel: MachineModel<VerifyCodeInput, VerifyCodeSample> = {
  machine: verifyCodeMachine,
  inputs: [
    { tempToken: 'temp-1', resendInSeconds: 2, attemptsLeft: 2 },
    { tempToken: 'temp-1', resendInSeconds: 0, attemptsLeft: null },
    { tempToken: 'temp-1', resendInSeconds: 1, attemptsLeft: 0 },
  ],
  samples: [
    { type: 'SUBMIT', code: '123456' },
    { type: 'SUBMIT', code: '12a' },
    { type: 'RESEND' },
    { type: VERIFIED, output: { accessToken: 'access-1' } },
    { type: WRONG, error: { message: MESSAGES.invalidCode, attemptsLeft: 1 } },
    { type: WRONG, error: { message: ACCOUNT_MESSAGES.tooManyAttempts, attemptsLeft: 0 } },
    { type: WRONG, error: { message: 'The server could not be reached.' } },
    { type: RESENT, output: { resendInSeconds: 2, attemptsLeft: 2 } },
    {
      type: RESEND_FAILED,
      error: { message: ACCOUNT_MESSAGES.resendTooSoon, retryAfterSeconds: 1 },
    },
  ],
};

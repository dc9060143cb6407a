import { createActor, fromPromise, type Actor } from 'xstate';
import { passwordResetMachine } from '../../../machines/password-reset.machine';
import { signupMachine } from '../../../machines/signup.machine';
import { requestReset, resetPassword, signup, storeTempToken } from '../../api/accounts';
import { verifyLogic, type VerifyCodeActor } from './verify-logic';

export const signupLogic = signupMachine.provide({
  actors: { signup: fromPromise(({ input }) => signup(input)), verifyCode: verifyLogic },
  actions: { storeTempToken: (_, { tempToken }) => storeTempToken(tempToken) },
});

export const passwordResetLogic = passwordResetMachine.provide({
  actors: {
    requestReset: fromPromise(({ input }) => requestReset(input.email)),
    resetPassword: fromPromise(({ input }) => resetPassword(input.password, input.accessToken)),
    verifyCode: verifyLogic,
  },
  actions: { storeTempToken: (_, { tempToken }) => storeTempToken(tempToken) },
});

export type SignupActor = Actor<typeof signupLogic>;
export type PasswordResetActor = Actor<typeof passwordResetLogic>;

export type AccountFlow =
  { kind: 'signup'; actor: SignupActor } | { kind: 'reset'; actor: PasswordResetActor };

/**
 * The guided flow under way. It spans several routes (/signup -> /verify, /forgot-password ->
 * /verify -> /reset-password), so it outlives each screen; a reload starts it again.
 */
let current: AccountFlow | null = null;

export function currentFlow(): AccountFlow | null {
  return current;
}

export function endFlow(): void {
  current?.actor.stop();
  current = null;
}

/** The sign-up flow under way, or a new one; one that finished is replaced. */
export function signupFlow(): SignupActor {
  if (current?.kind === 'signup' && current.actor.getSnapshot().status === 'active') {
    return current.actor;
  }
  endFlow();
  const actor = createActor(signupLogic).start();
  current = { kind: 'signup', actor };
  return actor;
}

export function resetFlow(): PasswordResetActor {
  if (current?.kind === 'reset' && current.actor.getSnapshot().status === 'active') {
    return current.actor;
  }
  endFlow();
  const actor = createActor(passwordResetLogic).start();
  current = { kind: 'reset', actor };
  return actor;
}

/** The verify-code child of the flow, while the flow waits for the code. */
export function verifyChild(flow: AccountFlow | null): VerifyCodeActor | null {
  const child: unknown = flow?.actor.getSnapshot().children.verifyCode;
  return (child as VerifyCodeActor | undefined) ?? null;
}

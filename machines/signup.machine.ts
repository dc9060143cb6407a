import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './error-message';
import { verifyCodeMachine, type VerifyCodeInput } from './verify-code.machine';

export interface SignupForm {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** What `POST v1/auth/admin/signup` answers (contract `signupResponseSchema`). */
export interface SignupResult {
  token: string;
  resendInSeconds: number;
  attemptsLeft: number;
}

export interface SignupContext {
  /** The visible error: the server's message (SPEC section 8). */
  error: string | null;
  fieldErrors: Record<string, string>;
  challenge: VerifyCodeInput | null;
  accessToken: string | null;
}

export type SignupEvent = { type: 'SUBMIT'; form: SignupForm };

/** `fieldErrors` of a failure, when the server sent them. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return {};
  const { fieldErrors } = error;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
  },
  actors: {
    // Placeholder: the SPA provides the call.
    signup: fromPromise<SignupResult, SignupForm>(async () => ({
      token: '',
      resendInSeconds: 0,
      attemptsLeft: 0,
    })),
    verifyCode: verifyCodeMachine,
  },
  actions: {
    // Placeholders: the SPA keeps the temporary token and signs the user in.
    storeTempToken: (_, _params: { tempToken: string }) => {},
    signIn: (_, _params: { accessToken: string }) => {},
    clearErrors: assign({ error: null, fieldErrors: {} }),
    recordFailure: assign((_, params: { error: unknown }) => ({
      error: errorMessage(params.error),
      fieldErrors: fieldErrorsOf(params.error),
    })),
    recordChallenge: assign((_, params: SignupResult) => ({
      challenge: {
        tempToken: params.token,
        resendInSeconds: params.resendInSeconds,
        attemptsLeft: params.attemptsLeft,
      },
    })),
    recordAccessToken: assign((_, params: { accessToken: string }) => ({
      accessToken: params.accessToken,
    })),
  },
}).createMachine({
  id: 'signup',
  context: { error: null, fieldErrors: {}, challenge: null, accessToken: null },
  initial: 'form',
  states: {
    form: {
      on: { SUBMIT: { target: 'submitting', actions: 'clearErrors' } },
    },
    // SUBMIT is not handled here, so a second press while the first is in flight is dropped.
    submitting: {
      invoke: {
        id: 'signup',
        src: 'signup',
        input: ({ event }) => (event as SignupEvent).form,
        onDone: {
          target: 'codeSent',
          actions: [
            { type: 'recordChallenge', params: ({ event }) => event.output },
            { type: 'storeTempToken', params: ({ event }) => ({ tempToken: event.output.token }) },
          ],
        },
        onError: {
          target: 'form',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The verify-code machine runs as a child; the verify screen draws it.
    codeSent: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) =>
          context.challenge ?? { tempToken: '', resendInSeconds: 0, attemptsLeft: null },
        onDone: {
          target: 'signedIn',
          actions: { type: 'recordAccessToken', params: ({ event }) => event.output },
        },
      },
    },
    signedIn: {
      type: 'final',
      entry: {
        type: 'signIn',
        params: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
      },
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './error-message';
import { verifyCodeMachine, type VerifyCodeInput } from './verify-code.machine';

/** What `POST v1/auth/admin/request-verification` answers (contract). */
export interface VerificationRequestResult {
  tempToken: string;
  resendInSeconds: number;
  attemptsLeft: number;
}

export interface EmailVerificationContext {
  email: string;
  /** The visible error: the server's message (a refused request, e.g. throttled). */
  error: string | null;
  challenge: VerifyCodeInput | null;
  accessToken: string | null;
}

/** RETRY asks again after a refused request (throttled, or the service could not be reached). */
export type EmailVerificationEvent = { type: 'RETRY' };

/**
 * The login refused an account whose e-mail is not verified: a new sign-up code is asked for at
 * once, the same verify-code machine as sign-up takes it, and a right code signs the person in.
 * Going back to the login form stops the actor; the form keeps what was typed.
 */
export const emailVerificationMachine = setup({
  types: {
    input: {} as { email: string },
    context: {} as EmailVerificationContext,
    events: {} as EmailVerificationEvent,
  },
  actors: {
    // Placeholders: the SPA provides the call.
    requestCode: fromPromise<VerificationRequestResult, { email: string }>(async () => ({
      tempToken: '',
      resendInSeconds: 0,
      attemptsLeft: 0,
    })),
    verifyCode: verifyCodeMachine,
  },
  actions: {
    // Placeholders: the SPA keeps the temporary token, tells the user, and signs them in.
    storeTempToken: (_, _params: { tempToken: string }) => {},
    codeSent: () => {},
    signIn: (_, _params: { accessToken: string }) => {},
    clearError: assign({ error: null }),
    recordFailure: assign((_, params: { error: unknown }) => ({
      error: errorMessage(params.error),
    })),
    recordChallenge: assign((_, params: VerificationRequestResult) => ({
      challenge: { ...params },
    })),
    recordAccessToken: assign((_, params: { accessToken: string }) => ({
      accessToken: params.accessToken,
    })),
  },
}).createMachine({
  id: 'emailVerification',
  context: ({ input }) => ({ email: input.email, error: null, challenge: null, accessToken: null }),
  initial: 'requesting',
  states: {
    // RETRY is not handled here, so a second press while the request is in flight is dropped.
    requesting: {
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'code',
          actions: [
            { type: 'recordChallenge', params: ({ event }) => event.output },
            {
              type: 'storeTempToken',
              params: ({ event }) => ({ tempToken: event.output.tempToken }),
            },
            'codeSent',
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { RETRY: { target: 'requesting', actions: 'clearError' } },
    },
    code: {
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

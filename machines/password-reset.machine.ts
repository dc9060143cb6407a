import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './error-message';
import { fieldErrorsOf } from './signup.machine';
import { verifyCodeMachine, type VerifyCodeInput } from './verify-code.machine';

/** What `POST v1/auth/admin/request-reset-password` answers (contract). */
export interface ResetRequestResult {
  tempToken: string;
  resendInSeconds: number;
  attemptsLeft: number;
}

export interface PasswordResetContext {
  email: string;
  /** The visible error: the server's message, or an i18n key for a local check. */
  error: string | null;
  fieldErrors: Record<string, string>;
  challenge: VerifyCodeInput | null;
  accessToken: string | null;
}

export type PasswordResetEvent =
  { type: 'REQUEST'; email: string } | { type: 'SAVE'; password: string; confirm: string };

/** i18n key shown on the confirmation field when the two passwords differ. */
export const PASSWORDS_DIFFER = 'reset.passwordsDiffer';

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    // Placeholders: the SPA provides the calls.
    requestReset: fromPromise<ResetRequestResult, { email: string }>(async () => ({
      tempToken: '',
      resendInSeconds: 0,
      attemptsLeft: 0,
    })),
    resetPassword: fromPromise<unknown, { password: string; accessToken: string }>(
      async () => null,
    ),
    verifyCode: verifyCodeMachine,
  },
  actions: {
    // Placeholders: the SPA keeps the temporary token, and on success notifies and goes to login.
    storeTempToken: (_, _params: { tempToken: string }) => {},
    finish: () => {},
    clearErrors: assign({ error: null, fieldErrors: {} }),
    recordEmail: assign((_, params: { email: string }) => ({ email: params.email })),
    recordFailure: assign((_, params: { error: unknown }) => ({
      error: errorMessage(params.error),
      fieldErrors: fieldErrorsOf(params.error),
    })),
    recordMismatch: assign({ error: null, fieldErrors: { confirm: PASSWORDS_DIFFER } }),
    recordChallenge: assign((_, params: ResetRequestResult) => ({
      challenge: { ...params },
    })),
    recordAccessToken: assign((_, params: { accessToken: string }) => ({
      accessToken: params.accessToken,
    })),
  },
  guards: {
    passwordsMatch: (_, params: { password: string; confirm: string }) =>
      params.password === params.confirm,
  },
}).createMachine({
  id: 'passwordReset',
  context: { email: '', error: null, fieldErrors: {}, challenge: null, accessToken: null },
  initial: 'email',
  states: {
    email: {
      on: {
        REQUEST: {
          target: 'requesting',
          actions: [
            'clearErrors',
            { type: 'recordEmail', params: ({ event }) => ({ email: event.email }) },
          ],
        },
      },
    },
    requesting: {
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'code',
          actions: [
            { type: 'recordChallenge', params: ({ event }) => event.output },
            {
              type: 'storeTempToken',
              params: ({ event }) => ({ tempToken: event.output.tempToken }),
            },
          ],
        },
        onError: {
          target: 'email',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The same verify-code machine as sign-up, as a child; the verify screen draws it.
    code: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) =>
          context.challenge ?? { tempToken: '', resendInSeconds: 0, attemptsLeft: null },
        onDone: {
          target: 'newPassword',
          actions: { type: 'recordAccessToken', params: ({ event }) => event.output },
        },
      },
    },
    newPassword: {
      on: {
        SAVE: [
          {
            guard: {
              type: 'passwordsMatch',
              params: ({ event }) => ({ password: event.password, confirm: event.confirm }),
            },
            target: 'saving',
            actions: 'clearErrors',
          },
          { actions: 'recordMismatch' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => ({
          password: event.type === 'SAVE' ? event.password : '',
          accessToken: context.accessToken ?? '',
        }),
        onDone: { target: 'done' },
        onError: {
          target: 'newPassword',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      type: 'final',
      entry: 'finish',
    },
  },
});

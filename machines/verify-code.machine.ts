import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './error-message';

/** Where a code challenge stands when the screen opens (from signup or the reset request). */
export interface VerifyCodeInput {
  tempToken: string;
  resendInSeconds: number;
  /** Unknown until the server says (a wrong code answers with it). */
  attemptsLeft: number | null;
}

export interface VerifyCodeContext {
  tempToken: string;
  resendIn: number;
  attemptsLeft: number | null;
  /** The visible error: the server's message, or an i18n key for a local check. */
  error: string | null;
  accessToken: string | null;
}

export type VerifyCodeEvent = { type: 'SUBMIT'; code: string } | { type: 'RESEND' };

export interface ResentChallenge {
  resendInSeconds: number;
  attemptsLeft: number;
}

/** i18n key of the local check: the code is six digits. */
export const CODE_FORMAT_ERROR = 'verify.codeFormat';

/** A numeric field of a failure (`attemptsLeft`, `retryAfterSeconds`), when the server sent one. */
export function errorNumber(error: unknown, key: string): number | null {
  if (typeof error !== 'object' || error === null || !(key in error)) return null;
  const value = (error as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export const verifyCodeMachine = setup({
  types: {
    input: {} as VerifyCodeInput,
    context: {} as VerifyCodeContext,
    events: {} as VerifyCodeEvent,
    output: {} as { accessToken: string },
  },
  actors: {
    // Placeholders: the SPA provides the calls.
    verifyCode: fromPromise<{ accessToken: string }, { tempToken: string; code: string }>(
      async () => ({ accessToken: '' }),
    ),
    resendCode: fromPromise<ResentChallenge, { tempToken: string }>(async () => ({
      resendInSeconds: 0,
      attemptsLeft: 0,
    })),
  },
  actions: {
    // Placeholder: the SPA keeps the access token in local storage.
    storeAccessToken: (_, _params: { accessToken: string }) => {},
    tick: assign(({ context }) => ({ resendIn: Math.max(0, context.resendIn - 1) })),
    clearError: assign({ error: null }),
    rejectFormat: assign({ error: CODE_FORMAT_ERROR }),
    recordVerified: assign((_, params: { accessToken: string }) => ({
      accessToken: params.accessToken,
      error: null,
    })),
    recordWrongCode: assign(({ context }, params: { error: unknown }) => ({
      error: errorMessage(params.error),
      attemptsLeft: errorNumber(params.error, 'attemptsLeft') ?? context.attemptsLeft,
    })),
    recordResent: assign((_, params: ResentChallenge) => ({
      resendIn: params.resendInSeconds,
      attemptsLeft: params.attemptsLeft,
      error: null,
    })),
    // A throttled resend says when to try again; the countdown shows it.
    recordResendFailure: assign(({ context }, params: { error: unknown }) => ({
      error: errorMessage(params.error),
      resendIn: errorNumber(params.error, 'retryAfterSeconds') ?? context.resendIn,
    })),
  },
  guards: {
    counting: ({ context }) => context.resendIn > 0,
    canResend: ({ context }) => context.resendIn === 0,
    isSixDigits: (_, params: { code: string }) => /^\d{6}$/.test(params.code),
    isDead: ({ context }) => context.attemptsLeft === 0,
    noAttemptsLeft: (_, params: { error: unknown }) =>
      errorNumber(params.error, 'attemptsLeft') === 0,
  },
  delays: {
    resendTick: 1000,
  },
}).createMachine({
  id: 'verifyCode',
  context: ({ input }) => ({
    tempToken: input.tempToken,
    resendIn: Math.max(0, input.resendInSeconds),
    attemptsLeft: input.attemptsLeft,
    error: null,
    accessToken: null,
  }),
  initial: 'checking',
  // The countdown ticks while the user can act; it pauses during a call (a second at most).
  states: {
    // A challenge with no attempts left starts dead: only a new code helps.
    checking: {
      always: [{ guard: 'isDead', target: 'dead' }, { target: 'entering' }],
    },
    entering: {
      after: {
        resendTick: { guard: 'counting', actions: 'tick', target: 'entering', reenter: true },
      },
      on: {
        SUBMIT: [
          {
            guard: { type: 'isSixDigits', params: ({ event }) => ({ code: event.code }) },
            target: 'verifying',
            actions: 'clearError',
          },
          { actions: 'rejectFormat' },
        ],
        RESEND: { guard: 'canResend', target: 'resending' },
      },
    },
    verifying: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => ({
          tempToken: context.tempToken,
          code: event.type === 'SUBMIT' ? event.code : '',
        }),
        onDone: {
          target: 'verified',
          actions: [
            { type: 'recordVerified', params: ({ event }) => event.output },
            { type: 'storeAccessToken', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: { type: 'noAttemptsLeft', params: ({ event }) => ({ error: event.error }) },
            target: 'dead',
            actions: { type: 'recordWrongCode', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'entering',
            actions: { type: 'recordWrongCode', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    // The code is spent: no more tries until a new one is sent.
    dead: {
      after: {
        resendTick: { guard: 'counting', actions: 'tick', target: 'dead', reenter: true },
      },
      on: {
        RESEND: { guard: 'canResend', target: 'resending' },
      },
    },
    resending: {
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ tempToken: context.tempToken }),
        onDone: {
          target: 'checking',
          actions: { type: 'recordResent', params: ({ event }) => event.output },
        },
        onError: {
          target: 'checking',
          actions: { type: 'recordResendFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verified: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ accessToken: context.accessToken ?? '' }),
});

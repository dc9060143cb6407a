import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './error-message';

export type ConfirmationAction = () => unknown | Promise<unknown>;

export interface ConfirmationButtons {
  cancel: { title: string };
  /** `danger`: the action takes something away (cancel, delete, remove): its button is red. */
  confirm: { title: string; icon?: string; danger?: boolean };
}

export interface ConfirmationContext {
  title: string;
  message: string;
  buttons: ConfirmationButtons;
  action: ConfirmationAction | null;
  /** Why the last confirmed action failed; kept after closing so the caller can read it. */
  error: string | null;
}

export type ConfirmationEvent =
  | {
      type: 'OPEN';
      action: ConfirmationAction;
      title?: string;
      message?: string;
      buttons?: Partial<ConfirmationButtons>;
    }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' };

/** i18n keys, translated by the dialog, so a caller that passes nothing still reads well. */
export const CONFIRMATION_DEFAULTS = {
  title: 'confirm.title',
  message: 'confirm.message',
  buttons: { cancel: { title: 'confirm.cancel' }, confirm: { title: 'confirm.confirm' } },
} as const satisfies Pick<ConfirmationContext, 'title' | 'message' | 'buttons'>;

function defaults(): Omit<ConfirmationContext, 'error'> {
  const { cancel, confirm } = CONFIRMATION_DEFAULTS.buttons;
  return {
    title: CONFIRMATION_DEFAULTS.title,
    message: CONFIRMATION_DEFAULTS.message,
    buttons: { cancel: { ...cancel }, confirm: { ...confirm } },
    action: null,
  };
}

export const confirmationMachine = setup({
  types: {
    context: {} as ConfirmationContext,
    events: {} as ConfirmationEvent,
  },
  actors: {
    // The action reports its own outcome (toast); the machine only waits for it to settle.
    runAction: fromPromise<unknown, { action: ConfirmationAction | null }>(async ({ input }) =>
      input.action?.(),
    ),
  },
  actions: {
    store: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      const base = defaults();
      return {
        title: event.title ?? base.title,
        message: event.message ?? base.message,
        buttons: {
          cancel: event.buttons?.cancel ?? base.buttons.cancel,
          confirm: event.buttons?.confirm ?? base.buttons.confirm,
        },
        action: event.action,
        error: null,
      };
    }),
    // Keeps `error`: it is set on the way out and read by the caller after the dialog closes.
    reset: assign(() => defaults()),
    recordError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
  },
}).createMachine({
  id: 'confirmation',
  context: { ...defaults(), error: null },
  initial: 'closed',
  states: {
    closed: {
      entry: 'reset',
      on: { OPEN: { target: 'open', actions: 'store' } },
    },
    open: {
      on: { CANCEL: 'closed', CONFIRM: 'running' },
    },
    // CANCEL is not handled here: once confirmed, the action cannot be taken back.
    running: {
      invoke: {
        id: 'runAction',
        src: 'runAction',
        input: ({ context }) => ({ action: context.action }),
        onDone: 'closed',
        onError: {
          target: 'closed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

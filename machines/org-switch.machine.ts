import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { SWITCH_RELOAD_MS } from '../contract/constants';
import { errorMessage } from './error-message';

export interface OrgSwitchInput {
  activeGroupId: string | null;
}

export interface OrgSwitchContext {
  activeGroupId: string | null;
  groupId: string | null;
}

export type OrgSwitchEvent = { type: 'SWITCH'; groupId: string };

export const orgSwitchMachine = setup({
  types: {
    input: {} as OrgSwitchInput,
    context: {} as OrgSwitchContext,
    events: {} as OrgSwitchEvent,
  },
  actors: {
    // Placeholder: the SPA provides the real call; it resolves with the server's message.
    switchGroup: fromPromise<{ message: string }, { groupId: string }>(async () => ({
      message: '',
    })),
  },
  actions: {
    // Placeholders: the SPA shows the toasts and reloads the page at the root.
    notifySuccess: (_, _params: { message: string }) => {},
    notifyFailure: (_, _params: { message: string }) => {},
    reloadToRoot: () => {},
    rememberTarget: assign((_, params: { groupId: string }) => ({ groupId: params.groupId })),
    markActive: assign(({ context }) => ({ activeGroupId: context.groupId })),
    forgetTarget: assign({ groupId: null }),
  },
  guards: {
    isOtherGroup: ({ context }, params: { groupId: string }) =>
      params.groupId !== context.activeGroupId,
  },
  delays: {
    switchReload: SWITCH_RELOAD_MS,
  },
}).createMachine({
  id: 'orgSwitch',
  context: ({ input }) => ({ activeGroupId: input.activeGroupId, groupId: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SWITCH: {
          guard: { type: 'isOtherGroup', params: ({ event }) => ({ groupId: event.groupId }) },
          target: 'switching',
          actions: { type: 'rememberTarget', params: ({ event }) => ({ groupId: event.groupId }) },
        },
      },
    },
    // SWITCH is not handled here, so a second choice while the first is in flight is dropped.
    switching: {
      invoke: {
        id: 'switchGroup',
        src: 'switchGroup',
        input: ({ event }) => {
          assertEvent(event, 'SWITCH');
          return { groupId: event.groupId };
        },
        onDone: {
          target: 'switched',
          actions: [
            'markActive',
            { type: 'notifySuccess', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            'forgetTarget',
            {
              type: 'notifyFailure',
              params: ({ event }) => ({ message: errorMessage(event.error) }),
            },
          ],
        },
      },
    },
    // The delay lets the user read the success notice before the page reloads.
    switched: {
      after: { switchReload: 'reloading' },
    },
    reloading: {
      type: 'final',
      entry: 'reloadToRoot',
    },
  },
});

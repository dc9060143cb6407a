import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_ORG_NAME, LOADER_TIMEOUT_MS } from '../contract/constants';
import type { UserOrg } from '../contract/users';
import { isClosedStanding, permissionsUnder } from './contract.machine';
import { errorMessage } from './error-message';

export interface SessionInput {
  hasToken: boolean;
}

/**
 * A membership as the console holds it: `role.permissions` are the rights its contract leaves
 * (what every screen checks), `granted` the role's own, so a refusal can say whether the role
 * or the contract is why (machines/why-not.ts).
 */
export type SessionOrg = UserOrg & { granted: UserOrg['role']['permissions'] };

export interface SessionContext {
  orgs: SessionOrg[];
  activeOrg: SessionOrg | null;
  initialAccount: boolean;
  error: string | null;
}

export type SessionEvent =
  | { type: 'LOGGED_IN' }
  | { type: 'LOGOUT' }
  | { type: 'UNAUTHORIZED' }
  | { type: 'ORGS_CHANGED'; orgs: UserOrg[] }
  /** The memberships read again because the active contract's standing moved while open. */
  | { type: 'CONTRACT_CHANGED'; orgs: UserOrg[] }
  | { type: 'RELOAD_MEMBERSHIPS' }
  | { type: 'OPEN_ACCESS_PENDING' }
  | { type: 'CLOSE_ACCESS_PENDING' };

const signedOut: SessionContext = { orgs: [], activeOrg: null, initialAccount: false, error: null };

/**
 * A membership with the rights its organisation's contract leaves (the contract machine's rule,
 * the same the services apply): read-only while paused, none once canceled or ended. Every
 * screen checks these, so a paused organisation shows no write buttons anywhere.
 */
const underContract = (org: UserOrg): SessionOrg => ({
  ...org,
  granted: org.role.permissions,
  role: {
    ...org.role,
    permissions: permissionsUnder(org.group.contract.standing, org.role.permissions),
  },
});

/** The active organisation's contract has left its members without access. */
const contractClosed = (org: UserOrg | null) =>
  org !== null && isClosedStanding(org.group.contract.standing);

function withOrgs(
  loaded: UserOrg[],
): Pick<SessionContext, 'orgs' | 'activeOrg' | 'initialAccount'> {
  const orgs = loaded.map(underContract);
  const activeOrg = orgs.find((org) => org.isActive) ?? null;
  // An account whose active membership is DEFAULT has signed up but not been invited anywhere yet.
  return { orgs, activeOrg, initialAccount: activeOrg?.group.name === DEFAULT_ORG_NAME };
}

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'systemLoader',
  },
  actors: {
    // Placeholder: the SPA provides the real `GET` of the user's memberships.
    loadMemberships: fromPromise<UserOrg[]>(async () => []),
  },
  actions: {
    // Placeholder: the SPA removes the stored token, user and permissions.
    clearStorage: () => {},
    signOut: assign(() => signedOut),
    storeOrgs: assign((_, params: { orgs: UserOrg[] }) => withOrgs(params.orgs)),
    storeError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
    clearError: assign({ error: null }),
  },
  guards: {
    // The initial eventless transition runs on `xstate.init`, the only event carrying the input.
    hasToken: ({ event }) =>
      'input' in event && (event.input as Partial<SessionInput> | undefined)?.hasToken === true,
    hasActiveOrg: (_, params: { orgs: UserOrg[] }) => params.orgs.some((org) => org.isActive),
    // Waiting for access: a sign-up in DEFAULT, or a member whose organisation's contract was
    // canceled or has ended (nothing of theirs is deleted; it returns when the contract does).
    awaitingAccess: ({ context }) =>
      context.activeOrg?.group.name === DEFAULT_ORG_NAME || contractClosed(context.activeOrg),
  },
  delays: {
    loaderTimeout: LOADER_TIMEOUT_MS,
  },
}).createMachine({
  id: 'session',
  context: signedOut,
  initial: 'checking',
  states: {
    checking: {
      tags: 'systemLoader',
      always: [{ guard: 'hasToken', target: 'authenticated' }, { target: 'unauthenticated' }],
    },
    unauthenticated: {
      on: { LOGGED_IN: 'authenticated' },
    },
    authenticated: {
      initial: 'loading',
      on: {
        LOGOUT: { target: 'unauthenticated', actions: ['clearStorage', 'signOut'] },
        UNAUTHORIZED: { target: 'unauthenticated', actions: ['clearStorage', 'signOut'] },
        ORGS_CHANGED: {
          actions: { type: 'storeOrgs', params: ({ event }) => ({ orgs: event.orgs }) },
        },
      },
      states: {
        loading: {
          tags: 'systemLoader',
          initial: 'fetching',
          entry: 'clearError',
          // Loading is entered with authenticated, so this counts from authentication; a reload
          // of the memberships gets a fresh window.
          after: { loaderTimeout: 'ready' },
          on: {
            ORGS_CHANGED: [
              {
                guard: { type: 'hasActiveOrg', params: ({ event }) => ({ orgs: event.orgs }) },
                target: 'ready',
                actions: { type: 'storeOrgs', params: ({ event }) => ({ orgs: event.orgs }) },
              },
              { actions: { type: 'storeOrgs', params: ({ event }) => ({ orgs: event.orgs }) } },
            ],
          },
          states: {
            fetching: {
              invoke: {
                id: 'loadMemberships',
                src: 'loadMemberships',
                onDone: [
                  {
                    guard: {
                      type: 'hasActiveOrg',
                      params: ({ event }) => ({ orgs: event.output }),
                    },
                    target: '#session.authenticated.ready',
                    actions: { type: 'storeOrgs', params: ({ event }) => ({ orgs: event.output }) },
                  },
                  {
                    target: 'waiting',
                    actions: { type: 'storeOrgs', params: ({ event }) => ({ orgs: event.output }) },
                  },
                ],
                onError: {
                  target: '#session.authenticated.ready',
                  actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            // No active membership yet: keep the loader on until one arrives or the timeout.
            waiting: {},
          },
        },
        ready: {
          initial: 'deciding',
          on: {
            RELOAD_MEMBERSHIPS: 'loading',
            OPEN_ACCESS_PENDING: '.accessPending',
            // Decided again: a cancel opens the access dialog, a reactivation closes it.
            CONTRACT_CHANGED: {
              target: '.deciding',
              actions: { type: 'storeOrgs', params: ({ event }) => ({ orgs: event.orgs }) },
            },
          },
          states: {
            // Transient: the modal opens by itself only while awaiting access, and closing it
            // must stick.
            deciding: {
              always: [{ guard: 'awaitingAccess', target: 'accessPending' }, { target: 'idle' }],
            },
            idle: {},
            accessPending: {
              on: { CLOSE_ACCESS_PENDING: 'idle' },
            },
          },
        },
      },
    },
  },
});

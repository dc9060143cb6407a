import { and, setup } from 'xstate';
import { DEFAULT_ORG_NAME, HAD_ORG_NAME } from '../contract/constants';
import type {
  ClosedStanding,
  ContractAction,
  ContractStanding,
  ContractStatus,
} from '../contract/organizations';
import type { Permission } from '../contract/permissions';
import { nextStatusOf } from './decide';

export interface ContractContext {
  /** Contract end, `YYYY-MM-DD`. */
  endsAt: string;
  /** The day the decision is made, `YYYY-MM-DD` (the caller's clock, so tests fix it). */
  today: string;
  /** The organisation's name: HAD and DEFAULT are the platform's own and have no contract. */
  organizationName: string;
}

export type ContractEvent =
  { type: 'ACTIVATE' } | { type: 'PAUSE' } | { type: 'REACTIVATE' } | { type: 'CANCEL' };

const EVENT_OF: Record<ContractAction, ContractEvent['type']> = {
  activate: 'ACTIVATE',
  pause: 'PAUSE',
  reactivate: 'REACTIVATE',
  cancel: 'CANCEL',
};

const PLATFORM_ORGANIZATIONS: readonly string[] = [HAD_ORG_NAME, DEFAULT_ORG_NAME];

/** HAD (the platform owner) and DEFAULT (sign-ups awaiting access) are not customers. */
const isCustomer = (context: Pick<ContractContext, 'organizationName'>) =>
  !PLATFORM_ORGANIZATIONS.includes(context.organizationName);

/** The term runs up to its end date: on that day and after, it is over. */
const termNotOver = (context: ContractContext) => context.endsAt > context.today;

/**
 * An organisation's contract. The services ask it whether an action is allowed from the stored
 * status (409 otherwise) and what the contract means for the members today (`contractStanding`);
 * the console asks it which action buttons to show. Tags say what a state does to the members:
 * `readOnly` (paused) and `closed` (canceled); `contractStanding` adds the end date.
 */
export const contractMachine = setup({
  types: {
    context: {} as ContractContext,
    input: {} as ContractContext,
    events: {} as ContractEvent,
    tags: {} as 'readOnly' | 'closed',
  },
  guards: {
    customer: ({ context }) => isCustomer(context),
    // A canceled contract comes back only while its term has not run out.
    termNotOver: ({ context }) => termNotOver(context),
  },
}).createMachine({
  id: 'contract',
  initial: 'pending',
  context: ({ input }) => input,
  states: {
    pending: {
      on: {
        ACTIVATE: { guard: 'customer', target: 'active' },
        CANCEL: { guard: 'customer', target: 'canceled' },
      },
    },
    active: {
      on: {
        PAUSE: { guard: 'customer', target: 'paused' },
        CANCEL: { guard: 'customer', target: 'canceled' },
      },
    },
    paused: {
      tags: 'readOnly',
      on: {
        REACTIVATE: { guard: 'customer', target: 'active' },
        CANCEL: { guard: 'customer', target: 'canceled' },
      },
    },
    canceled: {
      tags: 'closed',
      on: { REACTIVATE: { guard: and(['customer', 'termNotOver']), target: 'active' } },
    },
  },
});

/** The status after `action`, or null when the machine does not allow it from `status`. */
export function nextContractStatus(
  status: ContractStatus,
  action: ContractAction,
  context: ContractContext,
): ContractStatus | null {
  return nextStatusOf(contractMachine, status, { type: EVENT_OF[action] }, context);
}

/** The actions allowed from `status`, in a stable order for buttons (none for HAD, DEFAULT). */
export function allowedContractActions(
  status: ContractStatus,
  context: ContractContext,
): ContractAction[] {
  return (Object.keys(EVENT_OF) as ContractAction[]).filter(
    (action) => nextContractStatus(status, action, context) !== null,
  );
}

/** Whether the organisation is the platform's own (HAD, DEFAULT): its contract takes no action. */
export const isPlatformContract = (organizationName: string) => !isCustomer({ organizationName });

/**
 * What the contract means for the organisation's members today: canceled (the `closed` state),
 * ended (its end date has come, whatever the status), paused (the `readOnly` state), or in
 * force. The platform's own organisations are always in force.
 */
export function contractStanding(
  status: ContractStatus,
  context: ContractContext,
): ContractStanding {
  if (!isCustomer(context)) return 'inForce';
  const state = contractMachine.resolveState({ value: status, context });
  if (state.hasTag('closed')) return 'canceled';
  if (!termNotOver(context)) return 'ended';
  if (state.hasTag('readOnly')) return 'paused';
  return 'inForce';
}

/** Whether a standing leaves the members without access (canceled, or past the end date). */
export const isClosedStanding = (standing: ContractStanding): standing is ClosedStanding =>
  standing === 'canceled' || standing === 'ended';

/**
 * A role's permissions as the contract leaves them: all of them in force, reading only while
 * paused, none once canceled or ended (as a DEFAULT member waiting for access). The auth guard
 * and the console's session both apply it, so routes and buttons follow the same rule.
 */
export function permissionsUnder(
  standing: ContractStanding,
  permissions: readonly Permission[],
): Permission[] {
  if (standing === 'inForce') return [...permissions];
  if (standing !== 'paused') return [];
  return permissions
    .filter((permission) => permission.allowedOps.read)
    .map((permission) => ({
      entity: permission.entity,
      allowedOps: { read: true, write: false, update: false },
    }));
}

import { setup } from 'xstate';
import type { ContractAction, ContractStatus } from '../contract/organizations';
import { nextStatusOf } from './decide';

export interface ContractContext {
  /** Contract end, `YYYY-MM-DD`. */
  endsAt: string;
  /** The day the decision is made, `YYYY-MM-DD` (the caller's clock, so tests fix it). */
  today: string;
}

export type ContractEvent =
  { type: 'ACTIVATE' } | { type: 'PAUSE' } | { type: 'REACTIVATE' } | { type: 'CANCEL' };

const EVENT_OF: Record<ContractAction, ContractEvent['type']> = {
  activate: 'ACTIVATE',
  pause: 'PAUSE',
  reactivate: 'REACTIVATE',
  cancel: 'CANCEL',
};

/**
 * An organisation's contract. The services ask it whether an action is allowed from the stored
 * status (409 otherwise); the console asks it which action buttons to show.
 */
export const contractMachine = setup({
  types: {
    context: {} as ContractContext,
    input: {} as ContractContext,
    events: {} as ContractEvent,
  },
  guards: {
    // A canceled contract comes back only while its term has not run out.
    termNotOver: ({ context }) => context.endsAt > context.today,
  },
}).createMachine({
  id: 'contract',
  initial: 'pending',
  context: ({ input }) => input,
  states: {
    pending: { on: { ACTIVATE: 'active', CANCEL: 'canceled' } },
    active: { on: { PAUSE: 'paused', CANCEL: 'canceled' } },
    paused: { on: { REACTIVATE: 'active', CANCEL: 'canceled' } },
    canceled: { on: { REACTIVATE: { guard: 'termNotOver', target: 'active' } } },
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

/** The actions allowed from `status`, in a stable order for buttons. */
export function allowedContractActions(
  status: ContractStatus,
  context: ContractContext,
): ContractAction[] {
  return (Object.keys(EVENT_OF) as ContractAction[]).filter(
    (action) => nextContractStatus(status, action, context) !== null,
  );
}

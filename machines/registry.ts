import type { AnyStateMachine } from 'xstate';
import { confirmationMachine } from './confirmation.machine';
import { orgSwitchMachine } from './org-switch.machine';
import { sessionMachine } from './session.machine';

export interface RegisteredMachine {
  id: string;
  title: string;
  machine: AnyStateMachine;
}

/** Every workflow machine, for the QA Machines page; a new machine joins by adding a line. */
export const MACHINES: readonly RegisteredMachine[] = [
  { id: 'session', title: 'Session and loader', machine: sessionMachine },
  { id: 'orgSwitch', title: 'Organisation switch', machine: orgSwitchMachine },
  { id: 'confirmation', title: 'Confirmation dialog', machine: confirmationMachine },
];

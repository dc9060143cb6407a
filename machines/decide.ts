import { getNextSnapshot, type AnyStateMachine, type EventObject } from 'xstate';

/**
 * The state a status-like machine (flat states named after stored statuses) moves to on
 * `event`, or null when it does not accept the event there. The services ask this before a
 * write (409 otherwise) and the console asks it which actions to offer, so both follow one
 * machine.
 */
export function nextStatusOf<Status extends string>(
  machine: AnyStateMachine,
  status: Status,
  event: EventObject,
  context: unknown,
): Status | null {
  const current = machine.resolveState({ value: status, context });
  if (!current.can(event)) return null;
  return getNextSnapshot(machine, current, event).value as Status;
}

import { getNextTransitions, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { delayOf } from './describe-value';

export interface EventChoices {
  /** Events to send now: the model's samples of a type, or a bare `{ type }`. */
  accepted: EventObject[];
  /** Event types the current states handle whose guards say no now. */
  refused: string[];
  /** Delayed transitions out of the current states, by delay name. */
  delays: string[];
}

/**
 * What the tester can do from `snapshot`. XState's internal events are left out: delayed ones
 * come with time, results of calls with resolve and reject, and the sandbox's own event is its.
 */
export function eventChoices(
  snapshot: AnyMachineSnapshot,
  samples: readonly EventObject[],
  accepts: (event: EventObject) => boolean,
): EventChoices {
  if (snapshot.status !== 'active') return { accepted: [], refused: [], delays: [] };
  const types = [...new Set(getNextTransitions(snapshot).map((t) => t.eventType))];
  const delays = types.flatMap((type) => delayOf(type) ?? []);
  const accepted: EventObject[] = [];
  const refused: string[] = [];
  for (const type of types.filter(
    (t) => t !== '' && !t.startsWith('xstate.') && !t.startsWith('sandbox.'),
  )) {
    const matching = samples.filter((event) => event.type === type);
    const ok = (matching.length ? matching : [{ type }]).filter(accepts);
    if (ok.length) accepted.push(...ok);
    else refused.push(type);
  }
  return { accepted, refused, delays: [...new Set(delays)] };
}

import { adjacencyMapToArray, getAdjacencyMap, getStateNodes } from '@xstate/graph';
import { getInitialMicrosteps, getMicrosteps } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { acceptedEvents, serializeSample } from '../../../machines/model-paths';
import { toStatechart } from '../../../machines/statechart';
import type { StatechartEdge } from '../../../machines/statechart';

export interface Step {
  state: AnyMachineSnapshot;
  event: EventObject;
  nextState: AnyMachineSnapshot;
  /** Every intermediate snapshot, so transient states and eventless transitions are seen too. */
  microsteps: AnyMachineSnapshot[];
}

export interface Walk {
  snapshots: AnyMachineSnapshot[];
  steps: Step[];
  initial: AnyMachineSnapshot[];
}

/** Every reachable snapshot and every transition out of it, breadth first. */
export function walk(
  machine: AnyStateMachine,
  input: unknown,
  samples: readonly EventObject[],
): Walk {
  const events = (snapshot: AnyMachineSnapshot) => acceptedEvents(snapshot, samples);
  const adjacency = getAdjacencyMap(machine, { input, events, serializeEvent: serializeSample });
  const steps = adjacencyMapToArray(adjacency).map((step) => ({
    ...step,
    microsteps: getMicrosteps(machine, step.state, step.event).map(([snapshot]) => snapshot),
  }));
  return {
    snapshots: Object.values(adjacency).map((entry) => entry.state),
    steps,
    initial: getInitialMicrosteps(machine, input).map(([snapshot]) => snapshot),
  };
}

/** Dotted path of the active leaf, e.g. `authenticated.ready.idle`. */
export function leaf(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] ?? [];
  if (key === undefined || child === undefined) throw new Error('empty state value');
  return `${key}.${leaf(child)}`;
}

/** Dotted paths of every active leaf (one per region of a parallel state). */
function leaves(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : leaves(child).map((rest) => `${key}.${rest}`),
  );
}

/** Ids of the active state nodes: the root, the leaves and everything between. */
function activeIds(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  const ids = leaves(snapshot.value).flatMap((path) => {
    const parts = path.split('.');
    return parts.map((_, i) => [machine.id, ...parts.slice(0, i + 1)].join('.'));
  });
  return [machine.id, ...new Set(ids)];
}

/** Every state node id of the machine, the root excluded. */
export function nodeIds(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}

/** State node ids entered at least once, counting transient ones passed through. */
export function reachedIds(machine: AnyStateMachine, walks: Walk[]): Set<string> {
  const seen = walks.flatMap((w) => [...w.initial, ...w.steps.flatMap((s) => s.microsteps)]);
  return new Set(seen.flatMap((snapshot) => activeIds(machine, snapshot)));
}

function labelOf(event: EventObject): string {
  const invoked = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (invoked) return `${invoked[1]}: ${invoked[2]}`;
  return event.type.startsWith('xstate.after.') ? 'after' : event.type;
}

/** Statechart edges that no walked (micro)step took: source active before, target after. */
export function untakenEdges(machine: AnyStateMachine, walks: Walk[]): StatechartEdge[] {
  const taken: Array<{ before: string[]; after: string[]; label: string }> = [];
  const record = (chain: AnyMachineSnapshot[], first: string | null) =>
    chain.slice(1).forEach((after, i) => {
      const before = chain[i] as AnyMachineSnapshot;
      const label = i === 0 && first ? first : 'always';
      taken.push({ before: activeIds(machine, before), after: activeIds(machine, after), label });
    });
  for (const w of walks) {
    record(w.initial, null);
    w.steps.forEach((s) => record([s.state, ...s.microsteps], labelOf(s.event)));
  }
  return toStatechart(machine).edges.filter(
    (edge) =>
      !taken.some(
        (t) =>
          (t.label === edge.label || (t.label === 'after' && edge.label.startsWith('after '))) &&
          t.before.includes(edge.source) &&
          t.after.includes(edge.target),
      ),
  );
}

/** A transient node rests nowhere: it must always leave through an unguarded `always`. */
export function isTransient(machine: AnyStateMachine, id: string): boolean {
  const node = machine.getStateNodeById(id);
  return (node.always ?? []).some((transition) => !transition.guard && transition.target);
}

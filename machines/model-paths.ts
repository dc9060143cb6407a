import { getShortestPaths } from '@xstate/graph';
import { getNextTransitions } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';

/**
 * What a machine's model-based test walks: the machine (the registered one, or it with a stand-in
 * the model explains), the inputs it starts from (one walk each), and sample events for the
 * events that carry a payload (invoke results, ids); a bare `{ type }` stands for the others.
 */
export interface MachineModel<TInput = unknown, TSample extends EventObject = EventObject> {
  machine: AnyStateMachine;
  inputs: readonly TInput[];
  samples: readonly TSample[];
}

/**
 * The events a snapshot accepts, as samples: the given ones for events that carry a payload, a
 * bare `{ type }` for the rest. Delayed events are included, so time is an input.
 */
export function acceptedEvents(
  snapshot: AnyMachineSnapshot,
  samples: readonly EventObject[],
): EventObject[] {
  const types = new Set(getNextTransitions(snapshot).map((t) => t.eventType));
  return [...types]
    .filter((type) => type !== '')
    .flatMap((type) => {
      const matching = samples.filter((event) => event.type === type);
      return matching.length ? matching : [{ type }];
    });
}

/**
 * An event as the walk tells events apart. Plain JSON would make every File `{}` and drop
 * functions, so two samples (a good file and a refused one) would count as one and one of them
 * would never be walked.
 */
export function serializeSample(event: EventObject): string {
  return JSON.stringify(event, (_, value: unknown) => {
    if (typeof File !== 'undefined' && value instanceof File) {
      return { file: value.name, type: value.type, size: value.size };
    }
    if (value instanceof Error) return { error: value.message };
    if (typeof value === 'function') return `function ${value.name}`;
    return value;
  });
}

export interface ModelPath {
  /** Which of the model's inputs the walk started from. */
  inputIndex: number;
  /** The events, in order, from the initial state. */
  events: EventObject[];
  /** The state after each event. */
  states: StateValue[];
  /** Where the path ends (the initial state for a path without events). */
  target: StateValue;
}

/**
 * The shortest path from the initial state to every state the model's walk reaches (a state being
 * its value and context, as @xstate/graph tells them apart), for each of its inputs.
 */
export function modelPaths(model: MachineModel): ModelPath[] {
  return model.inputs.flatMap((input, inputIndex) =>
    getShortestPaths(model.machine, {
      input,
      events: (snapshot: AnyMachineSnapshot) => acceptedEvents(snapshot, model.samples),
      serializeEvent: serializeSample,
    }).map((path) => {
      const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
      return {
        inputIndex,
        events: steps.map((step) => step.event),
        states: steps.map((step) => step.state.value),
        target: path.state.value,
      };
    }),
  );
}

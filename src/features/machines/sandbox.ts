import {
  createActor,
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate';
import { activeLeaves } from './active-states';
import { delayOf, describeValue, invokeResultOf } from './describe-value';
import { SandboxClock } from './sandbox-clock';
import { sandboxMachine, SET_CONTEXT, type HeldCall } from './sandbox-logic';

/** What the tester did, one entry of the path. */
export type SandboxStep =
  | { kind: 'start'; input: unknown }
  | { kind: 'event'; event: EventObject }
  | { kind: 'resolve' | 'reject'; id: string; src: string; payload: unknown }
  | { kind: 'time'; ms: number }
  | { kind: 'context'; keys: string[] };

export interface PathEntry {
  step: SandboxStep;
  /** The active leaves after it. */
  states: string[];
  /** The stubbed actions it ran. */
  actions: string[];
}

export interface SandboxView {
  snapshot: AnyMachineSnapshot;
  input: unknown;
  path: readonly PathEntry[];
  /** Invoked actors waiting for the tester to resolve or reject them. */
  calls: readonly { id: string; src: string }[];
  /** Milliseconds until the next delayed transition is due, or null. */
  nextDue: number | null;
  /** A replay or a call's settling is under way. */
  busy: boolean;
}

/** A state to start a copy at (a stored record's), and what to call it in the path. */
export interface StartingState {
  label: string;
  value: StateValue;
  context: unknown;
}

export type ReplayOutcome =
  { ok: true; count: number } | { ok: false; step: number; expected: string[]; reached: string[] };

/** Lets a settled promise deliver its result to the machine. */
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * One machine's sandbox: a copy actor (see sandboxMachine) on a simulated clock, the path the
 * tester took, and the calls held for them to settle. Never the app's live actors.
 */
export class Sandbox {
  private readonly logic: AnyStateMachine;
  private actor: Actor<AnyStateMachine> | null = null;
  private clock = new SandboxClock();
  private calls = new Map<string, HeldCall>();
  private ran: string[] = [];
  private path: PathEntry[] = [];
  private input: unknown = undefined;
  private from: StartingState | null = null;
  private busy = false;
  private view: SandboxView | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(machine: AnyStateMachine) {
    this.logic = sandboxMachine(machine, {
      onAction: (name) => this.ran.push(name),
      onCall: (call, signal) => {
        this.calls.set(call.id, call);
        // Stopped (its state was left): it can no longer be settled.
        signal.addEventListener('abort', () => {
          if (this.calls.get(call.id) === call) this.calls.delete(call.id);
        });
      },
    });
  }

  /** A fresh copy actor from `input`, its clock at zero and its path cleared. */
  start(input: unknown): void {
    this.from = null;
    this.run(createActor(this.logic, { input, clock: this.reset(input) }), input);
  }

  /**
   * A copy standing where a stored record is now (its state and its guards' facts), e.g. a live
   * class read from the service. Its `after` timers are not running: time is the record's own.
   */
  startAt(from: StartingState): void {
    this.from = from;
    const snapshot = this.logic.resolveState({ value: from.value, context: from.context });
    this.run(createActor(this.logic, { snapshot, clock: this.reset(from.label) }), from.label);
  }

  /** Back to where this copy began: its input, or the record's state. */
  restart(): void {
    if (this.from) this.startAt(this.from);
    else this.start(this.input);
  }

  /** Starts again if stopped (a remounted page). */
  resume(): void {
    if (!this.actor || this.actor.getSnapshot().status === 'stopped') this.restart();
  }

  private reset(input: unknown): SandboxClock {
    this.actor?.stop();
    this.clock = new SandboxClock();
    this.calls = new Map();
    this.ran = [];
    this.path = [];
    this.input = input;
    return this.clock;
  }

  private run(actor: Actor<AnyStateMachine>, input: unknown): void {
    // An error stops the copy and shows in its status; this keeps it from being reported twice.
    actor.subscribe({ error: () => undefined });
    this.actor = actor;
    actor.start();
    this.record({ kind: 'start', input });
  }

  stop(): void {
    this.actor?.stop();
  }

  /** Whether the copy accepts `event` now (a guard that throws on it counts as no). */
  accepts(event: EventObject): boolean {
    try {
      return this.snapshot().can(event);
    } catch {
      return false;
    }
  }

  /** Sends `event` if accepted; false otherwise, and nothing is recorded. */
  send(event: EventObject): boolean {
    if (!this.accepts(event)) return false;
    this.actor?.send(event);
    this.record({ kind: 'event', event });
    return true;
  }

  async settle(id: string, outcome: 'resolve' | 'reject', payload: unknown): Promise<void> {
    this.setBusy(true);
    try {
      await this.settleCall(id, outcome, payload);
    } finally {
      this.setBusy(false);
    }
  }

  advance(ms: number): void {
    this.clock.increment(ms);
    this.record({ kind: 'time', ms });
  }

  /** Advances straight to the next delayed transition, if one waits. */
  advanceToNext(): void {
    const ms = this.clock.nextDue();
    if (ms !== null) this.advance(ms);
  }

  setContext(context: unknown): void {
    const before = (this.snapshot().context ?? {}) as Record<string, unknown>;
    const after = (context ?? {}) as Record<string, unknown>;
    const keys = Object.keys(after).filter(
      (key) => describeValue(before[key], Infinity) !== describeValue(after[key], Infinity),
    );
    this.actor?.send({ type: SET_CONTEXT, context });
    this.record({ kind: 'context', keys });
  }

  /**
   * Replays a model path from `input`: results of calls settle the held call, delayed events
   * advance the clock to the next due one, the rest are sent. Stops where the state differs
   * from the one the model reached.
   */
  async replay(
    input: unknown,
    events: EventObject[],
    states: StateValue[],
  ): Promise<ReplayOutcome> {
    this.start(input);
    this.setBusy(true);
    try {
      for (const [index, event] of events.entries()) {
        await this.replayStep(event);
        const expected = activeLeaves(states[index] ?? {});
        const reached = activeLeaves(this.snapshot().value);
        if (expected.join() !== reached.join())
          return { ok: false, step: index + 1, expected, reached };
      }
      return { ok: true, count: events.length };
    } finally {
      this.setBusy(false);
    }
  }

  private async replayStep(event: EventObject): Promise<void> {
    const result = invokeResultOf(event.type);
    if (result && this.calls.has(result.id)) {
      const { output, error } = event as EventObject & { output?: unknown; error?: unknown };
      const done = result.outcome === 'done';
      await this.settleCall(result.id, done ? 'resolve' : 'reject', done ? output : error);
    } else if (delayOf(event.type) && this.clock.nextDue() !== null) {
      this.advanceToNext();
    } else {
      // As the model's test sends it (e.g. a result of a call no longer held).
      this.actor?.send(event);
      this.record({ kind: 'event', event });
    }
  }

  private async settleCall(id: string, outcome: 'resolve' | 'reject', payload: unknown) {
    const call = this.calls.get(id);
    if (!call) return;
    this.calls.delete(id);
    if (outcome === 'resolve') call.resolve(payload);
    else call.reject(payload);
    await settled();
    this.record({ kind: outcome, id, src: call.src, payload });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getView = (): SandboxView => {
    this.view ??= {
      snapshot: this.snapshot(),
      input: this.input,
      path: this.path,
      calls: [...this.calls.values()].map(({ id, src }) => ({ id, src })),
      nextDue: this.clock.nextDue(),
      busy: this.busy,
    };
    return this.view;
  };

  private snapshot(): AnyMachineSnapshot {
    if (!this.actor) throw new Error('The sandbox has not started.');
    return this.actor.getSnapshot() as AnyMachineSnapshot;
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
    this.emit();
  }

  private record(step: SandboxStep): void {
    const states = activeLeaves(this.snapshot().value);
    this.path = [...this.path, { step, states, actions: this.ran.splice(0) }];
    this.emit();
  }

  private emit(): void {
    this.view = null;
    for (const listener of this.listeners) listener();
  }
}

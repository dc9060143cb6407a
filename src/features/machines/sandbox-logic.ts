import { assign, createMachine, fromPromise, type AnyStateMachine, type EventObject } from 'xstate';

/** The sandbox's own event: sets the context by hand without leaving any state. */
export const SET_CONTEXT = 'sandbox.setContext';

export interface SetContextEvent extends EventObject {
  type: typeof SET_CONTEXT;
  context: unknown;
}

/** An invoked actor's call, held until the tester settles it. */
export interface HeldCall {
  id: string;
  src: string;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export interface SandboxHooks {
  /** A named action with a side effect ran (it did nothing). */
  onAction: (name: string) => void;
  /** An invoked actor started; it ends only through `resolve` or `reject`, or when stopped. */
  onCall: (call: HeldCall, signal: AbortSignal) => void;
}

// XState's own actions (assign, raise, sendTo, …) are functions typed 'xstate.*': they only
// change the machine, so they are kept. Every other named action is a side effect.
function isBuiltIn(action: unknown): boolean {
  const type: unknown = (action as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.startsWith('xstate.');
}

/**
 * A copy of `machine` for the sandbox: every named side-effect action is inert (it only reports
 * that it ran), every invoked actor is a promise the tester resolves or rejects, and the root
 * accepts SET_CONTEXT, so the guards' inputs can be set by hand at any point. Nothing it does
 * calls a service, touches storage or reaches the app's live actors.
 */
export function sandboxMachine(machine: AnyStateMachine, hooks: SandboxHooks): AnyStateMachine {
  const { actions, actors } = machine.implementations;
  const inert = Object.fromEntries(
    Object.entries(actions)
      .filter(([, action]) => !isBuiltIn(action))
      .map(([name]) => [name, () => hooks.onAction(name)]),
  );
  const held = Object.fromEntries(
    Object.keys(actors).map((src) => [
      src,
      fromPromise<unknown>(
        ({ self, signal }) =>
          new Promise((resolve, reject) =>
            hooks.onCall({ id: self.id, src, resolve, reject }, signal),
          ),
      ),
    ]),
  );
  const provided = machine.provide({ actions: inert, actors: held });
  const { config } = provided;
  const setContext = assign(
    ({ event }) => (event as SetContextEvent).context as Record<string, unknown>,
  );
  return createMachine(
    { ...config, on: { ...config.on, [SET_CONTEXT]: { actions: setContext } } },
    provided.implementations,
  );
}

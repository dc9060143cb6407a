import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { MachineModel } from '../../../machines/model-paths';
import { MODELS } from '../../../machines/models/registry';
import { Sandbox, type SandboxView, type StartingState } from './sandbox';

export type ModelState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'failed' }
  | { status: 'ready'; model: MachineModel };

/** The model a machine's model-based test walks (inputs and samples), loaded on demand. */
export function useMachineModel(id: string): ModelState {
  const load = MODELS[id];
  const [state, setState] = useState<ModelState>(load ? { status: 'loading' } : { status: 'none' });
  useEffect(() => {
    if (!load) return;
    let cancelled = false;
    load().then(
      (model) => !cancelled && setState({ status: 'ready', model }),
      () => !cancelled && setState({ status: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [load]);
  return state;
}

/**
 * A sandbox of `machine` started from `input`, or standing where `from` (a stored record) is;
 * stopped when the page leaves.
 */
export function useSandbox(
  machine: AnyStateMachine,
  input: unknown,
  from?: StartingState,
): { sandbox: Sandbox; view: SandboxView } {
  const [sandbox] = useState(() => {
    const created = new Sandbox(machine);
    if (from) created.startAt(from);
    else created.start(input);
    return created;
  });
  useEffect(() => {
    sandbox.resume();
    return () => sandbox.stop();
  }, [sandbox]);
  const view = useSyncExternalStore(sandbox.subscribe, sandbox.getView);
  return { sandbox, view };
}

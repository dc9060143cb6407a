import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { modelPaths } from '../../machines/model-paths';
import { MODELS } from '../../machines/models/registry';
import { MACHINES } from '../../machines/registry';
import { walk } from './support/graph';

/** A state as @xstate/graph tells them apart: its value and its context. */
const key = (snapshot: Pick<AnyMachineSnapshot, 'value' | 'context'>) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

describe('the models the Machines page lists', () => {
  it('exist for every registered machine, walking that machine', async () => {
    const missing = MACHINES.map((entry) => entry.id).filter((id) => !MODELS[id]);
    expect(missing, 'give each a model in machines/models/registry.ts').toEqual([]);
    for (const entry of MACHINES.filter((e) => MODELS[e.id])) {
      const model = await MODELS[entry.id]!();
      // The same config: the registered machine, or it with stand-ins provided.
      expect(model.machine.config, entry.id).toBe(entry.machine.config);
    }
  });

  it.each(MACHINES.map((entry) => entry.id).filter((id) => MODELS[id]))(
    '%s: a shortest path to every state its test walk rests in, and nowhere else',
    async (id) => {
      const model = await MODELS[id]!();
      const paths = modelPaths(model);
      model.inputs.forEach((input, index) => {
        const reached = new Set(walk(model.machine, input, model.samples).snapshots.map(key));
        const ends = paths
          .filter((path) => path.inputIndex === index)
          .map((path) => {
            // Replayed on the pure transition functions, as a test step would take them.
            let [snapshot] = initialTransition(model.machine, input);
            for (const event of path.events)
              [snapshot] = transition(model.machine, snapshot, event);
            return key(snapshot);
          });
        expect(new Set(ends)).toEqual(reached);
        expect(ends).toHaveLength(reached.size);
      });
    },
  );
});

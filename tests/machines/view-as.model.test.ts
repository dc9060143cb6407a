import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { mayViewAs, viewAsMachine, type ViewAsEvent } from '../../machines/view-as.machine';
import { admin, rolesManager, rolesReader, viewAsModel } from '../../machines/models/view-as.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

const { samples } = viewAsModel;

/** The rule, written apart from the machine: who may preview, and how one returns. */
function expected(from: AnyMachineSnapshot, event: ViewAsEvent): string {
  const here = leaf(from.value);
  switch (event.type) {
    case 'VIEW_AS':
      return event.viewer === admin || event.viewer === rolesManager ? 'viewing' : here;
    case 'STOP':
    case 'ORGANISATION_CHANGED':
      return 'own';
  }
}

const walks = viewAsModel.inputs.map((input) => walk(viewAsModel.machine, input, samples));

describe('view-as machine', () => {
  it('lets an admin or a Roles writer preview, and nobody else', () => {
    expect([admin, rolesManager, rolesReader, null].map(mayViewAs)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it.each(walks)('follows the rule on every transition, the preview with the state', (w) => {
    expect(w.steps.length).toBeGreaterThan(8);
    for (const { state, event, nextState } of w.steps) {
      const sample = event as ViewAsEvent;
      const where = `${leaf(state.value)} + ${JSON.stringify(event)}`;
      expect(leaf(nextState.value), where).toBe(expected(state, sample));
      const viewing = nextState.matches('viewing');
      expect(nextState.context.preview !== null, where).toBe(viewing);
      if (viewing && sample.type === 'VIEW_AS' && nextState !== state) {
        expect(nextState.context.preview).toBe(sample.preview);
      }
    }
  });

  it('rests in every state and takes every transition', () => {
    const reached = reachedIds(viewAsMachine, walks);
    expect(nodeIds(viewAsMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(untakenEdges(viewAsMachine, walks)).toEqual([]);
  });
});

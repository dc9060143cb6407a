import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  changedFields,
  editConflictMachine,
  mergedValues,
} from '../../machines/edit-conflict.machine';
import {
  editConflictModel,
  openedPlan,
  theirSave,
} from '../../machines/models/edit-conflict.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

const graph = walk(
  editConflictModel.machine,
  editConflictModel.inputs[0],
  editConflictModel.samples,
);

const opened = () => {
  const actor = createActor(editConflictMachine, { input: openedPlan });
  actor.start();
  actor.send(theirSave);
  return actor;
};

describe('edit conflict graph', () => {
  it('leaves a conflict only by keeping mine, taking theirs, or a merge applied', () => {
    const taken = new Set(
      graph.steps.map(
        (s) => `${leaf(s.state.value)} ${s.event.type} -> ${leaf(s.nextState.value)}`,
      ),
    );
    expect([...taken].filter((step) => step.startsWith('conflict')).sort()).toEqual([
      'conflict KEEP_MINE -> editing',
      'conflict MERGE -> merging',
      'conflict TAKE_THEIRS -> editing',
    ]);
    expect([...taken].filter((step) => step.startsWith('merging')).sort()).toEqual([
      'merging APPLY -> editing',
      'merging BACK -> conflict',
      'merging CHOOSE -> merging',
    ]);
  });

  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(editConflictMachine, [graph]);
    expect(nodeIds(editConflictMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(untakenEdges(editConflictMachine, [graph])).toEqual([]);
  });
});

describe('what the form asks', () => {
  it('saves over their version whichever way the conflict ends', () => {
    for (const ending of [
      [{ type: 'KEEP_MINE' }],
      [{ type: 'TAKE_THEIRS' }],
      [{ type: 'MERGE', mine: openedPlan.base }, { type: 'APPLY' }],
    ] as const) {
      const actor = opened();
      for (const event of ending) actor.send(event);
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.etag).toBe(theirSave.etag);
      expect(actor.getSnapshot().context.theirs).toBeNull();
    }
  });

  it('names what they changed, and starts a merge on the side that changed each field', () => {
    const actor = opened();
    const { base, theirs } = actor.getSnapshot().context;
    expect(changedFields(base, theirs!)).toEqual(['nameEn']);
    // The form did not touch the name: the merge takes theirs; mine keeps its own price.
    actor.send({ type: 'MERGE', mine: { nameEn: 'Gold', price: '12' } });
    expect(actor.getSnapshot().context.choices).toEqual({ nameEn: 'theirs' });
    expect(mergedValues(actor.getSnapshot().context, { nameEn: 'Gold', price: '12' })).toEqual({
      nameEn: 'Gold plus',
      price: '12',
    });
    actor.send({ type: 'CHOOSE', field: 'nameEn', side: 'mine' });
    expect(mergedValues(actor.getSnapshot().context, { nameEn: 'Gold', price: '12' })).toEqual({
      nameEn: 'Gold',
      price: '12',
    });
  });

  it('starts a field both changed on mine', () => {
    const actor = opened();
    actor.send({ type: 'MERGE', mine: { nameEn: 'Gold max', price: '10' } });
    expect(actor.getSnapshot().context.choices).toEqual({ nameEn: 'mine' });
  });
});

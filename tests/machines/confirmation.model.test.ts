import { describe, expect, it } from 'vitest';
import { confirmationMachine, CONFIRMATION_DEFAULTS } from '../../machines/confirmation.machine';
import type { ConfirmationContext, ConfirmationEvent } from '../../machines/confirmation.machine';
import {
  ACTION_DONE as DONE,
  ACTION_FAILED as ERROR,
  confirmationModel,
  remove,
  type ConfirmationSample as SampleEvent,
} from '../../machines/models/confirmation.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

const { samples } = confirmationModel;

const NEXT: Record<SampleEvent['type'], string> = {
  OPEN: 'open',
  CANCEL: 'closed',
  CONFIRM: 'running',
  [DONE]: 'closed',
  [ERROR]: 'closed',
};

const w = walk(confirmationModel.machine, confirmationModel.inputs[0], samples);

describe('confirmation graph', () => {
  it('follows the dialog rules on every transition', () => {
    // Two closed (with and without an error) x 2 OPEN, two open x 2, two running x 2.
    expect(w.steps).toHaveLength(12);
    for (const { state, event, nextState } of w.steps) {
      const where = `${leaf(state.value)} + ${event.type}`;
      expect(leaf(nextState.value), where).toBe(NEXT[event.type as SampleEvent['type']]);
    }
  });

  it('shows what the caller asked for, and the defaults for what it left out', () => {
    for (const { event, nextState } of w.steps.filter((s) => s.event.type === 'OPEN')) {
      const context = nextState.context as ConfirmationContext;
      const asked = event as Extract<ConfirmationEvent, { type: 'OPEN' }>;
      expect(context.action).toBe(remove);
      expect(context.title).toBe(asked.title ?? CONFIRMATION_DEFAULTS.title);
      expect(context.buttons.cancel).toEqual(CONFIRMATION_DEFAULTS.buttons.cancel);
      expect(context.buttons.confirm).toEqual(
        asked.buttons?.confirm ?? CONFIRMATION_DEFAULTS.buttons.confirm,
      );
      expect(context.error).toBeNull();
    }
  });

  it('restores the defaults whenever it closes, keeping only the error of a failed action', () => {
    for (const { event, nextState } of w.steps.filter((s) => s.nextState.matches('closed'))) {
      const { error, ...shown } = nextState.context as ConfirmationContext;
      expect(shown).toEqual({ ...CONFIRMATION_DEFAULTS, action: null });
      expect(error).toBe(event.type === ERROR ? 'Delete failed' : null);
    }
  });

  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(confirmationMachine, [w]);
    expect(nodeIds(confirmationMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(nodeIds(confirmationMachine)).toHaveLength(3);
    expect(untakenEdges(confirmationMachine, [w])).toEqual([]);
  });
});

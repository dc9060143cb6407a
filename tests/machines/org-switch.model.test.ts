import { getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { orgSwitchMachine } from '../../machines/org-switch.machine';
import type { OrgSwitchContext, OrgSwitchEvent } from '../../machines/org-switch.machine';
import { acceptedEvents } from '../../machines/model-paths';
import {
  orgSwitchModel,
  RELOAD,
  SWITCH_FAILED as ERROR,
  SWITCHED as DONE,
  type OrgSwitchSample as SampleEvent,
} from '../../machines/models/org-switch.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

const { samples } = orgSwitchModel;

/** SPEC section 4 and the brief, written apart from the machine. */
function expected(from: AnyMachineSnapshot, event: SampleEvent): string {
  const { activeGroupId } = from.context as OrgSwitchContext;
  switch (event.type) {
    case 'SWITCH':
      return event.groupId === activeGroupId ? 'idle' : 'switching';
    case DONE:
      return 'switched';
    case ERROR:
      return 'idle';
    case RELOAD:
      return 'reloading';
  }
}

const walks = orgSwitchModel.inputs.map((input) => ({
  input,
  ...walk(orgSwitchModel.machine, input, samples),
}));

describe.each(walks)('org switch graph (active: $input.activeGroupId)', (w) => {
  it('follows the rules on every transition', () => {
    expect(w.steps.length).toBeGreaterThanOrEqual(5);
    for (const { state, event, nextState } of w.steps) {
      const where = `${leaf(state.value)} + ${JSON.stringify(event)}`;
      expect(leaf(nextState.value), where).toBe(expected(state, event as SampleEvent));
      if (event.type === DONE) {
        expect(nextState.context.activeGroupId).toBe(state.context.groupId);
      }
    }
  });

  it('ignores SWITCH to the active group and SWITCH while a switch is in flight', () => {
    const ignored = w.steps.filter(
      (s) =>
        s.event.type === 'SWITCH' &&
        (leaf(s.state.value) !== 'idle' ||
          ('groupId' in s.event && s.event.groupId === w.input.activeGroupId)),
    );
    expect(ignored).toHaveLength(w.input.activeGroupId ? 1 : 0);
    for (const { state, nextState } of ignored) expect(nextState).toBe(state);
    expect(
      w.steps.some((s) => leaf(s.state.value) === 'switching' && s.event.type === 'SWITCH'),
    ).toBe(false);
  });

  it('reaches reloading only through switched, and then stops', () => {
    const paths = getSimplePaths(orgSwitchMachine, {
      input: w.input,
      events: (snapshot) => acceptedEvents(snapshot, samples) as OrgSwitchEvent[],
      toState: (snapshot) => snapshot.matches('reloading'),
    });
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const before = path.steps.at(-2)?.state;
      expect(before && leaf(before.value)).toBe('switched');
      expect(path.steps.some((step) => step.state.matches('switching'))).toBe(true);
      expect(path.state.status).toBe('done');
    }
  });
});

describe('org switch coverage', () => {
  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(orgSwitchMachine, walks);
    expect(nodeIds(orgSwitchMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(nodeIds(orgSwitchMachine)).toHaveLength(4);
    expect(new Set(walks.flatMap((w) => w.snapshots.map((s) => leaf(s.value)))).size).toBe(4);
    expect(untakenEdges(orgSwitchMachine, walks)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { IMPORT_STATUSES, type ImportStatus } from '../../contract/imports';
import { INVITATION_STATUSES } from '../../contract/invitations';
import {
  canRollBack,
  importMachine,
  importStatusOf,
  invitationRollback,
  liveClassRollback,
  rollbackUntil,
} from '../../machines/import.machine';
import { importModel } from '../../machines/models/import.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

/** docs/imports.md, written out independently of the machine. */
const ROLLS_BACK: Record<ImportStatus, boolean> = {
  committed: true,
  rolledBack: false,
  closed: false,
};

const graph = walk(importModel.machine, importModel.inputs[0], importModel.samples);

describe('import graph', () => {
  it('rolls back or closes a committed import, and nothing after', () => {
    const taken = graph.steps.map(
      (s) => `${leaf(s.state.value)} ${s.event.type} -> ${leaf(s.nextState.value)}`,
    );
    expect(taken.sort()).toEqual([
      'committed CLOSE -> closed',
      'committed ROLL_BACK -> rolledBack',
    ]);
  });

  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(importMachine, [graph]);
    expect(nodeIds(importMachine).filter((id) => !reached.has(id))).toEqual([]);
    expect(untakenEdges(importMachine, [graph])).toEqual([]);
  });
});

describe('what the services and the console ask', () => {
  it.each(IMPORT_STATUSES)('%s follows the rules', (status) => {
    expect(canRollBack(status)).toBe(ROLLS_BACK[status]);
  });

  it('closes an import 7 days after its commit, to the millisecond', () => {
    const at = new Date('2026-03-10T12:00:00Z');
    const until = rollbackUntil(at);
    expect(until.toISOString()).toBe('2026-03-17T12:00:00.000Z');
    expect(importStatusOf(null, at, new Date(until.getTime() - 1))).toBe('committed');
    expect(importStatusOf(null, at, until)).toBe('closed');
    expect(importStatusOf(at, at, until)).toBe('rolledBack');
  });

  it('cancels what the invitation machine lets it cancel, keeps the accepted', () => {
    expect(
      Object.fromEntries(INVITATION_STATUSES.map((s) => [s, invitationRollback(s).outcome])),
    ).toEqual({ pending: 'cancel', expired: 'cancel', accepted: 'keep', canceled: 'none' });
  });

  it('trashes a live class before it starts, keeps it once started', () => {
    expect(liveClassRollback('notStarted').outcome).toBe('trash');
    expect(liveClassRollback('live').outcome).toBe('keep');
    expect(liveClassRollback('finished').outcome).toBe('keep');
    expect(liveClassRollback('deleted').outcome).toBe('none');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { SPREADSHEET_MESSAGES } from '../../contract/invitations';
import {
  LIVE_CLASS_BULK_MESSAGES,
  type LiveClassBulkResult,
} from '../../contract/live-classes-bulk';
import {
  liveClassBulkMachine,
  type LiveClassBulkContext,
  type LiveClassCommitInput,
} from '../../machines/live-class-bulk.machine';
import {
  COMMIT_FAILED,
  COMMITTED,
  DRY_DONE,
  DRY_FAILED,
  liveClassBulkModel,
  offline,
  otherSheet,
  report,
  result,
  sheet,
  tooLarge,
  wrongType,
  type LiveClassBulkSample as SampleEvent,
} from '../../machines/models/live-class-bulk.model';
import { MACHINES } from '../../machines/registry';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

const { machine, samples } = liveClassBulkModel;
const graph = walk(machine, liveClassBulkModel.inputs[0], samples);

/** The rules of the wizard, written out independently of the machine. */
function expected(from: AnyMachineSnapshot, event: SampleEvent): string {
  const context = from.context as LiveClassBulkContext;
  switch (event.type) {
    case 'PICK':
      return 'picking';
    case 'DRY_RUN':
      return context.file ? 'dryRunning' : 'picking';
    case DRY_DONE:
      return 'report';
    case DRY_FAILED:
      return 'picking';
    case 'COMMIT':
      return (context.report?.validRows ?? 0) > 0 ? 'committing' : 'report';
    case COMMITTED:
      return 'done';
    case COMMIT_FAILED:
      return 'report';
    case 'BACK':
      return 'picking';
    case 'RESTART':
      return 'picking';
  }
}

const isPick = (event: { type: string }): event is Extract<SampleEvent, { type: 'PICK' }> =>
  event.type === 'PICK';

describe('live-class bulk graph', () => {
  it('follows pick -> dry run -> report -> commit -> done, refusals back a step', () => {
    expect(graph.steps.length).toBeGreaterThan(20);
    for (const { state, event, nextState } of graph.steps) {
      const where = `${leaf(state.value)} + ${event.type}`;
      expect(leaf(nextState.value), where).toBe(expected(state, event as SampleEvent));
    }
  });

  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(machine, [graph]);
    expect(nodeIds(machine).filter((id) => !reached.has(id))).toEqual([]);
    expect(untakenEdges(machine, [graph])).toEqual([]);
  });

  it('keeps the chosen file through refusals, back steps and refused picks', () => {
    for (const { state, event, nextState } of graph.steps) {
      const before = state.context as LiveClassBulkContext;
      const after = nextState.context as LiveClassBulkContext;
      const where = `${leaf(state.value)} + ${event.type}`;
      if (event.type === 'RESTART') expect(after.file).toBeNull();
      else if (isPick(event) && (event.file === sheet || event.file === otherSheet)) {
        expect(after.file, where).toBe(event.file);
        expect(after.fileError, where).toBeNull();
      } else expect(after.file, where).toBe(before.file);
    }
  });

  it('names a refused pick with the contract’s text', () => {
    for (const { event, nextState } of graph.steps) {
      const after = nextState.context as LiveClassBulkContext;
      if (isPick(event) && event.file === wrongType) {
        expect(after.fileError).toBe(SPREADSHEET_MESSAGES.fileType);
      }
      if (isPick(event) && event.file === tooLarge) {
        expect(after.fileError).toBe(SPREADSHEET_MESSAGES.tooLarge);
      }
    }
  });

  it('records a refusal with its status and clears it when the user moves on', () => {
    for (const { event, nextState } of graph.steps) {
      const after = nextState.context as LiveClassBulkContext;
      if (event.type === DRY_FAILED) {
        expect(after.error).toEqual({
          status: 400,
          message: SPREADSHEET_MESSAGES.wrongFile,
          detail: LIVE_CLASS_BULK_MESSAGES.wrongColumns,
        });
      }
      if (event.type === COMMIT_FAILED) expect(after.error).toEqual({ ...offline, detail: null });
      if (['BACK', 'DRY_RUN', DRY_DONE, 'RESTART'].includes(event.type)) {
        expect(after.error, event.type).toBeNull();
      }
    }
  });

  it('makes a key at every dry run and keeps it until the commit is done', () => {
    for (const { state, event, nextState } of graph.steps) {
      const after = nextState.context as LiveClassBulkContext;
      if (event.type === DRY_DONE) expect(after.idempotencyKey).toBe('key-1');
      if (['report', 'committing'].includes(leaf(state.value))) {
        expect(after.idempotencyKey).toBe('key-1');
      }
    }
  });

  it('is on the Machines page', () => {
    expect(MACHINES.find((entry) => entry.id === 'liveClassBulk')?.machine).toBe(
      liveClassBulkMachine,
    );
  });
});

describe('the idempotency key on a running actor', () => {
  function start(commit: (input: LiveClassCommitInput) => Promise<LiveClassBulkResult>) {
    const dryRun = vi.fn(async () => report(3));
    const commits: LiveClassCommitInput[] = [];
    const actor = createActor(
      liveClassBulkMachine.provide({
        actors: {
          dryRun: fromPromise(dryRun),
          commit: fromPromise(({ input }) => {
            commits.push(input);
            return commit(input);
          }),
        },
      }),
    ).start();
    return { actor, commits, dryRun };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends the same key when a failed commit is retried, and a new one after a new dry run', async () => {
    let fail = true;
    const { actor, commits, dryRun } = start(async () => {
      if (fail) throw offline;
      return result;
    });
    actor.send({ type: 'PICK', file: sheet });
    actor.send({ type: 'DRY_RUN' });
    await settle();
    expect(dryRun).toHaveBeenCalledWith(expect.objectContaining({ input: { file: sheet } }));
    const first = actor.getSnapshot().context.idempotencyKey;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);

    actor.send({ type: 'COMMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('report');
    expect(actor.getSnapshot().context.error).toEqual({ ...offline, detail: null });
    fail = false;
    actor.send({ type: 'COMMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(commits).toEqual([
      { file: sheet, idempotencyKey: first },
      { file: sheet, idempotencyKey: first },
    ]);

    actor.send({ type: 'RESTART' });
    actor.send({ type: 'PICK', file: otherSheet });
    actor.send({ type: 'DRY_RUN' });
    await settle();
    expect(actor.getSnapshot().context.idempotencyKey).not.toBe(first);
    actor.stop();
  });

  it('ignores a second COMMIT while the first is in flight', async () => {
    let finish: (value: LiveClassBulkResult) => void = () => {};
    const { actor, commits } = start(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'PICK', file: sheet });
    actor.send({ type: 'DRY_RUN' });
    await settle();
    actor.send({ type: 'COMMIT' });
    actor.send({ type: 'COMMIT' });
    expect(commits).toHaveLength(1);
    finish(result);
    await settle();
    expect(actor.getSnapshot().context.result).toEqual(result);
    actor.stop();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { INVITATION_FILE, SPREADSHEET_MESSAGES, type BulkResult } from '../../contract/invitations';
import {
  bulkInviteMachine,
  fileRefusal,
  type BulkInviteContext,
  type CommitInput,
} from '../../machines/bulk-invite.machine';
import {
  bulkInviteModel,
  COMMIT_FAILED,
  COMMITTED,
  DRY_DONE,
  DRY_FAILED,
  good,
  offline,
  refused,
  report,
  result,
  tooLarge,
  wrongType,
  type BulkInviteSample as SampleEvent,
} from '../../machines/models/bulk-invite.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

const { machine, samples } = bulkInviteModel;
const graph = walk(machine, bulkInviteModel.inputs[0], samples);

/** The rules of the wizard, written out independently of the machine. */
function expected(from: AnyMachineSnapshot, event: SampleEvent): string {
  const where = leaf(from.value);
  const context = from.context as BulkInviteContext;
  const back = context.source?.type === 'file' ? 'file' : 'typed';
  switch (event.type) {
    case 'CHOOSE_FILE':
      return 'file';
    case 'CHOOSE_TYPED':
      return 'typed';
    case 'PICK':
      return 'file';
    case 'DRY_RUN':
      return context.file ? 'dryRunning' : 'file';
    case 'DRY_RUN_TYPED':
      return event.rows.length > 0 ? 'dryRunning' : 'typed';
    case DRY_DONE:
      return 'report';
    case DRY_FAILED:
      return back;
    case 'COMMIT':
      return (context.report?.validRows ?? 0) > 0 ? 'committing' : 'report';
    case COMMITTED:
      return 'done';
    case COMMIT_FAILED:
      return 'report';
    case 'BACK':
      return where === 'report' ? back : 'choosing';
    case 'RESTART':
      return 'choosing';
  }
}

describe('bulk-invite graph', () => {
  it('follows choose -> file or typed -> dry run -> report -> commit -> done', () => {
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
      const before = state.context as BulkInviteContext;
      const after = nextState.context as BulkInviteContext;
      if (event.type === 'RESTART') expect(after.file).toBeNull();
      else if (event.type === 'PICK' && (event as SampleEvent & { file?: File }).file === good) {
        expect(after.file).toBe(good);
      } else expect(after.file, `${leaf(state.value)} + ${event.type}`).toBe(before.file);
    }
  });

  it('records the refusal with its status and clears it when the user moves on', () => {
    for (const { event, nextState } of graph.steps) {
      const after = nextState.context as BulkInviteContext;
      if (event.type === DRY_FAILED) expect(after.error).toEqual(refused);
      if (event.type === COMMIT_FAILED) expect(after.error).toEqual(offline);
      if (event.type === 'BACK' || event.type === DRY_DONE) expect(after.error).toBeNull();
    }
  });

  it('makes a key at every dry run and never drops it before the commit', () => {
    for (const { state, event, nextState } of graph.steps) {
      const after = nextState.context as BulkInviteContext;
      if (event.type === DRY_DONE) expect(after.idempotencyKey).toBe('key-1');
      if (leaf(state.value) === 'report') expect(after.idempotencyKey).toBe('key-1');
    }
  });
});

describe('the file check before sending', () => {
  it('refuses other extensions and files over 5 MB with the contract texts', () => {
    expect(fileRefusal(good)).toBeNull();
    expect(fileRefusal({ name: 'People.XLSX', size: 10 })).toBeNull();
    expect(fileRefusal(wrongType)).toBe(SPREADSHEET_MESSAGES.fileType);
    expect(fileRefusal({ name: 'people.xls', size: 10 })).toBe(SPREADSHEET_MESSAGES.fileType);
    expect(fileRefusal(tooLarge)).toBe(SPREADSHEET_MESSAGES.tooLarge);
    expect(fileRefusal({ name: 'edge.csv', size: INVITATION_FILE.maxBytes })).toBeNull();
  });
});

describe('the idempotency key on a running actor', () => {
  function start(commit: (input: CommitInput) => Promise<BulkResult>) {
    const dryRun = vi.fn(async () => report(3));
    const commits: CommitInput[] = [];
    const actor = createActor(
      bulkInviteMachine.provide({
        actors: {
          dryRun: fromPromise(dryRun),
          commit: fromPromise(({ input }) => {
            commits.push(input);
            return commit(input);
          }),
        },
      }),
      { input: { kind: 'admin' } },
    ).start();
    return { actor, commits, dryRun };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('sends the same key when a failed commit is retried, and a new one after a new dry run', async () => {
    let fail = true;
    const { actor, commits } = start(async () => {
      if (fail) throw offline;
      return result;
    });
    actor.send({ type: 'CHOOSE_FILE' });
    actor.send({ type: 'PICK', file: good });
    actor.send({ type: 'DRY_RUN' });
    await settle();
    const first = actor.getSnapshot().context.idempotencyKey;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);

    actor.send({ type: 'COMMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('report');
    expect(actor.getSnapshot().context.error).toEqual(offline);
    fail = false;
    actor.send({ type: 'COMMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(commits.map((c) => c.idempotencyKey)).toEqual([first, first]);
    expect(commits[0]?.source).toEqual({ type: 'file', file: good });

    actor.send({ type: 'RESTART' });
    actor.send({ type: 'CHOOSE_TYPED' });
    actor.send({ type: 'DRY_RUN_TYPED', rows: [{ email: 'a@demo.test', role: 'Staff' }] });
    await settle();
    expect(actor.getSnapshot().context.idempotencyKey).not.toBe(first);
    actor.stop();
  });

  it('ignores a second COMMIT while the first is in flight', async () => {
    let finish: (value: BulkResult) => void = () => {};
    const { actor, commits } = start(() => new Promise((resolve) => (finish = resolve)));
    actor.send({ type: 'CHOOSE_FILE' });
    actor.send({ type: 'PICK', file: good });
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

  it('keeps the previous file when a wrong one is picked', () => {
    const { actor } = start(async () => result);
    actor.send({ type: 'CHOOSE_FILE' });
    actor.send({ type: 'PICK', file: good });
    actor.send({ type: 'PICK', file: wrongType });
    const { file, fileError } = actor.getSnapshot().context;
    expect(file).toBe(good);
    expect(fileError).toBe(SPREADSHEET_MESSAGES.fileType);
    actor.stop();
  });
});

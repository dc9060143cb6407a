import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import {
  listExportMachine,
  type ExportFileRequest,
  type ExportPageAnswer,
  type ExportPageRequest,
  type ListExportContext,
} from '../../machines/list-export.machine';
import {
  FILE_DONE,
  FILE_FAILED,
  listExportModel,
  PAGE_DONE,
  PAGE_FAILED,
  type ListExportSample as SampleEvent,
} from '../../machines/models/list-export.model';
import { leaf, nodeIds, reachedIds, untakenEdges, walk } from './support/graph';

const { machine, samples } = listExportModel;
const graph = walk(machine, listExportModel.inputs[0], samples);

/** The export's rules, written out apart from the machine: the state after `event`. */
function expected(from: AnyMachineSnapshot, event: SampleEvent): string {
  const context = from.context as ListExportContext;
  switch (event.type) {
    case 'START':
      return 'fetching';
    case 'CANCEL':
      return 'idle';
    case 'RETRY':
      return context.failure?.step === 'file' ? 'writing' : 'fetching';
    case PAGE_DONE: {
      const more =
        event.output.result.length > 0 && context.pageNumber < event.output.pagination.numOfPages;
      return more ? 'fetching' : 'writing';
    }
    case PAGE_FAILED:
    case FILE_FAILED:
      return 'failed';
    case FILE_DONE:
      return 'idle';
  }
}

describe('list export graph', () => {
  it('fetches page after page, then writes; failures wait for a retry or a cancel', () => {
    expect(graph.steps.length).toBeGreaterThan(20);
    for (const { state, event, nextState } of graph.steps) {
      const where = `${leaf(state.value)} ${JSON.stringify(state.context)} + ${event.type}`;
      expect(leaf(nextState.value), where).toBe(expected(state, event as SampleEvent));
    }
  });

  it('keeps the pages fetched, in order, and resumes at the page that failed', () => {
    for (const { state, event, nextState } of graph.steps) {
      const before = state.context as ListExportContext;
      const after = nextState.context as ListExportContext;
      const e = event as SampleEvent;
      if (e.type === PAGE_DONE) {
        expect(after.rows).toEqual([...before.rows, ...e.output.result]);
        expect(after.pageNumber).toBe(before.pageNumber + 1);
        expect(after.cursor).toBe(e.output.pagination.nextCursor ?? null);
        expect(after.pages).toBe(e.output.pagination.numOfPages);
      }
      if (e.type === PAGE_FAILED) {
        expect(after.failure).toEqual({ step: 'page', pageNumber: before.pageNumber });
        expect(after.error).toBe('The network failed.');
        expect(after.rows).toEqual(before.rows);
      }
      if (e.type === FILE_FAILED) {
        expect(after.failure).toEqual({ step: 'file' });
        expect(after.error).toBe('The file could not be written.');
      }
      if (e.type === 'RETRY') {
        expect(after).toMatchObject({ failure: null, error: null, pageNumber: before.pageNumber });
        expect(after.rows).toEqual(before.rows);
      }
      if (e.type === 'START') {
        expect(after).toMatchObject({ format: e.format, rows: [], pageNumber: 1, cursor: null });
      }
      // Done or given up: nothing of the list is kept.
      if (leaf(nextState.value) === 'idle') expect(after.rows).toEqual([]);
    }
  });

  it('rests in every state node and takes every transition', () => {
    const reached = reachedIds(machine, [graph]);
    expect(nodeIds(machine).filter((id) => !reached.has(id))).toEqual([]);
    expect(nodeIds(machine)).toHaveLength(4);
    expect(untakenEdges(machine, [graph])).toEqual([]);
  });
});

/** A list of `total` rows in pages of `size`, keyset cursors included; `failOn` fails once. */
function list(total: number, size: number, failOn?: number) {
  const failed = new Set<number>();
  return vi.fn(async ({ pageNumber, cursor }: ExportPageRequest): Promise<ExportPageAnswer> => {
    if (pageNumber === failOn && !failed.has(pageNumber)) {
      failed.add(pageNumber);
      throw new Error(`Page ${pageNumber} failed.`);
    }
    const numOfPages = Math.ceil(total / size);
    expect(cursor).toBe(pageNumber === 1 ? null : `after-${pageNumber - 1}`);
    const from = (pageNumber - 1) * size;
    const result = Array.from({ length: Math.min(size, total - from) }, (_, i) => from + i);
    const nextCursor = pageNumber < numOfPages ? `after-${pageNumber}` : null;
    return { result, pagination: { numOfPages, total, nextCursor } };
  });
}

function run(
  fetchPage: ReturnType<typeof list>,
  writeFile = vi.fn(async (_request: ExportFileRequest): Promise<void> => undefined),
) {
  const notifyDone = vi.fn();
  const notifyCancelled = vi.fn();
  const actor = createActor(
    listExportMachine.provide({
      actors: {
        fetchPage: fromPromise<ExportPageAnswer, ExportPageRequest>(({ input }) =>
          fetchPage(input),
        ),
        writeFile: fromPromise<void, ExportFileRequest>(({ input }) => writeFile(input)),
      },
      actions: {
        notifyDone: (_, params) => notifyDone(params),
        notifyCancelled,
      },
    }),
  ).start();
  return { actor, notifyDone, notifyCancelled, writeFile };
}

describe('list export, running', () => {
  it('writes every row of every page, in order, and says how many', async () => {
    const fetchPage = list(250, 100);
    const { actor, notifyDone, writeFile } = run(fetchPage);
    actor.send({ type: 'START', format: 'csv' });
    await waitFor(actor, (s) => s.matches('idle') && notifyDone.mock.calls.length > 0);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(writeFile).toHaveBeenCalledWith({
      format: 'csv',
      rows: Array.from({ length: 250 }, (_, i) => i),
    });
    expect(notifyDone).toHaveBeenCalledWith({ rows: 250, format: 'csv' });
  });

  it('retries the failed page and keeps the ones before it', async () => {
    const fetchPage = list(30, 10, 2);
    const { actor, writeFile } = run(fetchPage);
    actor.send({ type: 'START', format: 'xlsx' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context).toMatchObject({
      failure: { step: 'page', pageNumber: 2 },
      error: 'Page 2 failed.',
    });
    expect(failed.context.rows).toHaveLength(10);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(writeFile.mock.calls[0]?.[0]).toMatchObject({ rows: expect.any(Array) });
    expect((writeFile.mock.calls[0]?.[0] as ExportFileRequest).rows).toEqual(
      Array.from({ length: 30 }, (_, i) => i),
    );
  });

  it('stops asking for pages once cancelled', async () => {
    let release: (answer: ExportPageAnswer) => void = () => {};
    const fetchPage = vi.fn(
      () => new Promise<ExportPageAnswer>((resolve) => (release = resolve)),
    ) as unknown as ReturnType<typeof list>;
    const { actor, notifyCancelled, writeFile } = run(fetchPage);
    actor.send({ type: 'START', format: 'xlsx' });
    actor.send({ type: 'CANCEL' });
    release({ result: [1], pagination: { numOfPages: 5, total: 5 } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(writeFile).not.toHaveBeenCalled();
    expect(notifyCancelled).toHaveBeenCalledTimes(1);
  });
});

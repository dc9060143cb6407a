import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './error-message';

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The page to ask the list for: its number, and the keyset cursor where the list gives one. */
export interface ExportPageRequest {
  pageNumber: number;
  cursor: string | null;
}

/** What a list call answers (its paged payload); only what the export reads. */
export interface ExportPageAnswer {
  result: readonly unknown[];
  pagination: { numOfPages: number; total: number; nextCursor?: string | null | undefined };
}

export interface ExportFileRequest {
  format: ExportFormat;
  rows: readonly unknown[];
}

/** Where an export stopped: at a page of the list (its number), or writing the file. */
export type ExportFailure = { step: 'page'; pageNumber: number } | { step: 'file' };

export interface ListExportContext {
  format: ExportFormat;
  /** The rows fetched so far, in the list's order. */
  rows: unknown[];
  /** The next page to fetch (after the last one: one past it). */
  pageNumber: number;
  cursor: string | null;
  /** The list's page count and total as its latest page said; unknown before the first. */
  pages: number | null;
  total: number | null;
  failure: ExportFailure | null;
  /** The visible error: the server's message, or the file's. */
  error: string | null;
}

export type ListExportEvent =
  { type: 'START'; format: ExportFormat } | { type: 'CANCEL' } | { type: 'RETRY' };

const fresh = (format: ExportFormat): ListExportContext => ({
  format,
  rows: [],
  pageNumber: 1,
  cursor: null,
  pages: null,
  total: null,
  failure: null,
  error: null,
});

/**
 * Exporting what a list's filters select: the list is asked page after page (the same call and
 * filters as the screen), then the file is written. Cancel stops between pages; a failed page
 * or file can be tried again from where it stopped, the pages already fetched kept.
 */
export const listExportMachine = setup({
  types: {
    context: {} as ListExportContext,
    events: {} as ListExportEvent,
  },
  actors: {
    // Placeholders: the SPA provides the list call and the file writer.
    fetchPage: fromPromise<ExportPageAnswer, ExportPageRequest>(async () => ({
      result: [],
      pagination: { numOfPages: 0, total: 0 },
    })),
    writeFile: fromPromise<void, ExportFileRequest>(async () => undefined),
  },
  actions: {
    // Placeholders: the SPA shows a toast for each outcome.
    notifyDone: (_, _params: { rows: number; format: ExportFormat }) => {},
    notifyCancelled: () => {},
    start: assign((_, params: { format: ExportFormat }) => fresh(params.format)),
    addPage: assign(({ context }, params: { answer: ExportPageAnswer }) => ({
      rows: [...context.rows, ...params.answer.result],
      pageNumber: context.pageNumber + 1,
      cursor: params.answer.pagination.nextCursor ?? null,
      pages: params.answer.pagination.numOfPages,
      total: params.answer.pagination.total,
    })),
    recordPageFailure: assign(({ context }, params: { error: unknown }) => ({
      failure: { step: 'page' as const, pageNumber: context.pageNumber },
      error: errorMessage(params.error),
    })),
    recordFileFailure: assign((_, params: { error: unknown }) => ({
      failure: { step: 'file' as const },
      error: errorMessage(params.error),
    })),
    clearFailure: assign({ failure: null, error: null }),
    // The rows are let go once the file is written or the export is given up.
    forget: assign(({ context }) => fresh(context.format)),
  },
  guards: {
    // An empty page ends the list too, so a list that shrinks meanwhile cannot loop.
    morePages: ({ context }, params: { answer: ExportPageAnswer }) =>
      params.answer.result.length > 0 && context.pageNumber < params.answer.pagination.numOfPages,
    fileFailed: ({ context }) => context.failure?.step === 'file',
  },
}).createMachine({
  id: 'listExport',
  context: fresh('xlsx'),
  initial: 'idle',
  states: {
    idle: {
      on: {
        START: {
          target: 'fetching',
          actions: { type: 'start', params: ({ event }) => ({ format: event.format }) },
        },
      },
    },
    fetching: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ pageNumber: context.pageNumber, cursor: context.cursor }),
        onDone: [
          {
            guard: { type: 'morePages', params: ({ event }) => ({ answer: event.output }) },
            target: 'fetching',
            reenter: true,
            actions: { type: 'addPage', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            target: 'writing',
            actions: { type: 'addPage', params: ({ event }) => ({ answer: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'recordPageFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        CANCEL: { target: 'idle', actions: ['forget', 'notifyCancelled'] },
      },
    },
    writing: {
      invoke: {
        id: 'writeFile',
        src: 'writeFile',
        input: ({ context }) => ({ format: context.format, rows: context.rows }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'notifyDone',
              params: ({ context }) => ({ rows: context.rows.length, format: context.format }),
            },
            'forget',
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'recordFileFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        RETRY: [
          { guard: 'fileFailed', target: 'writing', actions: 'clearFailure' },
          { target: 'fetching', actions: 'clearFailure' },
        ],
        CANCEL: { target: 'idle', actions: ['forget', 'notifyCancelled'] },
      },
    },
  },
});

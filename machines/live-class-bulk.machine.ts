import { assign, fromPromise, setup } from 'xstate';
import type { LiveClassBulkResult, LiveClassDryRun } from '../contract/live-classes-bulk';
import { SHEET_TIME_ZONE } from '../contract/live-classes-bulk';
import { fileRefusal, type BulkFailure } from './bulk-invite.machine';
import { errorMessage } from './error-message';

/** A refusal: the status and message, and what exactly is wrong with the file. */
export interface LiveClassBulkFailure extends BulkFailure {
  /** The service's `fieldErrors.file` when it says more than the message (the wrong columns). */
  detail: string | null;
}

export interface LiveClassBulkContext {
  /** The chosen sheet; it stays chosen through refusals and back steps. */
  file: File | null;
  /** A client-side refusal of the last picked file (a SPREADSHEET_MESSAGES text). */
  fileError: string | null;
  report: LiveClassDryRun | null;
  /** One key per dry run: a retried or double-clicked commit sends the same one. */
  idempotencyKey: string | null;
  result: LiveClassBulkResult | null;
  error: LiveClassBulkFailure | null;
}

export type LiveClassBulkEvent =
  | { type: 'PICK'; file: File }
  | { type: 'DRY_RUN' }
  | { type: 'COMMIT' }
  | { type: 'BACK' }
  | { type: 'RESTART' };

export interface LiveClassCommitInput {
  file: File;
  idempotencyKey: string;
}

const fieldOf = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null && name in error
    ? (error as Record<string, unknown>)[name]
    : undefined;

function failureOf(error: unknown): LiveClassBulkFailure {
  const status = fieldOf(error, 'status');
  const message = errorMessage(error);
  const detail = fieldOf(fieldOf(error, 'fieldErrors'), 'file');
  return {
    status: typeof status === 'number' || typeof status === 'string' ? status : null,
    message,
    detail: typeof detail === 'string' && detail !== message ? detail : null,
  };
}

const fresh = (): LiveClassBulkContext => ({
  file: null,
  fileError: null,
  report: null,
  idempotencyKey: null,
  result: null,
  error: null,
});

/** Never sent: the guards let the calls start only with a file chosen. */
const NO_FILE = new File([], '');

/**
 * The guided live-class sheet upload, the bulk invitations' flow for one source: pick a sheet
 * (checked here for type and size) -> dry run (every row checked, nothing written) -> the
 * report -> commit with an idempotency key made once per dry run -> done. A refusal returns
 * to the step it came from with the server's message and status; the chosen file stays.
 * COMMIT is ignored while a commit is in flight (double clicks), and refused without a valid
 * row.
 */
export const liveClassBulkMachine = setup({
  types: {
    context: {} as LiveClassBulkContext,
    events: {} as LiveClassBulkEvent,
  },
  actors: {
    // Placeholders: the SPA provides `POST v1/live-class/bulk?dryRun=true` and the commit.
    dryRun: fromPromise<LiveClassDryRun, { file: File }>(async () => ({
      totalRows: 0,
      validRows: 0,
      invalidRows: 0,
      rows: [],
      timeZone: SHEET_TIME_ZONE,
    })),
    commit: fromPromise<LiveClassBulkResult, LiveClassCommitInput>(async () => ({
      batchId: '00000000-0000-4000-8000-000000000000',
      createdCount: 0,
      skippedCount: 0,
      replayed: false,
    })),
  },
  actions: {
    pickFile: assign((_, params: { file: File }) => {
      const refusal = fileRefusal(params.file);
      // A refused pick keeps the file chosen before it.
      return refusal ? { fileError: refusal } : { file: params.file, fileError: null, error: null };
    }),
    storeReport: assign((_, params: { report: LiveClassDryRun }) => ({ report: params.report })),
    // Replaced in tests for a predictable key; the SPA keeps this one.
    newIdempotencyKey: assign(() => ({ idempotencyKey: crypto.randomUUID() })),
    storeResult: assign((_, params: { result: LiveClassBulkResult }) => ({
      result: params.result,
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ error: failureOf(params.error) })),
    clearFailure: assign({ error: null }),
    reset: assign(() => fresh()),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
    hasValidRows: ({ context }) => (context.report?.validRows ?? 0) > 0,
  },
}).createMachine({
  id: 'liveClassBulk',
  context: fresh,
  initial: 'picking',
  states: {
    picking: {
      on: {
        PICK: { actions: { type: 'pickFile', params: ({ event }) => ({ file: event.file }) } },
        DRY_RUN: { guard: 'hasFile', target: 'dryRunning', actions: 'clearFailure' },
      },
    },
    dryRunning: {
      invoke: {
        id: 'dryRun',
        src: 'dryRun',
        input: ({ context }) => ({ file: context.file ?? NO_FILE }),
        onDone: {
          target: 'report',
          actions: [
            { type: 'storeReport', params: ({ event }) => ({ report: event.output }) },
            'newIdempotencyKey',
          ],
        },
        onError: {
          target: 'picking',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    report: {
      on: {
        COMMIT: { guard: 'hasValidRows', target: 'committing', actions: 'clearFailure' },
        BACK: { target: 'picking', actions: 'clearFailure' },
      },
    },
    // COMMIT is not handled here: a second press while the first is sent does nothing.
    committing: {
      invoke: {
        id: 'commit',
        src: 'commit',
        input: ({ context }) => ({
          file: context.file ?? NO_FILE,
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: {
          target: 'done',
          actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
        },
        // Back to the report with the same key, so trying again never creates twice.
        onError: {
          target: 'report',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      on: { RESTART: { target: 'picking', actions: 'reset' } },
    },
  },
});

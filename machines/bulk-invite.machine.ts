import { assign, fromPromise, setup } from 'xstate';
import type {
  BulkResult,
  DryRunReport,
  InvitationKind,
  TypedInvitationsBody,
} from '../contract/invitations';
import { INVITATION_FILE, SPREADSHEET_MESSAGES } from '../contract/invitation-constants';
import { errorMessage } from './error-message';

/** What is being invited: an uploaded file or rows typed on the screen. */
export type BulkSource =
  { type: 'file'; file: File } | { type: 'typed'; rows: TypedInvitationsBody['rows'] };

export interface BulkFailure {
  /** HTTP status, or a transport status (FETCH_ERROR ...). */
  status: number | string | null;
  message: string;
}

export interface BulkInviteContext {
  kind: InvitationKind;
  /** The chosen file; it stays chosen through refusals and back steps. */
  file: File | null;
  /** A client-side refusal of the last picked file (a SPREADSHEET_MESSAGES text). */
  fileError: string | null;
  source: BulkSource | null;
  report: DryRunReport | null;
  /** One key per dry run: a retried or double-clicked commit sends the same one. */
  idempotencyKey: string | null;
  result: BulkResult | null;
  error: BulkFailure | null;
}

export type BulkInviteEvent =
  | { type: 'CHOOSE_FILE' }
  | { type: 'CHOOSE_TYPED' }
  | { type: 'PICK'; file: File }
  | { type: 'DRY_RUN' }
  | { type: 'DRY_RUN_TYPED'; rows: TypedInvitationsBody['rows'] }
  | { type: 'COMMIT' }
  | { type: 'BACK' }
  | { type: 'RESTART' };

export interface CommitInput {
  kind: InvitationKind;
  source: BulkSource;
  idempotencyKey: string;
}

/** The client-side check of a picked file: extension and size, before anything is sent. */
export function fileRefusal(file: Pick<File, 'name' | 'size'>): string | null {
  const name = file.name.toLowerCase();
  if (!INVITATION_FILE.extensions.some((extension) => name.endsWith(extension))) {
    return SPREADSHEET_MESSAGES.fileType;
  }
  if (file.size > INVITATION_FILE.maxBytes) return SPREADSHEET_MESSAGES.tooLarge;
  return null;
}

function failureOf(error: unknown): BulkFailure {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? (error as { status: unknown }).status
      : null;
  return {
    status: typeof status === 'number' || typeof status === 'string' ? status : null,
    message: errorMessage(error),
  };
}

const fresh = (kind: InvitationKind): BulkInviteContext => ({
  kind,
  file: null,
  fileError: null,
  source: null,
  report: null,
  idempotencyKey: null,
  result: null,
  error: null,
});

/**
 * The guided bulk invitation: choose typed e-mails or a file -> dry run (every row checked,
 * nothing written) -> the report -> commit with an idempotency key made once per dry run ->
 * done. A refusal returns to the step it came from with the server's message; the chosen file
 * and the typed rows stay. COMMIT is ignored while a commit is in flight (double clicks).
 */
export const bulkInviteMachine = setup({
  types: {
    input: {} as { kind: InvitationKind },
    context: {} as BulkInviteContext,
    events: {} as BulkInviteEvent,
  },
  actors: {
    // Placeholders: the SPA provides the calls (`POST .../bulk?dryRun=true`, `POST .../bulk`).
    dryRun: fromPromise<DryRunReport, { kind: InvitationKind; source: BulkSource }>(async () => ({
      totalRows: 0,
      validRows: 0,
      invalidRows: 0,
      rows: [],
    })),
    commit: fromPromise<BulkResult, CommitInput>(async () => ({
      batchId: '00000000-0000-4000-8000-000000000000',
      invitedCount: 0,
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
    useFile: assign(({ context }) => ({
      source: context.file ? ({ type: 'file', file: context.file } as const) : null,
      error: null,
    })),
    useTyped: assign((_, params: { rows: TypedInvitationsBody['rows'] }) => ({
      source: { type: 'typed', rows: params.rows } as const,
      error: null,
    })),
    storeReport: assign((_, params: { report: DryRunReport }) => ({ report: params.report })),
    // Replaced in tests for a predictable key; the SPA keeps this one.
    newIdempotencyKey: assign(() => ({ idempotencyKey: crypto.randomUUID() })),
    storeResult: assign((_, params: { result: BulkResult }) => ({ result: params.result })),
    storeFailure: assign((_, params: { error: unknown }) => ({ error: failureOf(params.error) })),
    clearFailure: assign({ error: null }),
    reset: assign(({ context }) => fresh(context.kind)),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
    fromFile: ({ context }) => context.source?.type === 'file',
    hasValidRows: ({ context }) => (context.report?.validRows ?? 0) > 0,
    hasRows: (_, params: { count: number }) => params.count > 0,
  },
}).createMachine({
  id: 'bulkInvite',
  context: ({ input }) => fresh(input.kind),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        CHOOSE_FILE: { target: 'file', actions: 'clearFailure' },
        CHOOSE_TYPED: { target: 'typed', actions: 'clearFailure' },
      },
    },
    file: {
      on: {
        PICK: { actions: { type: 'pickFile', params: ({ event }) => ({ file: event.file }) } },
        DRY_RUN: { guard: 'hasFile', target: 'dryRunning', actions: 'useFile' },
        BACK: { target: 'choosing', actions: 'clearFailure' },
      },
    },
    typed: {
      on: {
        DRY_RUN_TYPED: {
          guard: { type: 'hasRows', params: ({ event }) => ({ count: event.rows.length }) },
          target: 'dryRunning',
          actions: { type: 'useTyped', params: ({ event }) => ({ rows: event.rows }) },
        },
        BACK: { target: 'choosing', actions: 'clearFailure' },
      },
    },
    dryRunning: {
      invoke: {
        id: 'dryRun',
        src: 'dryRun',
        input: ({ context }) => ({
          kind: context.kind,
          source: context.source ?? { type: 'typed', rows: [] },
        }),
        onDone: {
          target: 'report',
          actions: [
            { type: 'storeReport', params: ({ event }) => ({ report: event.output }) },
            'newIdempotencyKey',
          ],
        },
        onError: [
          {
            guard: 'fromFile',
            target: 'file',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'typed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    report: {
      on: {
        COMMIT: { guard: 'hasValidRows', target: 'committing', actions: 'clearFailure' },
        BACK: [
          { guard: 'fromFile', target: 'file', actions: 'clearFailure' },
          { target: 'typed', actions: 'clearFailure' },
        ],
      },
    },
    // COMMIT is not handled here: a second press while the first is sent does nothing.
    committing: {
      invoke: {
        id: 'commit',
        src: 'commit',
        input: ({ context }) => ({
          kind: context.kind,
          source: context.source ?? { type: 'typed', rows: [] },
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: {
          target: 'done',
          actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
        },
        // Back to the report with the same key, so trying again never invites twice.
        onError: {
          target: 'report',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      on: { RESTART: { target: 'choosing', actions: 'reset' } },
    },
  },
});

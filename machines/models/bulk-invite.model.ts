import { assign } from 'xstate';
import { INVITATION_FILE, SPREADSHEET_MESSAGES } from '../../contract/invitation-constants';
import type { BulkResult, DryRunReport } from '../../contract/invitations';
import { bulkInviteMachine, type BulkInviteEvent } from '../bulk-invite.machine';
import type { MachineModel } from '../model-paths';

export const DRY_DONE = 'xstate.done.actor.dryRun';
export const DRY_FAILED = 'xstate.error.actor.dryRun';
export const COMMITTED = 'xstate.done.actor.commit';
export const COMMIT_FAILED = 'xstate.error.actor.commit';

export const good = new File(['email\nhuda@demo.test\n'], 'people.csv', { type: 'text/csv' });
export const wrongType = new File(['%PDF'], 'people.pdf', { type: 'application/pdf' });
export const tooLarge = new File([new Uint8Array(INVITATION_FILE.maxBytes + 1)], 'big.xlsx');

export const report = (validRows: number): DryRunReport => ({
  totalRows: 5,
  validRows,
  invalidRows: 5 - validRows,
  rows: [],
});
export const result: BulkResult = {
  batchId: '00000000-0000-4000-8000-0000000000b1',
  invitedCount: 3,
  skippedCount: 2,
  replayed: false,
};
export const refused = { status: 413, message: SPREADSHEET_MESSAGES.tooLarge };
export const offline = { status: 'FETCH_ERROR', message: 'The network failed.' };

export type BulkInviteSample =
  | BulkInviteEvent
  | { type: typeof DRY_DONE; output: DryRunReport }
  | { type: typeof DRY_FAILED; error: typeof refused }
  | { type: typeof COMMITTED; output: BulkResult }
  | { type: typeof COMMIT_FAILED; error: typeof offline };

export const bulkInviteModel: MachineModel<{ kind: 'user' }, BulkInviteSample> = {
  // A fixed key keeps the graph finite; the key's lifetime is tested on a running actor.
  machine: bulkInviteMachine.provide({
    actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) },
  }),
  inputs: [{ kind: 'user' }],
  samples: [
    { type: 'PICK', file: good },
    { type: 'PICK', file: wrongType },
    { type: 'PICK', file: tooLarge },
    { type: 'DRY_RUN_TYPED', rows: [{ email: 'huda@demo.test', role: 'Teacher' }] },
    { type: 'DRY_RUN_TYPED', rows: [] },
    { type: DRY_DONE, output: report(3) },
    { type: DRY_DONE, output: report(0) },
    { type: DRY_FAILED, error: refused },
    { type: COMMITTED, output: result },
    { type: COMMIT_FAILED, error: offline },
  ],
};

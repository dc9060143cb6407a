import { assign } from 'xstate';
import { INVITATION_FILE, SPREADSHEET_MESSAGES } from '../../contract/invitation-constants';
import {
  LIVE_CLASS_BULK_MESSAGES,
  type LiveClassBulkResult,
  type LiveClassDryRun,
} from '../../contract/live-classes-bulk';
import { liveClassBulkMachine, type LiveClassBulkEvent } from '../live-class-bulk.machine';
import type { MachineModel } from '../model-paths';

export const DRY_DONE = 'xstate.done.actor.dryRun';
export const DRY_FAILED = 'xstate.error.actor.dryRun';
export const COMMITTED = 'xstate.done.actor.commit';
export const COMMIT_FAILED = 'xstate.error.actor.commit';

export const sheet = new File(['title,duration,start date\n'], 'classes.csv', { type: 'text/csv' });
export const otherSheet = new File(['x'], 'more-classes.xlsx');
export const wrongType = new File(['%PDF'], 'classes.pdf', { type: 'application/pdf' });
export const tooLarge = new File([new Uint8Array(INVITATION_FILE.maxBytes + 1)], 'big.xlsx');

export const report = (validRows: number): LiveClassDryRun => ({
  totalRows: 4,
  validRows,
  invalidRows: 4 - validRows,
  rows: [],
  timeZone: 'UTC',
});
export const result: LiveClassBulkResult = {
  batchId: '00000000-0000-4000-8000-0000000000c1',
  createdCount: 3,
  skippedCount: 1,
  replayed: false,
};
export const wrongFile = {
  status: 400,
  message: SPREADSHEET_MESSAGES.wrongFile,
  fieldErrors: { file: LIVE_CLASS_BULK_MESSAGES.wrongColumns },
};
export const offline = { status: 'FETCH_ERROR', message: 'The network failed.' };

export type LiveClassBulkSample =
  | LiveClassBulkEvent
  | { type: typeof DRY_DONE; output: LiveClassDryRun }
  | { type: typeof DRY_FAILED; error: typeof wrongFile }
  | { type: typeof COMMITTED; output: LiveClassBulkResult }
  | { type: typeof COMMIT_FAILED; error: typeof offline };

export const liveClassBulkModel: MachineModel<undefined, LiveClassBulkSample> = {
  // A fixed key keeps the graph finite; the key's lifetime is tested on a running actor.
  machine: liveClassBulkMachine.provide({
    actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) },
  }),
  inputs: [undefined],
  samples: [
    { type: 'PICK', file: sheet },
    { type: 'PICK', file: otherSheet },
    { type: 'PICK', file: wrongType },
    { type: 'PICK', file: tooLarge },
    { type: DRY_DONE, output: report(3) },
    { type: DRY_DONE, output: report(0) },
    { type: DRY_FAILED, error: wrongFile },
    { type: COMMITTED, output: result },
    { type: COMMIT_FAILED, error: offline },
  ],
};

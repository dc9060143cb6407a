import {
  listExportMachine,
  type ExportPageAnswer,
  type ListExportEvent,
} from '../list-export.machine';
import type { MachineModel } from '../model-paths';

export const PAGE_DONE = 'xstate.done.actor.fetchPage';
export const PAGE_FAILED = 'xstate.error.actor.fetchPage';
export const FILE_DONE = 'xstate.done.actor.writeFile';
export const FILE_FAILED = 'xstate.error.actor.writeFile';

/** A page of a list of `pages` pages holding one row (`name`). */
export const page = (
  name: string,
  pages: number,
  nextCursor?: string | null,
): ExportPageAnswer => ({
  result: [{ name }],
  pagination: { numOfPages: pages, total: pages, ...(nextCursor !== undefined && { nextCursor }) },
});
export const emptyList: ExportPageAnswer = { result: [], pagination: { numOfPages: 0, total: 0 } };
export const offline = { status: 'FETCH_ERROR', message: 'The network failed.' };
export const fileError = new Error('The file could not be written.');

export type ListExportSample =
  | ListExportEvent
  | { type: typeof PAGE_DONE; output: ExportPageAnswer }
  | { type: typeof PAGE_FAILED; error: typeof offline }
  | { type: typeof FILE_DONE; output: undefined }
  | { type: typeof FILE_FAILED; error: Error };

export const listExportModel: MachineModel<undefined, ListExportSample> = {
  machine: listExportMachine,
  inputs: [undefined],
  samples: [
    { type: 'START', format: 'xlsx' },
    { type: 'START', format: 'csv' },
    { type: 'CANCEL' },
    { type: 'RETRY' },
    { type: PAGE_DONE, output: page('Huda', 2, 'cursor-2') },
    { type: PAGE_DONE, output: page('Layla', 1, null) },
    { type: PAGE_DONE, output: emptyList },
    { type: PAGE_FAILED, error: offline },
    { type: FILE_DONE, output: undefined },
    { type: FILE_FAILED, error: fileError },
  ],
};

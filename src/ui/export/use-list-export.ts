import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { Pagination } from '../../../contract/wire';
import {
  listExportMachine,
  type ExportFileRequest,
  type ExportFormat,
  type ExportPageAnswer,
  type ExportPageRequest,
  type ListExportContext,
} from '../../../machines/list-export.machine';
import { i18n } from '../../i18n/i18n';
import { saveBlob } from '../save-file';
import { notify } from '../toast';
import { sheetRows, type ExportColumn } from './columns';

/** A page of the list, as its call answers. */
export interface ListPage<R> {
  result: readonly R[];
  pagination: Pagination;
}

export interface ListExportOptions<R> {
  /** The file's name before the day and the extension: `organizations-2026-05-01.xlsx`. */
  fileName: string;
  /** The worksheet's name, in the page's language. */
  sheetName: string;
  columns: readonly ExportColumn<R>[];
  /** The screen's own list call with its filters, for one page. */
  fetchPage: (page: ExportPageRequest) => Promise<ListPage<R>>;
}

export type ListExportStatus = 'idle' | 'fetching' | 'writing' | 'failed';

export interface ListExport {
  status: ListExportStatus;
  context: ListExportContext | undefined;
  start: (format: ExportFormat) => void;
  cancel: () => void;
  retry: () => void;
}

type ListExportActor = ActorRefFrom<typeof listExportMachine>;

const pad = (n: number) => String(n).padStart(2, '0');
const today = (now = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** The machine with this export's calls: the options as they were when it started. */
function exportLogic<R>(options: ListExportOptions<R>, rightToLeft: boolean) {
  const fileOf = (format: ExportFormat) => `${options.fileName}-${today()}.${format}`;
  return listExportMachine.provide({
    actors: {
      fetchPage: fromPromise<ExportPageAnswer, ExportPageRequest>(({ input }) =>
        options.fetchPage(input),
      ),
      // SheetJS is loaded only now, so it stays out of the screens' chunks.
      writeFile: fromPromise<void, ExportFileRequest>(async ({ input }) => {
        const { writeSheet } = await import('./write-sheet');
        const rows = sheetRows(options.columns, input.rows as readonly R[]);
        const { format } = input;
        saveBlob(
          writeSheet({ format, rows, sheetName: options.sheetName, rightToLeft }),
          fileOf(format),
        );
      }),
    },
    actions: {
      // A plural text: translated here, as the notice looks a key up without its count.
      notifyDone: (_, { rows, format }) =>
        notify('success', i18n.t('listExport.done', { count: rows, file: fileOf(format) })),
      notifyCancelled: () => notify('info', 'listExport.cancelled'),
    },
  });
}

/**
 * Exports what a list's filters select (react-admin's export, as a workflow): the list export
 * machine asks the screen's call page after page, then the rows are written to .xlsx or .csv.
 * Each export runs with the options of the moment it started, so filters changed meanwhile do
 * not mix into its file; leaving the screen stops it.
 */
export function useListExport<R>(options: ListExportOptions<R>): ListExport {
  const { i18n: page } = useTranslation();
  const [actor, setActor] = useState<ListExportActor | null>(null);
  useEffect(() => () => actor?.stop(), [actor]);
  const status = useSelector(actor ?? undefined, (s) => s?.value as ListExportStatus | undefined);
  const context = useSelector(actor ?? undefined, (s) => s?.context);
  return {
    status: status ?? 'idle',
    context,
    start: (format) => {
      const next = createActor(exportLogic(options, page.dir() === 'rtl')).start();
      next.send({ type: 'START', format });
      setActor(next);
    },
    cancel: () => actor?.send({ type: 'CANCEL' }),
    retry: () => actor?.send({ type: 'RETRY' }),
  };
}

/** A list its service answers whole, as the one page an export reads. */
export function onePage<R>(rows: readonly R[]): ListPage<R> {
  const count = rows.length;
  return {
    result: rows,
    pagination: {
      pageNumber: 1,
      pageSize: count,
      numOfPages: count > 0 ? 1 : 0,
      total: count,
      count,
    },
  };
}

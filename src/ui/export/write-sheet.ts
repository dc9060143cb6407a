import { utils, write } from 'xlsx';
import type { ExportFormat } from '../../../machines/list-export.machine';
import type { ExportCell } from './columns';

/** The byte-order mark that tells spreadsheet programs a CSV is UTF-8 (Arabic stays Arabic). */
const BOM = '\uFEFF';

export const MIME_TYPES: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

export interface SheetFile {
  format: ExportFormat;
  /** The first row holds the headers. */
  rows: ExportCell[][];
  /** The worksheet's name (a workbook allows at most 31 characters). */
  sheetName: string;
  /** Arabic: the sheet reads right to left. */
  rightToLeft: boolean;
}

/**
 * The file, written by SheetJS (the `xlsx` package). Loaded only when an export is written, so
 * the library stays out of the screens' own chunks.
 */
export function writeSheet({ format, rows, sheetName, rightToLeft }: SheetFile): Blob {
  const sheet = utils.aoa_to_sheet(rows);
  if (format === 'csv') {
    return new Blob([BOM, utils.sheet_to_csv(sheet)], { type: MIME_TYPES.csv });
  }
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
  book.Workbook = { ...book.Workbook, Views: [{ RTL: rightToLeft }] };
  const bytes = write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
  return new Blob([bytes], { type: MIME_TYPES.xlsx });
}

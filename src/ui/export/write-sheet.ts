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

/** Text a spreadsheet program would run as a formula (or whose control characters hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell of a CSV export, safe to open: text that could run as a formula (a guest named
 * `=HYPERLINK(...)`) gets a leading apostrophe, as the services' own CSV exports do. Numbers stay
 * numbers; an .xlsx cell is always text, never a formula, so it is left as it is.
 */
export const csvSafe = (cell: ExportCell): ExportCell =>
  typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;

/**
 * The file, written by SheetJS (the `xlsx` package). Loaded only when an export is written, so
 * the library stays out of the screens' own chunks.
 */
export function writeSheet({ format, rows, sheetName, rightToLeft }: SheetFile): Blob {
  if (format === 'csv') {
    const safe = utils.aoa_to_sheet(rows.map((row) => row.map(csvSafe)));
    return new Blob([BOM, utils.sheet_to_csv(safe)], { type: MIME_TYPES.csv });
  }
  const sheet = utils.aoa_to_sheet(rows);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
  book.Workbook = { ...book.Workbook, Views: [{ RTL: rightToLeft }] };
  const bytes = write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
  return new Blob([bytes], { type: MIME_TYPES.xlsx });
}

import type * as SheetJs from 'xlsx';
import { INVITATION_FILE } from '../../../contract/invitations';
import { SpreadsheetRefused } from './refusal';
import { loadSheetJs } from './sheetjs';
import { guardZip } from './zip-guard';

/** SheetJS, set by `readSpreadsheet` (loaded on first use) before any helper below runs. */
let XLSX: typeof SheetJs;

export interface SpreadsheetFile {
  fileName: string;
  data: Buffer;
}

export interface SheetRow {
  /** The row's number in the sheet, as a spreadsheet program shows it (the header is 1). */
  number: number;
  /** Cells as trimmed text (never evaluated). */
  cells: string[];
}

export interface SheetRows {
  /** The first non-blank row's cells, trimmed. */
  header: string[];
  /** Every later non-blank row. */
  rows: SheetRow[];
}

/** How cells are read beyond their text. */
export interface ReadOptions {
  /**
   * Workbook cells holding a date (a number with a date format) are written in this SheetJS
   * format (e.g. `d/m/yyyy h:mm`) instead of the format the workbook shows them in, so a date a
   * spreadsheet program turned into a date cell reads as the text the sheet asks for. CSV cells
   * are text already and stay as they are.
   */
  dateFormat?: string;
}

export interface SheetLimits {
  maxBytes: number;
  /** Rows after the header. */
  maxRows: number;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Options that keep SheetJS to cell values: no formulas, styles, HTML or macros read. */
const READ_OPTIONS: SheetJs.ParsingOptions = {
  dense: true,
  cellFormula: false,
  cellHTML: false,
  cellStyles: false,
  bookVBA: false,
};

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
}

/** UTF-8 text of a CSV file, with or without a byte-order mark. */
function csvText(data: Buffer): string {
  const body = data.subarray(0, 3).equals(UTF8_BOM) ? data.subarray(3) : data;
  if (body.includes(0)) throw new SpreadsheetRefused('wrongFile');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new SpreadsheetRefused('unreadable');
  }
}

async function parse(
  file: SpreadsheetFile,
  sheetRows: number,
  options: ReadOptions,
): Promise<SheetJs.WorkBook> {
  const extension = extensionOf(file.fileName);
  if (extension === '.csv') {
    // raw: every cell stays the text it was, so `=1+2` or `0012` are not read as values.
    return XLSX.read(csvText(file.data), { ...READ_OPTIONS, type: 'string', raw: true, sheetRows });
  }
  if (!file.data.subarray(0, 4).equals(ZIP_MAGIC)) throw new SpreadsheetRefused('wrongFile');
  await guardZip(file.data);
  // cellNF keeps each cell's number format, so date cells can be told from numbers.
  const formats = options.dateFormat ? { cellNF: true } : {};
  return XLSX.read(file.data, { ...READ_OPTIONS, ...formats, type: 'buffer', sheetRows });
}

/** Rewrites the shown text of date cells in `format` (ReadOptions.dateFormat). */
function formatDates(sheet: SheetJs.WorkSheet, format: string): void {
  for (const row of sheet['!data'] ?? []) {
    for (const cell of row ?? []) {
      if (cell?.t === 'n' && typeof cell.z === 'string' && XLSX.SSF.is_date(cell.z)) {
        cell.w = XLSX.SSF.format(format, cell.v);
      }
    }
  }
}

/** Rows in the sheet's full range (SheetJS keeps it when `sheetRows` cut the reading short). */
function fullRowCount(sheet: SheetJs.WorkSheet): number {
  const ref = sheet['!fullref'] ?? sheet['!ref'];
  return ref ? XLSX.utils.decode_range(ref).e.r + 1 : 0;
}

/** The sheet's rows with their numbers, blank ones left out. */
function nonBlankRows(sheet: SheetJs.WorkSheet): SheetRow[] {
  const first = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r : 0;
  const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: false,
    defval: '',
    blankrows: true,
  });
  return table
    .map((row, i) => ({
      number: first + i + 1,
      cells: row.map((cell) => String(cell ?? '').trim()),
    }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
}

/**
 * Reads the first sheet of an .xlsx or .csv file as text rows, refusing (SpreadsheetRefused)
 * a wrong extension, an oversized file, more than `maxRows` rows, a workbook that would expand
 * too much (checked before SheetJS inflates it), or content that is not what the name says.
 * At most `maxRows + 1` rows are read into memory.
 */
export async function readSpreadsheet(
  file: SpreadsheetFile,
  limits: SheetLimits = INVITATION_FILE,
  options: ReadOptions = {},
): Promise<SheetRows> {
  if (!(INVITATION_FILE.extensions as readonly string[]).includes(extensionOf(file.fileName))) {
    throw new SpreadsheetRefused('fileType');
  }
  if (file.data.length > limits.maxBytes) throw new SpreadsheetRefused('tooLarge');
  XLSX = await loadSheetJs();
  let book: SheetJs.WorkBook;
  try {
    book = await parse(file, limits.maxRows + 2, options);
  } catch (error) {
    if (error instanceof SpreadsheetRefused) throw error;
    throw new SpreadsheetRefused('unreadable');
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet) throw new SpreadsheetRefused('wrongFile');
  if (fullRowCount(sheet) > limits.maxRows + 1) throw new SpreadsheetRefused('tooManyRows');
  if (options.dateFormat) formatDates(sheet, options.dateFormat);
  const [header, ...rows] = nonBlankRows(sheet);
  if (!header) throw new SpreadsheetRefused('wrongFile');
  if (rows.length > limits.maxRows) throw new SpreadsheetRefused('tooManyRows');
  return { header: header.cells, rows };
}

import { loadSheetJs } from './sheetjs';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel's limit for one cell. */
export const XLSX_CELL_MAX = 32_767;

/** A cell's text within Excel's limit (a longer one is cut and ends with an ellipsis). */
export const xlsxCell = (text: string): string =>
  text.length <= XLSX_CELL_MAX ? text : `${text.slice(0, XLSX_CELL_MAX - 1)}…`;

export interface WorkbookOptions {
  sheetName: string;
  /** Right to left (the Arabic export): the sheet opens with column A on the right. */
  rtl?: boolean;
}

/**
 * An .xlsx file of one sheet: the headings, then the rows of every page as they arrive, so
 * the caller reads its source a page at a time instead of holding every record at once.
 * Every cell is text (type `s`): nothing in it is ever run as a formula.
 */
export async function xlsxFromPages(
  headings: readonly string[],
  pages: AsyncIterable<string[][]>,
  options: WorkbookOptions,
): Promise<Buffer> {
  const XLSX = await loadSheetJs();
  const sheet = XLSX.utils.aoa_to_sheet([headings.map(xlsxCell)]);
  for await (const rows of pages) {
    XLSX.utils.sheet_add_aoa(
      sheet,
      rows.map((row) => row.map(xlsxCell)),
      { origin: -1 },
    );
  }
  sheet['!cols'] = headings.map(() => ({ wch: 24 }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, options.sheetName);
  if (options.rtl) book.Workbook = { ...book.Workbook, Views: [{ RTL: true }] };
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

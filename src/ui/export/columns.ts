/** A cell of an exported sheet: text, a number (kept a number in .xlsx), or empty. */
export type ExportCell = string | number | null;

/** One column of an export: its header in the page's language and its value in a row. */
export interface ExportColumn<R> {
  header: string;
  value: (row: R) => ExportCell;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as the people reading the sheet see it, in their own time zone: `YYYY-MM-DD HH:mm`,
 * or `YYYY-MM-DD` for a day. Spreadsheet programs sort both and read them the same everywhere.
 */
export function exportMoment(iso: string | null, { day = false } = {}): ExportCell {
  if (!iso) return null;
  // A bare day (a contract's start) is that day wherever the reader is.
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const ymd = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return day ? ymd : `${ymd} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The sheet's rows: the headers, then each row's cells in the columns' order. */
export function sheetRows<R>(
  columns: readonly ExportColumn<R>[],
  rows: readonly R[],
): ExportCell[][] {
  return [
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => column.value(row))),
  ];
}

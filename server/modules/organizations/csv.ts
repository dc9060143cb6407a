/** A UTF-8 byte-order mark, so spreadsheet programs read Arabic text as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** Cells a spreadsheet would run as a formula (CSV injection), or whose control chars hide it. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised with a leading quote when it could be a formula, then RFC 4180-quoted. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A whole CSV document: BOM, header, rows, CRLF line ends (RFC 4180). */
export const toCsv = (header: string[], rows: string[][]): string =>
  UTF8_BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** `Content-Disposition` for a download named `fileName` (RFC 6266 / RFC 5987, any script). */
export function attachment(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}

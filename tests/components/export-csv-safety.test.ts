import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { writeSheet } from '../../src/ui/export/write-sheet';

/*
 * Security review, finding 5: a guest named `=HYPERLINK(...)` reached an admin's spreadsheet as
 * a formula through 8 of the console's 13 CSV exports. Every console export is written here.
 */
const rows = [
  ['Name', 'Note', 'Count'],
  ['=HYPERLINK("http://evil.test","Open")', '+1-2', 3],
  ['@SUM(A1:A2)', '-5', -5],
  ['\tTabbed', '\rReturn', 0],
  ['Amina', 'أمينة', 7],
];

async function csvText(): Promise<string> {
  const blob = writeSheet({ format: 'csv', rows, sheetName: 'People', rightToLeft: false });
  return new TextDecoder().decode(await blob.arrayBuffer());
}

describe('a CSV export', () => {
  it('neutralises text that a spreadsheet would run as a formula, with a leading apostrophe', async () => {
    const text = await csvText();
    const read = XLSX.read(text, { type: 'string', raw: true });
    const cells = XLSX.utils.sheet_to_json<string[]>(read.Sheets[read.SheetNames[0]!]!, {
      header: 1,
      raw: false,
    });
    expect(cells[1]).toEqual(['\'=HYPERLINK("http://evil.test","Open")', "'+1-2", '3']);
    expect(cells[2]).toEqual(["'@SUM(A1:A2)", "'-5", '-5']);
    // Leading control characters that would hide a formula are neutralised too.
    expect(text).toContain("'\tTabbed");
    expect(text).toContain("'\rReturn");
    // Ordinary text and numbers are as they were.
    expect(cells.at(-1)).toEqual(['Amina', 'أمينة', '7']);
  });

  it('leaves an .xlsx as it is: its cells are text, never formulas', async () => {
    const blob = writeSheet({ format: 'xlsx', rows, sheetName: 'People', rightToLeft: false });
    const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()));
    const cell = book.Sheets[book.SheetNames[0]!]!.A2!;
    expect(cell.t).toBe('s');
    expect(cell.f).toBeUndefined();
    expect(cell.v).toBe('=HYPERLINK("http://evil.test","Open")');
  });
});

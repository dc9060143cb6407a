import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { SPREADSHEET_MESSAGES } from '../../contract/invitations';
import { readSpreadsheet } from '../../server/platform/spreadsheet/read-rows';
import { guardZip } from '../../server/platform/spreadsheet/zip-guard';
import { zipOf } from './support/zip-files';

const xlsxOf = (rows: unknown[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Invitations');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
};

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return (error as { reason?: string } | null)?.reason ?? null;
};

const HEADER = ['email', 'firstName', 'lastName'];

describe('readSpreadsheet', () => {
  it('reads an .xlsx with Arabic names and keeps formula-looking text as text', async () => {
    const data = xlsxOf([HEADER, ['huda@example.test', 'هدى', 'صالح'], ['=1+2', '@SUM(A1)', '-3']]);
    const sheet = await readSpreadsheet({ fileName: 'Students.XLSX', data });
    expect(sheet.header).toEqual(HEADER);
    expect(sheet.rows).toEqual([
      { number: 2, cells: ['huda@example.test', 'هدى', 'صالح'] },
      { number: 3, cells: ['=1+2', '@SUM(A1)', '-3'] },
    ]);
  });

  it.each([
    ['with a byte-order mark', true],
    ['without one', false],
  ])('reads a UTF-8 .csv %s, cells as written', async (_title, bom) => {
    const text = 'email,firstName,lastName\r\n,,\r\nsami@example.test,سامي,=HYPERLINK("x")\r\n';
    const body = Buffer.from(text, 'utf8');
    const data = bom ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]) : body;
    const sheet = await readSpreadsheet({ fileName: 'students.csv', data });
    expect(sheet.header).toEqual(HEADER);
    // The blank row is left out; the next keeps its number in the sheet.
    expect(sheet.rows).toEqual([
      { number: 3, cells: ['sami@example.test', 'سامي', '=HYPERLINK("x")'] },
    ]);
  });

  it('keeps leading zeros and long digit strings of a .csv', async () => {
    const data = Buffer.from(
      'email,code\na@example.test,0012\nb@example.test,12345678901234567890\n',
    );
    const sheet = await readSpreadsheet({ fileName: 'codes.csv', data });
    expect(sheet.rows.map((row) => row.cells[1])).toEqual(['0012', '12345678901234567890']);
  });

  it.each([
    ['students.xls', 'fileType'],
    ['students.pdf', 'fileType'],
    ['students', 'fileType'],
  ])('refuses %s: %s', async (fileName, reason) => {
    expect(await refusal(readSpreadsheet({ fileName, data: xlsxOf([HEADER]) }))).toBe(reason);
  });

  it('refuses an .xlsx that is not a zip, and a .csv that is binary or not UTF-8', async () => {
    const text = Buffer.from('email\na@example.test\n');
    expect(await refusal(readSpreadsheet({ fileName: 'a.xlsx', data: text }))).toBe('wrongFile');
    const binary = Buffer.from([0x65, 0x00, 0x6d]);
    expect(await refusal(readSpreadsheet({ fileName: 'a.csv', data: binary }))).toBe('wrongFile');
    const latin1 = Buffer.from('email,name\na@example.test,Jos\xe9\n', 'latin1');
    expect(await refusal(readSpreadsheet({ fileName: 'a.csv', data: latin1 }))).toBe('unreadable');
    expect(await refusal(readSpreadsheet({ fileName: 'a.csv', data: Buffer.alloc(0) }))).toBe(
      'wrongFile',
    );
  });

  it('refuses a file over the size limit and a sheet over the row limit', async () => {
    const big = Buffer.alloc(1001, 0x61);
    const small = { maxBytes: 1000, maxRows: 3 };
    expect(await refusal(readSpreadsheet({ fileName: 'a.csv', data: big }, small))).toBe(
      'tooLarge',
    );
    const limits = { maxBytes: 1e6, maxRows: 3 };
    const rows = [HEADER, ...Array.from({ length: 4 }, (_, i) => [`s${i}@example.test`, 'A', 'B'])];
    expect(await refusal(readSpreadsheet({ fileName: 'a.xlsx', data: xlsxOf(rows) }, limits))).toBe(
      'tooManyRows',
    );
    const csv = Buffer.from(rows.map((row) => row.join(',')).join('\n'));
    expect(await refusal(readSpreadsheet({ fileName: 'a.csv', data: csv }, limits))).toBe(
      'tooManyRows',
    );
    const fits = await readSpreadsheet(
      { fileName: 'a.xlsx', data: xlsxOf(rows.slice(0, 4)) },
      limits,
    );
    expect(fits.rows).toHaveLength(3);
  });

  it('answers with the messages the spec names', () => {
    expect(SPREADSHEET_MESSAGES.fileType).toMatch(
      /^This file type is not allowed, Allowed formats/,
    );
    expect(SPREADSHEET_MESSAGES.wrongFile).toBe('wrong file');
    expect(SPREADSHEET_MESSAGES.unreadable).toBe('Unreadable format');
  });
});

describe('guardZip (before SheetJS inflates anything)', () => {
  const zeros = Buffer.alloc(80 * 1024 * 1024);

  it('refuses a bomb that declares its size, from the central directory alone', async () => {
    const bomb = zipOf('xl/worksheets/sheet1.xml', zeros);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await refusal(guardZip(bomb))).toBe('expandsTooMuch');
  });

  it('refuses a bomb that lies about its size, by counting what it inflates to', async () => {
    const sly = zipOf('xl/worksheets/sheet1.xml', zeros, 1000);
    expect(await refusal(guardZip(sly))).toBe('expandsTooMuch');
    expect(
      await refusal(
        readSpreadsheet({ fileName: 'bomb.xlsx', data: sly }, { maxBytes: 5e6, maxRows: 10 }),
      ),
    ).toBe('expandsTooMuch');
  });

  it('refuses a zip with too many entries', async () => {
    const limits = { maxEntries: 0, maxUncompressedBytes: 1e6 };
    expect(await refusal(guardZip(zipOf('a.xml', Buffer.from('<a/>')), limits))).toBe(
      'expandsTooMuch',
    );
  });

  it('lets a real workbook through', async () => {
    await expect(guardZip(xlsxOf([HEADER, ['a@example.test', 'A', 'B']]))).resolves.toBeUndefined();
  });
});

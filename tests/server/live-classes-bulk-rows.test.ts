import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { SPREADSHEET_MESSAGES } from '../../contract/invitations';
import { LIVE_CLASS_LIMITS, LIVE_CLASS_MESSAGES } from '../../contract/live-classes';
import {
  LIVE_CLASS_BULK_MESSAGES,
  SHEET_START_CELL_FORMAT,
} from '../../contract/live-classes-bulk';
import { checkSheetColumns } from '../../server/modules/live-classes/bulk/sheet-columns';
import { readSheetStart } from '../../server/modules/live-classes/bulk/sheet-start';
import {
  scheduleKey,
  validateSheetRows,
} from '../../server/modules/live-classes/bulk/validate-rows';
import { readSpreadsheet, type SheetRow } from '../../server/platform/spreadsheet/read-rows';
import { HttpError } from '../../server/platform/errors';

const NOW = new Date('2026-03-10T12:00:00Z');
const HEADER = ['title', 'duration', 'start date'];
const rowsOf = (...cells: string[][]): SheetRow[] =>
  cells.map((c, i) => ({ number: i + 2, cells: c }));
const check = (rows: SheetRow[], scheduled: string[] = [], timeZone = 'UTC') =>
  validateSheetRows(rows, { now: NOW, timeZone, lookups: { scheduled: new Set(scheduled) } });
const codes = (result: ReturnType<typeof validateSheetRows>) =>
  result.rows.map((row) => row.errors.map((error) => `${error.column}:${error.code}`));

const startOf = (text: string, zone = 'UTC') => {
  const read = readSheetStart(text, zone);
  return read.ok ? read.startsAt.toISOString() : read.reason;
};

describe('readSheetStart', () => {
  it('reads day/month/year hours:minutes, one or two digits, as the zone’s wall clock', () => {
    expect(startOf('15/03/2026 18:30')).toBe('2026-03-15T18:30:00.000Z');
    expect(startOf('5/3/2026 8:05')).toBe('2026-03-05T08:05:00.000Z');
    expect(startOf(' 15/03/2026   18:30 ')).toBe('2026-03-15T18:30:00.000Z');
    // Riyadh is UTC+3 all year; New York moves from -5 to -4 on 8 March 2026.
    expect(startOf('15/03/2026 18:30', 'Asia/Riyadh')).toBe('2026-03-15T15:30:00.000Z');
    expect(startOf('07/03/2026 10:00', 'America/New_York')).toBe('2026-03-07T15:00:00.000Z');
    expect(startOf('09/03/2026 10:00', 'America/New_York')).toBe('2026-03-09T14:00:00.000Z');
  });

  it.each([
    '2026-03-15 18:30',
    '03/15/2026',
    '15/03/26 18:30',
    '15/03/2026 18:30:00',
    '15/03/2026 6:30 PM',
    '15.03.2026 18:30',
    '',
    'tomorrow',
  ])('refuses %j as not the sheet’s format', (text) => {
    expect(startOf(text)).toBe('startFormat');
  });

  it.each(['31/02/2026 10:00', '29/02/2026 10:00', '15/13/2026 10:00', '0/03/2026 10:00'])(
    'refuses the day that does not exist %j',
    (text) => expect(startOf(text)).toBe('startNotADate'),
  );

  it.each(['15/03/2026 24:00', '15/03/2026 10:60'])('refuses the time %j', (text) => {
    expect(startOf(text)).toBe('startNotADate');
  });

  it('refuses a local time a daylight-saving change skips, and reads the hour after', () => {
    expect(startOf('29/03/2026 01:30', 'Europe/London')).toBe('startNotADate');
    expect(startOf('29/03/2026 02:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(startOf('29/02/2028 10:00')).toBe('2028-02-29T10:00:00.000Z');
  });
});

describe('checkSheetColumns', () => {
  const wrongFile = (header: string[], rows: SheetRow[] = []) => {
    try {
      checkSheetColumns({ header, rows });
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      const http = error as HttpError;
      expect(http.statusCode).toBe(400);
      expect(http.message).toBe(SPREADSHEET_MESSAGES.wrongFile);
      return http.fieldErrors?.file ?? null;
    }
  };

  it('takes exactly title, duration, start date in order, however they are cased', () => {
    expect(wrongFile(HEADER)).toBeNull();
    expect(wrongFile(['Title', 'DURATION', 'Start_Date', ''])).toBeNull();
    expect(wrongFile([' title ', 'duration', 'startDate'])).toBeNull();
  });

  it.each([
    [['title', 'duration']],
    [['title', 'duration', 'start date', 'teacher']],
    [['duration', 'title', 'start date']],
    [['title', 'start date', 'duration']],
    [['email', 'firstName', 'lastName']],
    [['title', 'duration', 'start']],
    [['title', '', 'duration', 'start date']],
  ])('is the wrong file with the header %j', (header) => {
    expect(wrongFile(header)).toBe(LIVE_CLASS_BULK_MESSAGES.wrongColumns);
  });

  it('is the wrong file when a row has a value past the third column', () => {
    const rows = rowsOf(['A', '45', '15/03/2026 10:00', ''], ['B', '45', '15/03/2026 11:00', 'x']);
    expect(wrongFile(HEADER, rows)).toBe(LIVE_CLASS_BULK_MESSAGES.extraColumn(3));
  });
});

describe('validateSheetRows', () => {
  it('accepts good rows and reports each rule on its column', () => {
    const long = 'x'.repeat(LIVE_CLASS_LIMITS.titleMax + 1);
    const result = check(
      rowsOf(
        ['Alif reading', '45', '15/03/2026 18:30'],
        ['', '45', '15/03/2026 18:30'],
        ['A', '45', '15/03/2026 18:30'],
        [long, '45', '15/03/2026 18:30'],
        ['Ba', '45 min', '15/03/2026 18:30'],
        ['Ba', '4.5', '15/03/2026 18:31'],
        ['Ba', String(LIVE_CLASS_LIMITS.durationMin - 1), '15/03/2026 18:32'],
        ['Ba', String(LIVE_CLASS_LIMITS.durationMax + 1), '15/03/2026 18:33'],
        ['Ta', '60', '2026-03-15 18:30'],
        ['Tha', '60', '30/02/2026 18:30'],
        ['Jim', '60', '10/03/2026 12:00'],
        ['Ha', '', ''],
      ),
    );
    expect(codes(result)).toEqual([
      [],
      ['title:titleMissing'],
      ['title:titleLength'],
      ['title:titleLength'],
      ['duration:durationNotNumber'],
      ['duration:durationNotNumber'],
      ['duration:durationOutOfRange'],
      ['duration:durationOutOfRange'],
      ['start date:startFormat'],
      ['start date:startNotADate'],
      ['start date:startInPast'],
      ['duration:durationNotNumber', 'start date:startFormat'],
    ]);
    expect(result.rows[10]?.errors[0]?.message).toBe(LIVE_CLASS_MESSAGES.shouldBeInFuture);
    expect(result.valid).toEqual([
      {
        row: 2,
        title: 'Alif reading',
        durationMinutes: 45,
        startsAt: new Date('2026-03-15T18:30:00Z'),
      },
    ]);
    expect(result.rows[0]).toEqual({
      row: 2,
      title: 'Alif reading',
      duration: '45',
      startDate: '15/03/2026 18:30',
      startsAt: '2026-03-15T18:30:00.000Z',
      errors: [],
    });
  });

  it('takes the bounds themselves and titles of the form’s lengths', () => {
    const result = check(
      rowsOf(
        ['Ab', String(LIVE_CLASS_LIMITS.durationMin), '15/03/2026 10:00'],
        [
          'x'.repeat(LIVE_CLASS_LIMITS.titleMax),
          String(LIVE_CLASS_LIMITS.durationMax),
          '15/03/2026 11:00',
        ],
        ['درس القراءة', '045', '10/03/2026 12:01'],
      ),
    );
    expect(codes(result)).toEqual([[], [], []]);
    expect(result.valid.map((row) => row.durationMinutes)).toEqual([15, 240, 45]);
  });

  it('finds a title and start given twice in the file, and ones the organisation has', () => {
    const scheduled = [scheduleKey('Ba', new Date('2026-03-16T10:00:00Z'))];
    const result = check(
      rowsOf(
        ['Alif', '45', '15/03/2026 10:00'],
        ['ALIF  ', '60', '15/03/2026 10:00'],
        ['Alif', '45', '15/03/2026 11:00'],
        ['ba', '45', '16/03/2026 10:00'],
        ['Ta', '45', '16/03/2026 10:00'],
        ['Tha', '999', '17/03/2026 10:00'],
        ['Tha', '45', '17/03/2026 10:00'],
        ['Tha', '60', '17/03/2026 10:00'],
      ),
      scheduled,
    );
    // A bad row holds no title and start: its corrected copy below it is the one created.
    expect(codes(result)).toEqual([
      [],
      ['title:duplicateInFile'],
      [],
      ['title:alreadyScheduled'],
      [],
      ['duration:durationOutOfRange'],
      [],
      ['title:duplicateInFile'],
    ]);
    expect(result.valid.map((row) => row.row)).toEqual([2, 4, 6, 8]);
  });

  it('reads the start in the zone it is given', () => {
    const result = check(rowsOf(['Alif', '45', '10/03/2026 14:30']), [], 'Asia/Riyadh');
    // 14:30 in Riyadh is 11:30 UTC: before NOW.
    expect(codes(result)).toEqual([['start date:startInPast']]);
    expect(result.rows[0]?.startsAt).toBe('2026-03-10T11:30:00.000Z');
  });
});

describe('readSpreadsheet with a date format', () => {
  const workbook = (rows: unknown[][], dateNF?: string) => {
    const book = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet(rows, dateNF ? { dateNF } : {});
    XLSX.utils.book_append_sheet(book, sheet, 'Classes');
    return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  };
  const start = new Date(Date.UTC(2026, 2, 15, 18, 30));

  it.each([
    ['a short date format', undefined],
    ['a US date-time format', 'm/d/yy h:mm'],
    ['a day-first format', 'dd/mm/yyyy hh:mm'],
  ])('writes a date cell saved with %s as the sheet’s text', async (_title, dateNF) => {
    const data = workbook([HEADER, ['Alif', 45, start]], dateNF);
    const read = await readSpreadsheet({ fileName: 'classes.xlsx', data }, undefined, {
      dateFormat: SHEET_START_CELL_FORMAT,
    });
    expect(read.rows).toEqual([{ number: 2, cells: ['Alif', '45', '15/3/2026 18:30'] }]);
    expect(startOf(read.rows[0]?.cells[2] ?? '')).toBe('2026-03-15T18:30:00.000Z');
  });

  it('leaves the cells as the workbook shows them without one', async () => {
    const data = workbook([HEADER, ['Alif', 45, start]]);
    const read = await readSpreadsheet({ fileName: 'classes.xlsx', data });
    expect(read.rows[0]?.cells).toEqual(['Alif', '45', '3/15/26']);
  });

  it('never rewrites a CSV cell', async () => {
    const data = Buffer.from('title,duration,start date\r\nAlif,45,2026-03-15 18:30\r\n');
    const read = await readSpreadsheet({ fileName: 'classes.csv', data }, undefined, {
      dateFormat: SHEET_START_CELL_FORMAT,
    });
    expect(read.rows[0]?.cells).toEqual(['Alif', '45', '2026-03-15 18:30']);
  });
});

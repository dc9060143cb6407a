import {
  LIVE_CLASS_ROW_ERROR_MESSAGES,
  SHEET_TITLE_MIN,
  type LiveClassRowErrorCode,
  type LiveClassSheetColumn,
  type LiveClassSheetRow,
} from '../../../../contract/live-classes-bulk';
import { LIVE_CLASS_LIMITS } from '../../../../contract/live-classes';
import type { SheetRow } from '../../../platform/spreadsheet/read-rows';
import { readSheetStart } from './sheet-start';

/** What the organisation already holds, read once before the rows are checked. */
export interface SheetLookups {
  /** `scheduleKey(title, start)` of the organisation's classes that start after `now`. */
  scheduled: ReadonlySet<string>;
}

/** A row ready to create. */
export interface ValidSheetRow {
  row: number;
  title: string;
  durationMinutes: number;
  startsAt: Date;
}

export interface ValidatedSheet {
  rows: LiveClassSheetRow[];
  valid: ValidSheetRow[];
}

/** One class per title (case and spacing aside) and start: the duplicate rules' key. */
export const scheduleKey = (title: string, startsAt: Date) =>
  `${title.toLowerCase().replace(/\s+/g, ' ')}|${startsAt.toISOString()}`;

const DIGITS = /^\d+$/;

/**
 * Checks every row of a live-class sheet (cells in LIVE_CLASS_SHEET_COLUMNS order: the
 * columns were checked by checkSheetColumns): the title present and of the form's length, the
 * duration digits only and within LIVE_CLASS_LIMITS, the start in the sheet's format, a real
 * time in `timeZone` and after `now` ('Should be in future'), no row with the title and start
 * of an earlier good row, and none the organisation already has. Pure: the same sheet, clock and lookups
 * always give the same report, for the dry run and the commit.
 */
export function validateSheetRows(
  sheetRows: readonly SheetRow[],
  context: { now: Date; timeZone: string; lookups: SheetLookups },
): ValidatedSheet {
  const seen = new Set<string>();
  const rows: LiveClassSheetRow[] = [];
  const valid: ValidSheetRow[] = [];
  for (const { number: row, cells } of sheetRows) {
    const [title = '', duration = '', startDate = ''] = cells.map((cell) => cell.trim());
    const errors: LiveClassSheetRow['errors'] = [];
    const fail = (code: LiveClassRowErrorCode, column: LiveClassSheetColumn) =>
      errors.push({ code, column, message: LIVE_CLASS_ROW_ERROR_MESSAGES[code] });

    if (title === '') fail('titleMissing', 'title');
    else if (title.length < SHEET_TITLE_MIN || title.length > LIVE_CLASS_LIMITS.titleMax) {
      fail('titleLength', 'title');
    }

    const minutes = DIGITS.test(duration) ? Number(duration) : null;
    if (minutes === null) fail('durationNotNumber', 'duration');
    else if (minutes < LIVE_CLASS_LIMITS.durationMin || minutes > LIVE_CLASS_LIMITS.durationMax) {
      fail('durationOutOfRange', 'duration');
    }

    const start = readSheetStart(startDate, context.timeZone);
    if (!start.ok) fail(start.reason, 'start date');
    else if (start.startsAt.getTime() <= context.now.getTime()) fail('startInPast', 'start date');

    if (title !== '' && start.ok) {
      const key = scheduleKey(title, start.startsAt);
      const claims = errors.length === 0;
      if (seen.has(key)) fail('duplicateInFile', 'title');
      else if (context.lookups.scheduled.has(key)) fail('alreadyScheduled', 'title');
      // Only a row that will be created holds its title and start: a bad row never makes its
      // corrected copy further down a duplicate.
      if (claims) seen.add(key);
    }

    rows.push({
      row,
      title,
      duration,
      startDate,
      startsAt: start.ok ? start.startsAt.toISOString() : null,
      errors,
    });
    if (errors.length === 0 && minutes !== null && start.ok) {
      valid.push({ row, title, durationMinutes: minutes, startsAt: start.startsAt });
    }
  }
  return { rows, valid };
}

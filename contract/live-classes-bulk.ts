import { z } from 'zod';
import { LIVE_CLASS_LIMITS, LIVE_CLASS_MESSAGES, LIVE_CLASS_SHEET_COLUMNS } from './live-classes';
import { isoDateTime } from './dates';
import { templated } from './message-template';

/*
 * `POST v1/live-class/bulk` (SPEC sections 5 and 7): a spreadsheet of exactly the columns
 * title, duration, start date. The same two steps as the bulk invitations: `?dryRun=true`
 * reports every row and writes nothing; the commit (with an Idempotency-Key, the same header
 * as the invitations') creates every valid row as an unapproved class without a teacher.
 */

export type LiveClassSheetColumn = (typeof LIVE_CLASS_SHEET_COLUMNS)[number];

/** The sheet's `start date` as written: day/month/year hours:minutes, 24-hour clock. */
export const SHEET_START_EXAMPLE = '15/03/2026 18:30';
/**
 * The zone a sheet's start dates are read in. Organisations have no time zone of their own yet
 * (the managers' list counts UTC days too), so the organisation's zone is UTC; the dry run
 * answers the zone it used and the console shows each start in the reader's own time as well.
 */
export const SHEET_TIME_ZONE = 'UTC';
/** SheetJS format a workbook's date cell is read in, so it reads as the sheet's text. */
export const SHEET_START_CELL_FORMAT = 'd/m/yyyy h:mm';

/** Title length in a sheet: the same bounds as the class form's. */
export const SHEET_TITLE_MIN = 2;

export const LIVE_CLASS_ROW_ERROR_CODES = [
  'titleMissing',
  'titleLength',
  'durationNotNumber',
  'durationOutOfRange',
  'startFormat',
  'startNotADate',
  'startInPast',
  'duplicateInFile',
  'alreadyScheduled',
] as const;
export type LiveClassRowErrorCode = (typeof LIVE_CLASS_ROW_ERROR_CODES)[number];

const { titleMax, durationMin, durationMax } = LIVE_CLASS_LIMITS;

export const LIVE_CLASS_ROW_ERROR_MESSAGES: Record<LiveClassRowErrorCode, string> = {
  titleMissing: 'The title is empty.',
  titleLength: `The title must be ${SHEET_TITLE_MIN} to ${titleMax} characters.`,
  durationNotNumber: 'The duration must be a whole number of minutes (digits only).',
  durationOutOfRange: `The duration must be ${durationMin} to ${durationMax} minutes.`,
  startFormat: `The start date must be written day/month/year hours:minutes (${SHEET_START_EXAMPLE}).`,
  startNotADate: 'The start date is not a real date or time.',
  startInPast: LIVE_CLASS_MESSAGES.shouldBeInFuture,
  duplicateInFile: 'An earlier row of the file has the same title and start.',
  alreadyScheduled: 'The organization already has a live class with this title and start.',
};

export const liveClassRowErrorSchema = z.object({
  code: z.enum(LIVE_CLASS_ROW_ERROR_CODES),
  message: z.string(),
  column: z.enum(LIVE_CLASS_SHEET_COLUMNS),
});
export type LiveClassRowError = z.infer<typeof liveClassRowErrorSchema>;

/** One row as the dry run read it; `row` is the sheet's row number (the header is 1). */
export const liveClassSheetRowSchema = z.object({
  row: z.number().int(),
  title: z.string(),
  /** The cells as written. */
  duration: z.string(),
  startDate: z.string(),
  /** The start as an instant, when the cell could be read (even if it is in the past). */
  startsAt: isoDateTime().nullable(),
  errors: z.array(liveClassRowErrorSchema),
});
export type LiveClassSheetRow = z.infer<typeof liveClassSheetRowSchema>;

/** `POST v1/live-class/bulk?dryRun=true`: counts, every invalid row and the first valid ones. */
export const liveClassDryRunSchema = z.object({
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  rows: z.array(liveClassSheetRowSchema),
  /** The IANA zone the start dates were read in (SHEET_TIME_ZONE). */
  timeZone: z.string(),
});
export type LiveClassDryRun = z.infer<typeof liveClassDryRunSchema>;

/** `POST v1/live-class/bulk` (commit); `replayed`: the key was committed before, nothing new. */
export const liveClassBulkResultSchema = z.object({
  batchId: z.uuid(),
  createdCount: z.number().int(),
  skippedCount: z.number().int(),
  replayed: z.boolean(),
});
export type LiveClassBulkResult = z.infer<typeof liveClassBulkResultSchema>;

export const LIVE_CLASS_BULK_MESSAGES = {
  created: templated(
    { one: '{count} live class created', other: '{count} live classes created' },
    (count: number) => ({ form: count === 1 ? 'one' : 'other', count }),
  ),
  replayed: 'These live classes were already created; nothing was created twice.',
  /** fieldErrors.file of a 'wrong file' whose header is not exactly the three columns. */
  wrongColumns: `The columns must be exactly: ${LIVE_CLASS_SHEET_COLUMNS.join(', ')}.`,
  /** fieldErrors.file of a 'wrong file' with a value past the third column. */
  extraColumn: templated('Row {row} has a value after the "{column}" column.', (row: number) => ({
    row,
    column: LIVE_CLASS_SHEET_COLUMNS[2],
  })),
} as const;

import { INVITATION_FILE_FIELD, SPREADSHEET_MESSAGES } from '../../../../contract/invitations';
import { LIVE_CLASS_BULK_MESSAGES } from '../../../../contract/live-classes-bulk';
import { LIVE_CLASS_SHEET_COLUMNS } from '../../../../contract/live-classes';
import { badRequest } from '../../../platform/errors';
import type { SheetRows } from '../../../platform/spreadsheet/read-rows';

/** `Start Date`, `start_date`, `START-DATE` and `startDate` all name one column. */
const keyOf = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

const wrongFile = (detail: string) =>
  badRequest(SPREADSHEET_MESSAGES.wrongFile, { [INVITATION_FILE_FIELD]: detail });

/**
 * SPEC section 5: exactly the columns title, duration, start date, in that order, and nothing
 * else: a header with other, missing, extra or reordered columns, or a row with a value past
 * the third column, is 400 'wrong file' (`fieldErrors.file` says which). Header names are
 * matched ignoring case, spaces, `-` and `_`, as the invitations' are.
 */
export function checkSheetColumns(sheet: SheetRows): void {
  const header = sheet.header.map(keyOf);
  // Trailing empty header cells are no column (a program may save the sheet's width).
  while (header.length > 0 && header.at(-1) === '') header.pop();
  const expected = LIVE_CLASS_SHEET_COLUMNS.map(keyOf);
  if (header.length !== expected.length || header.some((key, i) => key !== expected[i])) {
    throw wrongFile(LIVE_CLASS_BULK_MESSAGES.wrongColumns);
  }
  const extra = sheet.rows.find((row) => row.cells.slice(expected.length).some(Boolean));
  if (extra) throw wrongFile(LIVE_CLASS_BULK_MESSAGES.extraColumn(extra.number));
}

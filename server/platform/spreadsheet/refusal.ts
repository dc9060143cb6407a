import { SPREADSHEET_MESSAGES } from '../../../contract/invitations';

export type SpreadsheetReason = keyof typeof SPREADSHEET_MESSAGES;

/** A file the spreadsheet reader will not read; the message can be shown as it is. */
export class SpreadsheetRefused extends Error {
  override name = 'SpreadsheetRefused';

  constructor(readonly reason: SpreadsheetReason) {
    super(SPREADSHEET_MESSAGES[reason]);
  }
}

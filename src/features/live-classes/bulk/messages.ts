import {
  INVITATION_MESSAGES,
  SPREADSHEET_MESSAGES,
} from '../../../../contract/invitation-constants';
import { LIVE_CLASS_LIMITS } from '../../../../contract/live-classes';
import {
  LIVE_CLASS_BULK_MESSAGES,
  LIVE_CLASS_ROW_ERROR_MESSAGES,
  SHEET_START_EXAMPLE,
  SHEET_TITLE_MIN,
  type LiveClassRowError,
} from '../../../../contract/live-classes-bulk';
import { i18n, translateMessage } from '../../../i18n/i18n';

const KEY = 'liveClassesBulk.messages';

/**
 * The contract's fixed texts of a sheet upload by their wording, so that a server message (or
 * the client's own check, worded the same) is shown in the page's language; any other text is
 * shown as it is (translated when the console knows it).
 */
const KEYS = new Map<string, string>([
  ...Object.entries(SPREADSHEET_MESSAGES).map(([name, text]): [string, string] => [
    text,
    `${KEY}.${name}`,
  ]),
  [LIVE_CLASS_BULK_MESSAGES.replayed, `${KEY}.replayed`],
  [LIVE_CLASS_BULK_MESSAGES.wrongColumns, `${KEY}.wrongColumns`],
  [INVITATION_MESSAGES.idempotencyKeyMalformed, `${KEY}.idempotencyKeyMalformed`],
  [INVITATION_MESSAGES.idempotencyKeyReused, `${KEY}.idempotencyKeyReused`],
  [INVITATION_MESSAGES.noFile, `${KEY}.noFile`],
]);

/** `extraColumn(row)`'s wording, with its row number. */
const EXTRA_COLUMN = /^Row (\d+) has a value after the "start date" column\.$/;

export function messageText(message: string): string {
  const key = KEYS.get(message);
  if (key && i18n.exists(key)) return i18n.t(key);
  const extra = EXTRA_COLUMN.exec(message);
  if (extra && i18n.exists(`${KEY}.extraColumn`)) {
    return i18n.t(`${KEY}.extraColumn`, { row: extra[1] });
  }
  return translateMessage(message);
}

/** The figures the row errors' texts name, from the contract. */
const FIGURES: Record<string, Record<string, unknown>> = {
  titleLength: { min: SHEET_TITLE_MIN, max: LIVE_CLASS_LIMITS.titleMax },
  durationOutOfRange: { min: LIVE_CLASS_LIMITS.durationMin, max: LIVE_CLASS_LIMITS.durationMax },
  startFormat: { example: SHEET_START_EXAMPLE },
};

/** A row error in the page's language, by its code; the server's text when the code is new. */
export function rowErrorText(error: LiveClassRowError): string {
  const key = `liveClassesBulk.rowErrors.${error.code}`;
  return error.code in LIVE_CLASS_ROW_ERROR_MESSAGES && i18n.exists(key)
    ? i18n.t(key, FIGURES[error.code] ?? {})
    : error.message;
}

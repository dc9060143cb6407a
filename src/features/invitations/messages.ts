import {
  INVITATION_MESSAGES,
  ROW_ERROR_MESSAGES,
  SPREADSHEET_MESSAGES,
} from '../../../contract/invitation-constants';
import type { RowError } from '../../../contract/invitations';
import { i18n, translateMessage } from '../../i18n/i18n';

/**
 * The contract's fixed messages by their text, so that a server message (or the client's own
 * check, worded the same) is shown in the page's language; any other text is shown as it is.
 */
const KEYS = new Map<string, string>([
  ...Object.entries(SPREADSHEET_MESSAGES).map(
    ([name, text]) => [text, `invitations.messages.${name}`] as [string, string],
  ),
  ...Object.entries(INVITATION_MESSAGES).flatMap(([name, text]): [string, string][] =>
    typeof text === 'string' ? [[text, `invitations.messages.${name}`]] : [],
  ),
]);

export function messageText(message: string): string {
  const key = KEYS.get(message);
  return key && i18n.exists(key) ? i18n.t(key) : translateMessage(message);
}

/** A row error in the page's language, by its code; the server's text when the code is new. */
export function rowErrorText(error: RowError): string {
  const key = `invitations.rowErrors.${error.code}`;
  return error.code in ROW_ERROR_MESSAGES && i18n.exists(key) ? i18n.t(key) : error.message;
}

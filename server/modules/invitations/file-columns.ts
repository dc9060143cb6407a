import {
  INVITATION_COLUMNS,
  SPREADSHEET_MESSAGES,
  type InvitationColumn,
  type InvitationKind,
} from '../../../contract/invitations';
import { badRequest } from '../../platform/errors';

/** `First Name`, `first_name`, `FIRST-NAME` and `firstName` all name one column. */
const keyOf = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/** The column a header cell names, for a kind of invitation (unknown headers are ignored). */
export type ColumnIndex = Partial<Record<InvitationColumn, number>>;

/**
 * Where each column of the kind sits in the header; 400 'wrong file' naming the missing
 * required columns (the file is not an invitation file of this kind).
 */
export function columnsOf(kind: InvitationKind, header: string[]): ColumnIndex {
  const { required, optional } = INVITATION_COLUMNS[kind];
  const wanted: InvitationColumn[] = [...required, ...optional];
  const keys = header.map(keyOf);
  const index: ColumnIndex = {};
  for (const column of wanted) {
    const at = keys.indexOf(keyOf(column));
    if (at >= 0) index[column] = at;
  }
  const missing = required.filter((column) => index[column] === undefined);
  if (missing.length > 0) {
    throw badRequest(SPREADSHEET_MESSAGES.wrongFile, {
      file: `Missing column: ${missing.join(', ')}`,
    });
  }
  return index;
}

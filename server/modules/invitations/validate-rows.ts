import { z } from 'zod';
import {
  ROW_ERROR_MESSAGES,
  type InvitationColumn,
  type InvitationKind,
  type InvitationRow,
  type RowErrorCode,
} from '../../../contract/invitations';
import type { SheetRow } from '../../platform/spreadsheet/read-rows';
import type { ColumnIndex } from './file-columns';

/** What the organisation already holds, read once before the rows are checked. */
export interface InvitationLookups {
  /** E-mails (lower case) of the organisation's members. */
  members: ReadonlySet<string>;
  /** E-mails (lower case) with an open (pending, unexpired) invitation of the organisation. */
  invited: ReadonlySet<string>;
  /** Live classes by lower-case name. */
  classes: ReadonlyMap<string, string>;
  /** Roles that may be given by invitation, by lower-case name. */
  roles: ReadonlyMap<string, { id: string; takesTeacherSeat: boolean }>;
  /** Seats left under the contract (members and open invitations both take one). */
  seatsLeft: { students: number; teachers: number };
}

/** A row ready to write, with what it resolved to. */
export interface ValidRow {
  row: number;
  email: string;
  firstName: string;
  lastName: string;
  classRoomId: string | null;
  roleId: string | null;
}

export interface ValidatedFile {
  rows: InvitationRow[];
  valid: ValidRow[];
}

const MAX_TEXT = 80;
const emailSchema = z.email().max(254);

const cellOf = (cells: string[], index: ColumnIndex, column: InvitationColumn) => {
  const at = index[column];
  return at === undefined ? '' : (cells[at] ?? '').trim();
};

/**
 * Checks every row of a bulk invitation file against the file itself and the organisation:
 * bad e-mail, duplicate inside the file, already a member, already invited, unknown class or
 * role, over the contract's seats (rows are seated in file order), values too long. Pure:
 * the same file and lookups always give the same report, for the dry run and the commit.
 */
export function validateRows(
  kind: InvitationKind,
  index: ColumnIndex,
  sheetRows: SheetRow[],
  lookups: InvitationLookups,
): ValidatedFile {
  const seen = new Set<string>();
  const seats = { ...lookups.seatsLeft };
  const rows: InvitationRow[] = [];
  const valid: ValidRow[] = [];
  for (const { number: row, cells } of sheetRows) {
    const email = cellOf(cells, index, 'email').toLowerCase();
    const firstName = cellOf(cells, index, 'firstName');
    const lastName = cellOf(cells, index, 'lastName');
    const className = cellOf(cells, index, 'className');
    const roleName = cellOf(cells, index, 'role');
    const errors: InvitationRow['errors'] = [];
    const fail = (code: RowErrorCode, column: InvitationColumn) =>
      errors.push({ code, column, message: ROW_ERROR_MESSAGES[code] });

    if (!emailSchema.safeParse(email).success) fail('invalidEmail', 'email');
    else if (seen.has(email)) fail('duplicateInFile', 'email');
    else if (lookups.members.has(email)) fail('alreadyMember', 'email');
    else if (lookups.invited.has(email)) fail('alreadyInvited', 'email');
    seen.add(email);
    for (const [column, text] of [
      ['firstName', firstName],
      ['lastName', lastName],
    ] as const) {
      if (text.length > MAX_TEXT) fail('tooLong', column);
    }

    const classRoomId = className ? (lookups.classes.get(className.toLowerCase()) ?? null) : null;
    if (kind === 'user' && className && !classRoomId) fail('unknownClass', 'className');
    const role = kind === 'admin' ? lookups.roles.get(roleName.toLowerCase()) : undefined;
    if (kind === 'admin' && !role) fail('unknownRole', 'role');

    // Only an otherwise valid row takes a seat, so a bad row never pushes a good one out.
    const seat = kind === 'user' ? 'students' : role?.takesTeacherSeat ? 'teachers' : null;
    if (errors.length === 0 && seat) {
      if (seats[seat] <= 0) fail('overSeatLimit', 'email');
      else seats[seat] -= 1;
    }

    rows.push({
      row,
      email,
      firstName,
      lastName,
      ...(kind === 'user' ? { className } : { role: roleName }),
      errors,
    });
    if (errors.length === 0) {
      valid.push({ row, email, firstName, lastName, classRoomId, roleId: role?.id ?? null });
    }
  }
  return { rows, valid };
}

import { INVITATION_COLUMNS, type InvitationKind } from '../../../contract/invitation-constants';

const BOM = '\uFEFF';

/** The kind's columns, required first: what the bulk file is read by. */
export const templateColumns = (kind: InvitationKind): string[] => [
  ...INVITATION_COLUMNS[kind].required,
  ...INVITATION_COLUMNS[kind].optional,
];

/** A CSV with the kind's header row, UTF-8 with a BOM so spreadsheet programs read Arabic. */
export function templateCsv(kind: InvitationKind): Blob {
  return new Blob([`${BOM}${templateColumns(kind).join(',')}\r\n`], {
    type: 'text/csv;charset=utf-8',
  });
}

export const templateFileName = (kind: InvitationKind) =>
  kind === 'user' ? 'student-invitations.csv' : 'staff-invitations.csv';

import type { InvitationKind, TypedInvitationsBody } from '../../../contract/invitations';

export type TypedRow = TypedInvitationsBody['rows'][number];

/**
 * One e-mail per line (commas and semicolons split too); blank lines are skipped. Each row gets
 * the chosen class (students) or role (staff); the server checks every row as a file's.
 */
export function typedRows(kind: InvitationKind, text: string, choice: string): TypedRow[] {
  const emails = text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const extra = choice ? (kind === 'user' ? { className: choice } : { role: choice }) : {};
  return emails.map((email) => ({ email, ...extra }));
}

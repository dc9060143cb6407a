import type {
  Invitation,
  InvitationKind,
  StoredInvitationStatus,
} from '../../../contract/invitations';
import { invitationStatusOf } from '../../../machines/invitation.machine';

/** One invitation as the store reads it (role, class and inviter joined). */
export interface InvitationRecord {
  id: string;
  organizationId: string;
  kind: InvitationKind;
  email: string;
  firstName: string;
  lastName: string;
  status: StoredInvitationStatus;
  expiresAt: Date;
  createdAt: Date;
  sendCount: number;
  role: { id: string; name: string; number: number };
  classRoomId: string | null;
  classRoomName: string | null;
  inviterFirstName: string | null;
  inviterLastName: string | null;
  /** Who accepted it (their account and names), once accepted. */
  accepterId: string | null;
  accepterFirstName: string | null;
  accepterLastName: string | null;
}

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

/** The wire shape; `status` is what the invitation is at `now` (pending past expiry: expired). */
export const presentInvitation = (row: InvitationRecord, now: Date): Invitation => ({
  id: row.id,
  kind: row.kind,
  email: row.email,
  // Accepted: the person's own names, as their account has them (an invitation typed as an
  // e-mail alone has none).
  firstName: row.accepterFirstName ?? row.firstName,
  lastName: row.accepterLastName ?? row.lastName,
  role: row.role,
  classRoom:
    row.classRoomId && row.classRoomName ? { id: row.classRoomId, name: row.classRoomName } : null,
  status: invitationStatusOf(row.status, row.expiresAt, now),
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  sendCount: row.sendCount,
  invitedBy: fullName(row.inviterFirstName, row.inviterLastName),
  acceptedBy: row.accepterId,
});

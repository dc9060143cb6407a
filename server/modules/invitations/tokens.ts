import { randomBytes } from 'node:crypto';
import { INVITATION_TTL_DAYS, linkValue, type InvitationKind } from '../../../contract/invitations';
import type { CodeHasher } from '../../platform/codes';

const PURPOSE = 'invitation';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh link token: 256 random bits, base64url (43 characters). */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** What is stored and what the redeem policy compares: the token's HMAC with the server key. */
export const invitationTokenHash = (codes: CodeHasher, token: string) =>
  codes.hashSecret(PURPOSE, token);

/** When a link sent now stops working. */
export const invitationExpiry = (now: Date) =>
  new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);

/** The e-mailed link: one value, the id and its secret (contract `linkValue`). */
export function invitationLink(publicUrl: string, id: string, token: string): string {
  const query = new URLSearchParams({ adminInvitationId: linkValue(id, token) });
  return `${publicUrl}/invitation?${query.toString()}`;
}

/** The route prefix of a kind: `v1/user-invitations` or `v1/admin-invitations`. */
export const kindPath = (kind: InvitationKind) => `/v1/${kind}-invitations`;

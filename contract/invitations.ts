import { z } from 'zod';

/*
 * Invitations (SPEC sections 4 and 7; ARCHITECTURE "Domain decisions"): pending -accept->
 * accepted; pending -cancel-> canceled; pending -time-> expired; pending|expired -resend->
 * pending with a new token and expiry. The database stores pending, accepted or canceled;
 * `expired` is a pending invitation whose expiry has passed.
 */
export const STORED_INVITATION_STATUSES = ['pending', 'accepted', 'canceled'] as const;
export type StoredInvitationStatus = (typeof STORED_INVITATION_STATUSES)[number];

export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'canceled'] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const INVITATION_ACTIONS = ['accept', 'resend', 'cancel'] as const;
export type InvitationAction = (typeof INVITATION_ACTIONS)[number];

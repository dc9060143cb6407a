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

/** Bulk invitation files (SPEC section 5: student invitation files must be .xlsx or .csv). */
export const INVITATION_FILE = {
  extensions: ['.xlsx', '.csv'],
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
} as const;

export const SPREADSHEET_MESSAGES = {
  fileType: 'This file type is not allowed, Allowed formats: .xlsx, .csv',
  wrongFile: 'wrong file',
  unreadable: 'Unreadable format',
  tooLarge: 'The file is larger than 5 MB.',
  tooManyRows: 'The file has more than 10,000 rows.',
  expandsTooMuch: 'The spreadsheet expands too much to be read safely.',
} as const;

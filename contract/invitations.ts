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

/**
 * The two kinds the spec calls: `v1/user-invitations` invite students; `v1/admin-invitations`
 * invite staff and teachers with a role of the organisation.
 */
export const INVITATION_KINDS = ['user', 'admin'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];

/** Columns of a bulk file by kind (header names are matched ignoring case, spaces, - and _). */
export const INVITATION_COLUMNS = {
  user: { required: ['email'], optional: ['firstName', 'lastName', 'className'] },
  admin: { required: ['email', 'role'], optional: ['firstName', 'lastName'] },
} as const satisfies Record<InvitationKind, { required: string[]; optional: string[] }>;
export type InvitationColumn = 'email' | 'firstName' | 'lastName' | 'className' | 'role';

export const ROW_ERROR_CODES = [
  'invalidEmail',
  'duplicateInFile',
  'alreadyMember',
  'alreadyInvited',
  'unknownClass',
  'unknownRole',
  'overSeatLimit',
  'tooLong',
] as const;
export type RowErrorCode = (typeof ROW_ERROR_CODES)[number];

export const ROW_ERROR_MESSAGES: Record<RowErrorCode, string> = {
  invalidEmail: 'Not a valid e-mail address.',
  duplicateInFile: 'This e-mail is already on an earlier row of the file.',
  alreadyMember: 'Already a member of this organization.',
  alreadyInvited: 'Already invited and the invitation is still open.',
  unknownClass: 'No live class of this organization has this name.',
  unknownRole: 'No role of this name can be given by invitation.',
  overSeatLimit: "Over the contract's seat limit.",
  tooLong: 'A value is longer than 80 characters.',
};

export const rowErrorSchema = z.object({
  code: z.enum(ROW_ERROR_CODES),
  message: z.string(),
  /** The column the error is about. */
  column: z.string(),
});
export type RowError = z.infer<typeof rowErrorSchema>;

/** One row of a bulk file as the dry run read it; `row` is the sheet's row number (header 1). */
export const invitationRowSchema = z.object({
  row: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  className: z.string().optional(),
  role: z.string().optional(),
  errors: z.array(rowErrorSchema),
});
export type InvitationRow = z.infer<typeof invitationRowSchema>;

/** Rows of a valid preview the dry run returns besides every invalid row. */
export const DRY_RUN_PREVIEW_ROWS = 50;

/** `POST .../bulk?dryRun=true` answer: counts, every invalid row, the first valid ones. */
export const dryRunReportSchema = z.object({
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  rows: z.array(invitationRowSchema),
});
export type DryRunReport = z.infer<typeof dryRunReportSchema>;

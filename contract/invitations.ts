import { z } from 'zod';
import { passwordSchema } from './accounts';
import { loginResponseSchema } from './auth';
import { paged, pageQuerySchema } from './wire';

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

/** How long an e-mailed link works (a resend starts the time again). */
export const INVITATION_TTL_DAYS = 14;

/** The commit of a bulk import carries this header; a retry with the same key never invites twice. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z.string().trim().min(8).max(200);

/** The multipart field of a bulk file. */
export const INVITATION_FILE_FIELD = 'file';

/** One invitation as the lists and `GET v1/admin-invitations/{id}` answer it. */
export const invitationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(INVITATION_KINDS),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.object({ id: z.uuid(), name: z.string(), number: z.number().int() }),
  classRoom: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** What it is now: a pending invitation past its expiry reads `expired`. */
  status: invitationStatusSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  /** 1 when first sent; each resend adds one. */
  sendCount: z.number().int(),
  invitedBy: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationPageSchema = paged(invitationSchema);

export const INVITATION_ROLE_GROUPS = ['teachers', 'staff'] as const;
export type InvitationRoleGroup = (typeof INVITATION_ROLE_GROUPS)[number];

/**
 * `GET v1/admin-invitations/roles`: the roles the caller may give by an admin invitation (any but
 * Guest and Student, and only those whose rights the caller holds), by number then name. `group`
 * says which screen offers it: teachers (roles 4 and 5) or staff (the rest), as the lists filter.
 */
export const invitationRoleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  number: z.number().int(),
  group: z.enum(INVITATION_ROLE_GROUPS),
});
export type InvitationRole = z.infer<typeof invitationRoleSchema>;

/** `GET v1/admin-invitations` and `GET v1/user-invitations` (empty filters are dropped). */
export const invitationListQuerySchema = pageQuerySchema.extend({
  /** Part of the e-mail, first or last name. */
  search: z.string().trim().max(80).optional(),
  status: invitationStatusSchema.optional(),
  /**
   * Staff invitations only: `teachers` (a teacher role, /invites/teachers) or `staff` (any other
   * role, /invites/admins).
   */
  roleGroup: z.enum(INVITATION_ROLE_GROUPS).optional(),
});
export type InvitationListQuery = z.infer<typeof invitationListQuerySchema>;

/** Invitations typed on the screen instead of uploaded: the same checks as a file's rows. */
export const typedInvitationsBodySchema = z.strictObject({
  rows: z
    .array(
      z.strictObject({
        email: z.string().trim().max(254),
        firstName: z.string().trim().max(200).optional(),
        lastName: z.string().trim().max(200).optional(),
        /** Students: a live class of the organisation, by name. */
        className: z.string().trim().max(200).optional(),
        /** Staff and teachers: a role, by name. */
        role: z.string().trim().max(200).optional(),
      }),
    )
    .min(1)
    .max(500),
});
export type TypedInvitationsBody = z.infer<typeof typedInvitationsBodySchema>;

/**
 * `POST .../bulk` (commit): what was written. `replayed` is true when the idempotency key had
 * already been committed: nothing new was written and the first commit's figures come back.
 */
export const bulkResultSchema = z.object({
  batchId: z.uuid(),
  invitedCount: z.number().int(),
  skippedCount: z.number().int(),
  replayed: z.boolean(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** The e-mailed link's two parts: `/invitation?adminInvitationId=...&token=...`. */
export const invitationLinkSchema = z.strictObject({
  adminInvitationId: z.uuid(),
  token: z.string().min(20).max(200),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/** `POST v1/admin-invitations/check-email`: what the link is, before accepting. */
export const invitationCheckSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organizationName: z.string(),
  roleName: z.string(),
  status: invitationStatusSchema,
  /** An account with this e-mail exists: sign in and `use`; otherwise `register`. */
  hasAccount: z.boolean(),
});
export type InvitationCheck = z.infer<typeof invitationCheckSchema>;

/** `POST v1/admin-invitations/register`: a new account from the link, signed in at once. */
export const invitationRegisterBodySchema = invitationLinkSchema.extend({
  password: passwordSchema,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
});
export type InvitationRegisterBody = z.infer<typeof invitationRegisterBodySchema>;
export const invitationRegisterResponseSchema = loginResponseSchema;

const PAST: Record<InvitationAction, string> = {
  accept: 'accepted',
  resend: 'resent',
  cancel: 'canceled',
};

export const INVITATION_MESSAGES = {
  sent: (count: number) => `${count} invitation${count === 1 ? '' : 's'} sent`,
  replayed: 'These invitations were already sent; nothing was sent twice.',
  resent: 'Invitation resent',
  canceled: 'Invitation canceled',
  accepted: 'Invitation accepted',
  expiredLink: 'This invitation has expired. Ask for a new one.',
  canceledLink: 'This invitation was canceled.',
  acceptedLink: 'This invitation was already accepted.',
  notYours: 'This invitation was sent to another e-mail address.',
  accountExists: 'An account with this e-mail already exists. Sign in to accept the invitation.',
  idempotencyKeyMissing: 'Send an Idempotency-Key header with the commit.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another file.',
  noFile: 'Choose a file to upload (multipart field "file").',
  transitionRefused: (action: InvitationAction, status: InvitationStatus) =>
    `This invitation is ${status}; it cannot be ${PAST[action]}.`,
} as const;

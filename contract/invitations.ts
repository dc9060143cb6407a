import { z } from 'zod';
import { passwordSchema } from './accounts';
import { loginResponseSchema } from './auth';
import {
  INVITATION_KINDS,
  INVITATION_MESSAGES,
  LINK_VALUE,
  splitLink,
  INVITATION_ROLE_GROUPS,
  INVITATION_STATUSES,
  ROW_ERROR_CODES,
} from './invitation-constants';
import { paged, pageQuerySchema } from './wire';
import { isoDateTime } from './dates';

export * from './invitation-constants';

/** The lifecycle is described in invitation-constants.ts. */
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

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

/** `POST .../bulk?dryRun=true` answer: counts, every invalid row, the first valid ones. */
export const dryRunReportSchema = z.object({
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  rows: z.array(invitationRowSchema),
});
export type DryRunReport = z.infer<typeof dryRunReportSchema>;

/** The value of the IDEMPOTENCY_HEADER header of a bulk commit. */
export const idempotencyKeySchema = z.string().trim().min(8).max(200);

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
  expiresAt: isoDateTime(),
  createdAt: isoDateTime(),
  /** 1 when first sent; each resend adds one. */
  sendCount: z.number().int(),
  invitedBy: z.string().nullable(),
  /** Ours: the account that accepted it, once accepted (a teacher to give a class to). */
  acceptedBy: z.uuid().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationPageSchema = paged(invitationSchema);

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

/**
 * `?organizationId=` on every invitation route but accepting: the organisation whose
 * invitations are meant, the active one when left out. Only a caller active in HAD with
 * GroupsManager write may name another (from that organisation's page); anyone else gets 404.
 */
export const invitationTargetSchema = z.object({ organizationId: z.uuid().optional() });

/** `GET v1/admin-invitations` and `GET v1/user-invitations` (empty filters are dropped). */
export const invitationListQuerySchema = pageQuerySchema.extend({
  ...invitationTargetSchema.shape,
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
const linkFields = {
  adminInvitationId: z.union([z.uuid(), z.string().regex(LINK_VALUE)]),
  /** Older links' secret, sent apart; a link's one value holds it. */
  token: z.string().min(20).max(200).optional(),
};
const hasSecret = (link: { adminInvitationId: string; token?: string | undefined }) =>
  splitLink(link) !== null;
const secretIssue = { message: INVITATION_MESSAGES.linkIncomplete, path: ['adminInvitationId'] };

export const invitationLinkSchema = z.strictObject(linkFields).refine(hasSecret, secretIssue);
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/** `POST v1/admin-invitations/check-email`: what the link is, before accepting. */
export const invitationCheckSchema = z.object({
  /** `user`: a student's (they learn in the app, not in this console); `admin`: staff's. */
  kind: z.enum(INVITATION_KINDS),
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
/** Register: the names may wait (the invitation's are used); a new password is needed. */
export const invitationRegisterBodySchema = z
  .strictObject({
    ...linkFields,
    password: passwordSchema,
    firstName: z.string().trim().min(1).max(100).optional(),
    lastName: z.string().trim().min(1).max(100).optional(),
  })
  .refine(hasSecret, secretIssue);
export type InvitationRegisterBody = z.infer<typeof invitationRegisterBodySchema>;
export const invitationRegisterResponseSchema = loginResponseSchema;

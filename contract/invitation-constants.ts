import { templated } from './message-template';
/**
 * The invitations' constants without their schemas (invitations.ts re-exports them): a screen
 * that needs a list of statuses, the file limits or the messages does not load zod for it.
 */

/*
 * Invitations (SPEC sections 4 and 7; ARCHITECTURE "Domain decisions"): pending -accept->
 * accepted; pending -cancel-> canceled; pending -time-> expired; pending|expired -resend->
 * pending with a new token and expiry. The database stores pending, accepted or canceled;
 * `expired` is a pending invitation whose expiry has passed.
 */
export const STORED_INVITATION_STATUSES = ['pending', 'accepted', 'canceled'] as const;
export type StoredInvitationStatus = (typeof STORED_INVITATION_STATUSES)[number];

export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'canceled'] as const;

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

/** Rows of a valid preview the dry run returns besides every invalid row. */
export const DRY_RUN_PREVIEW_ROWS = 50;

/** How long an e-mailed link works (a resend starts the time again). */
export const INVITATION_TTL_DAYS = 14;

/** The commit of a bulk import carries this header; a retry with the same key never invites twice. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The multipart field of a bulk file. */
export const INVITATION_FILE_FIELD = 'file';

export const INVITATION_ROLE_GROUPS = ['teachers', 'staff'] as const;
export type InvitationRoleGroup = (typeof INVITATION_ROLE_GROUPS)[number];

const PAST: Record<InvitationAction, string> = {
  accept: 'accepted',
  resend: 'resent',
  cancel: 'canceled',
};

export const INVITATION_MESSAGES = {
  /** 400: the link names an invitation but not its secret. */
  linkIncomplete: 'The link is incomplete: open it from the e-mail again.',
  /** 400 on firstName/lastName: registering from an invitation that names nobody. */
  namesNeeded: 'Tell us your first and last name.',
  sent: templated(
    { one: '{count} invitation sent', other: '{count} invitations sent' },
    (count: number) => ({ form: count === 1 ? 'one' : 'other', count }),
  ),
  replayed: 'These invitations were already sent; nothing was sent twice.',
  resent: 'Invitation resent',
  canceled: 'Invitation canceled',
  accepted: 'Invitation accepted',
  expiredLink: 'This invitation has expired. Ask for a new one.',
  canceledLink: 'This invitation was canceled.',
  acceptedLink: 'This invitation was already accepted.',
  notYours: 'This invitation was sent to another e-mail address.',
  accountExists: 'An account with this e-mail already exists. Sign in to accept the invitation.',
  idempotencyKeyMalformed: 'An Idempotency-Key is 8 to 200 characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another file.',
  noFile: 'Choose a file to upload (multipart field "file").',
  /** `status` is an InvitationStatus (invitations.ts infers that type from its schema). */
  transitionRefused: templated(
    'This invitation is {status}; it cannot be {done}.',
    (action: InvitationAction, status: (typeof INVITATION_STATUSES)[number]) => ({
      status,
      done: PAST[action],
    }),
  ),
} as const;

/**
 * What the e-mailed link carries as `adminInvitationId`: the invitation's id and its secret in
 * one value (`<id>.<token>`), so a client written from the spec, which sends only
 * `adminInvitationId`, still proves it holds the link. Older links carry them apart.
 */
export const LINK_VALUE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([\w-]{20,200})$/i;

export const linkValue = (id: string, token: string) => `${id}.${token}`;

/** The id and the secret of a link, whichever way it was sent; null when it has no secret. */
export function splitLink(link: { adminInvitationId: string; token?: string | undefined }) {
  const joined = LINK_VALUE.exec(link.adminInvitationId);
  if (joined) return { id: joined[1]!.toLowerCase(), token: joined[2]! };
  return link.token ? { id: link.adminInvitationId, token: link.token } : null;
}

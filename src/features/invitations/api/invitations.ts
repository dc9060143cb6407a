import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  BulkResult,
  DryRunReport,
  Invitation,
  InvitationCheck,
  InvitationKind,
  InvitationLink,
  InvitationRegisterBody,
  InvitationRole,
  InvitationRoleGroup,
  InvitationStatus,
  TypedInvitationsBody,
} from '../../../../contract/invitations';
import type { LoginResponse } from '../../../../contract/auth';
import {
  IDEMPOTENCY_HEADER,
  INVITATION_FILE_FIELD,
} from '../../../../contract/invitation-constants';
import { USERS_PATHS } from '../../../../contract/paths';
import type { Pagination } from '../../../../contract/wire';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { usersApi } from '../../../api/http';
import type { Done } from '../../../api/organizations';
import { saveSession } from '../../../api/storage';

export const invitationsKey = ['users', 'invitations'] as const;
export const invitationListKey = (kind: InvitationKind, query: InvitationListQuery) =>
  [...invitationsKey, kind, 'list', query] as const;

export interface InvitationListQuery {
  pageNumber: number;
  /** The service's page unless set (an export reads larger pages). */
  pageSize?: number | undefined;
  search?: string | undefined;
  status?: InvitationStatus | undefined;
  /** Staff invitations: teacher roles only, or every other role (set by the page, not the URL). */
  roleGroup?: InvitationRoleGroup | undefined;
  /** Another organisation's invitations (its page, for a HAD caller); the active one's if unset. */
  organizationId?: string | undefined;
}

/** `?organizationId=` when the invitations are another organisation's. */
const targetOf = (organizationId: string | undefined): Record<string, string> =>
  organizationId ? { organizationId } : {};

export interface InvitationPage {
  result: Invitation[];
  pagination: Pagination;
}

/** Empty or undefined filters are dropped before the list is requested (SPEC section 5). */
export async function fetchInvitations(
  kind: InvitationKind,
  query: InvitationListQuery,
): Promise<InvitationPage> {
  const searchParams: Record<string, string | number> = { pageNumber: query.pageNumber };
  if (query.pageSize) searchParams.pageSize = query.pageSize;
  if (query.search) searchParams.search = query.search;
  if (query.status) searchParams.status = query.status;
  if (query.roleGroup) searchParams.roleGroup = query.roleGroup;
  if (query.organizationId) searchParams.organizationId = query.organizationId;
  const { data } = await send<Envelope<InvitationPage>>(
    usersApi.get(USERS_PATHS.invitations(kind), { searchParams }),
  );
  return data;
}

export function useInvitations(kind: InvitationKind, query: InvitationListQuery) {
  return useQuery({
    queryKey: invitationListKey(kind, query),
    queryFn: () => fetchInvitations(kind, query),
    placeholderData: keepPreviousData,
  });
}

/** `GET v1/admin-invitations/roles`: the roles the caller may give by invitation. */
export async function fetchInvitationRoles(): Promise<InvitationRole[]> {
  const { data } = await send<Envelope<InvitationRole[]>>(
    usersApi.get(USERS_PATHS.invitationRoles),
  );
  return data;
}

/** The wizard's role picker; its own key, so sending invitations does not fetch it again. */
export function useInvitationRoles() {
  return useQuery({ queryKey: ['users', 'invitation-roles'], queryFn: fetchInvitationRoles });
}

export const refreshInvitations = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: invitationsKey });

async function messageOf(call: Promise<Response>): Promise<Done> {
  const body = await send<Envelope<unknown> | null>(call);
  return { message: body?.message ?? '' };
}

export const resendInvitation = (kind: InvitationKind, id: string, organizationId?: string) =>
  messageOf(
    usersApi.post(USERS_PATHS.invitationResend(kind, id), {
      searchParams: targetOf(organizationId),
    }),
  );

export const cancelInvitation = (kind: InvitationKind, id: string, organizationId?: string) =>
  messageOf(
    usersApi.post(USERS_PATHS.invitationCancel(kind, id), {
      searchParams: targetOf(organizationId),
    }),
  );

/** What a bulk call sends: the file as multipart field `file`, or the typed rows as JSON. */
export type BulkPayload =
  { type: 'file'; file: File } | { type: 'typed'; rows: TypedInvitationsBody['rows'] };

function bodyOf(payload: BulkPayload): { body: FormData } | { json: TypedInvitationsBody } {
  if (payload.type === 'typed') return { json: { rows: payload.rows } };
  const body = new FormData();
  body.append(INVITATION_FILE_FIELD, payload.file, payload.file.name);
  return { body };
}

/** `POST .../bulk?dryRun=true`: every row checked, nothing written. */
export async function dryRunInvitations(
  kind: InvitationKind,
  payload: BulkPayload,
  organizationId?: string,
): Promise<DryRunReport> {
  const { data } = await send<Envelope<DryRunReport>>(
    usersApi.post(USERS_PATHS.invitationsBulk(kind), {
      ...bodyOf(payload),
      searchParams: { dryRun: 'true', ...targetOf(organizationId) },
    }),
  );
  return data;
}

/** `POST .../bulk` with the dry run's idempotency key: a retry never invites twice. */
export async function commitInvitations(
  kind: InvitationKind,
  payload: BulkPayload,
  idempotencyKey: string,
  organizationId?: string,
): Promise<BulkResult & { message: string }> {
  const { data, message } = await send<Envelope<BulkResult>>(
    usersApi.post(USERS_PATHS.invitationsBulk(kind), {
      ...bodyOf(payload),
      searchParams: targetOf(organizationId),
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  );
  return { ...data, message: message ?? '' };
}

/** `POST v1/admin-invitations/check-email`: what the e-mailed link is, before accepting. */
export async function checkInvitation(link: InvitationLink): Promise<InvitationCheck> {
  const { data } = await send<Envelope<InvitationCheck>>(
    usersApi.post(USERS_PATHS.invitationCheckEmail, { json: link }),
  );
  return data;
}

/** A new account from the link, signed in at once: the token is kept as a login keeps it. */
export async function registerFromInvitation(body: InvitationRegisterBody): Promise<LoginResponse> {
  const { data } = await send<Envelope<LoginResponse>>(
    usersApi.post(USERS_PATHS.invitationRegister, { json: body }),
  );
  saveSession(data);
  return data;
}

/** The signed-in user accepts: the membership is added. */
export const acceptInvitation = (link: InvitationLink) =>
  messageOf(usersApi.post(USERS_PATHS.invitationUse, { json: link }));

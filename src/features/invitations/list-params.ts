import { INVITATION_STATUSES } from '../../../contract/invitation-constants';
import type { InvitationListQuery } from './api/invitations';
import { pageParam, readOneOf, readPage, readText, writeParams } from '../../ui/list-params';

/** The list's state lives in the URL (`?page=2&search=huda&status=pending`). */
export const PARAM = { page: 'page', search: 'search', status: 'status' } as const;

export function readListQuery(params: URLSearchParams): InvitationListQuery {
  const search = readText(params, PARAM.search);
  const status = readOneOf(params, PARAM.status, INVITATION_STATUSES);
  return { pageNumber: readPage(params), ...(search && { search }), ...(status && { status }) };
}

/**
 * `?invite=1` opens the wizard at once (a link from elsewhere: a class's Add students), with
 * `class=<name>` preset as the students' class.
 */
export const INVITE_PARAM = { open: 'invite', class: 'class' } as const;

export function readInviteLink(params: URLSearchParams): { className: string | null } | null {
  if (params.get(INVITE_PARAM.open) !== '1') return null;
  return { className: readText(params, INVITE_PARAM.class) ?? null };
}

export const writeListQuery = (query: InvitationListQuery): URLSearchParams =>
  writeParams({
    [PARAM.search]: query.search,
    [PARAM.status]: query.status,
    [PARAM.page]: pageParam(query.pageNumber),
  });

import { INVITATION_STATUSES } from '../../../contract/invitation-constants';
import type { InvitationListQuery } from '../../api/invitations';
import { pageParam, readOneOf, readPage, readText, writeParams } from '../../ui/list-params';

/** The list's state lives in the URL (`?page=2&search=huda&status=pending`). */
export const PARAM = { page: 'page', search: 'search', status: 'status' } as const;

export function readListQuery(params: URLSearchParams): InvitationListQuery {
  const search = readText(params, PARAM.search);
  const status = readOneOf(params, PARAM.status, INVITATION_STATUSES);
  return { pageNumber: readPage(params), ...(search && { search }), ...(status && { status }) };
}

export const writeListQuery = (query: InvitationListQuery): URLSearchParams =>
  writeParams({
    [PARAM.search]: query.search,
    [PARAM.status]: query.status,
    [PARAM.page]: pageParam(query.pageNumber),
  });

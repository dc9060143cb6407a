import { INVITATION_STATUSES, type InvitationStatus } from '../../../contract/invitations';
import type { InvitationListQuery } from '../../api/invitations';

/** The list's state lives in the URL (`?page=2&search=huda&status=pending`). */
export const PARAM = { page: 'page', search: 'search', status: 'status' } as const;

const isStatus = (value: string | null): value is InvitationStatus =>
  (INVITATION_STATUSES as readonly (string | null)[]).includes(value);

export function readListQuery(params: URLSearchParams): InvitationListQuery {
  const page = Number(params.get(PARAM.page));
  const search = params.get(PARAM.search)?.trim() ?? '';
  const status = params.get(PARAM.status);
  return {
    pageNumber: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(search && { search }),
    ...(isStatus(status) && { status }),
  };
}

/** Writes the query back; defaults (page 1, no filter) are left out of the address. */
export function writeListQuery(query: InvitationListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set(PARAM.search, query.search);
  if (query.status) params.set(PARAM.status, query.status);
  if (query.pageNumber > 1) params.set(PARAM.page, String(query.pageNumber));
  return params;
}

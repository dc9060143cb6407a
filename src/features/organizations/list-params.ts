import { CONTRACT_STATUSES, type ContractStatus } from '../../../contract/organizations';
import type { OrganizationListQuery } from '../../api/organizations';

/** The list's state lives in the URL (`?page=2&search=nour&status=active`) so it can be shared. */
export const PARAM = { page: 'page', search: 'search', status: 'status' } as const;

function isStatus(value: string | null): value is ContractStatus {
  return (CONTRACT_STATUSES as readonly (string | null)[]).includes(value);
}

export function readListQuery(params: URLSearchParams): OrganizationListQuery {
  const page = Number(params.get(PARAM.page));
  const search = params.get(PARAM.search)?.trim() ?? '';
  const status = params.get(PARAM.status);
  return {
    pageNumber: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(search && { search }),
    ...(isStatus(status) && { contractStatus: status }),
  };
}

/** Writes the query back; defaults (page 1, no filter) are left out of the address. */
export function writeListQuery(query: OrganizationListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set(PARAM.search, query.search);
  if (query.contractStatus) params.set(PARAM.status, query.contractStatus);
  if (query.pageNumber > 1) params.set(PARAM.page, String(query.pageNumber));
  return params;
}

import { CONTRACT_STATUSES } from '../../../contract/organization-constants';
import type { OrganizationListQuery } from '../../api/organizations';
import { pageParam, readOneOf, readPage, readText, writeParams } from '../../ui/list-params';

/** The list's state lives in the URL (`?page=2&search=nour&status=active`) so it can be shared. */
export const PARAM = { page: 'page', search: 'search', status: 'status' } as const;

export function readListQuery(params: URLSearchParams): OrganizationListQuery {
  const search = readText(params, PARAM.search);
  const contractStatus = readOneOf(params, PARAM.status, CONTRACT_STATUSES);
  return {
    pageNumber: readPage(params),
    ...(search && { search }),
    ...(contractStatus && { contractStatus }),
  };
}

export const writeListQuery = (query: OrganizationListQuery): URLSearchParams =>
  writeParams({
    [PARAM.search]: query.search,
    [PARAM.status]: query.contractStatus,
    [PARAM.page]: pageParam(query.pageNumber),
  });

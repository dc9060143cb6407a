import { pageParam, readPage, readText, writeParams } from '../../ui/list-params';

/** The lists' state lives in the address, so a list can be shared and reloads where it was. */
export const PARAM = {
  page: 'page',
  search: 'search',
  organization: 'org',
  role: 'role',
  cursor: 'cursor',
} as const;

export interface ListParams {
  pageNumber: number;
  search?: string | undefined;
  organizationId?: string | undefined;
  roleId?: string | undefined;
  /** Students only: the keyset cursor of the page shown (the previous page's nextCursor). */
  cursor?: string | undefined;
}

/** `?page=`: a whole number from 1, else the first page; other values as they are. */
export const readListParams = (params: URLSearchParams): ListParams => ({
  pageNumber: readPage(params),
  search: readText(params, PARAM.search),
  organizationId: readText(params, PARAM.organization),
  roleId: readText(params, PARAM.role),
  cursor: readText(params, PARAM.cursor),
});

/** Writes the query back; defaults (page 1, no filter) are left out of the address. */
export const writeListParams = (query: ListParams): URLSearchParams =>
  writeParams({
    [PARAM.search]: query.search,
    [PARAM.organization]: query.organizationId,
    [PARAM.role]: query.roleId,
    [PARAM.page]: pageParam(query.pageNumber),
    [PARAM.cursor]: query.pageNumber > 1 ? query.cursor : undefined,
  });

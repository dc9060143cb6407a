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

const text = (params: URLSearchParams, name: string) => params.get(name)?.trim() || undefined;

/** `?page=`: a whole number from 1, else the first page; other values as they are. */
export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get(PARAM.page));
  return {
    pageNumber: Number.isInteger(page) && page >= 1 ? page : 1,
    search: text(params, PARAM.search),
    organizationId: text(params, PARAM.organization),
    roleId: text(params, PARAM.role),
    cursor: text(params, PARAM.cursor),
  };
}

/** Writes the query back; defaults (page 1, no filter) are left out of the address. */
export function writeListParams(query: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set(PARAM.search, query.search);
  if (query.organizationId) params.set(PARAM.organization, query.organizationId);
  if (query.roleId) params.set(PARAM.role, query.roleId);
  if (query.pageNumber > 1) params.set(PARAM.page, String(query.pageNumber));
  if (query.cursor && query.pageNumber > 1) params.set(PARAM.cursor, query.cursor);
  return params;
}

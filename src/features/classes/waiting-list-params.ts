import type { WaitingListQuery } from '../../api/students';
import { readPage } from './list-params';

/** `?view=waiting&search=sara&page=2`: the waiting list view of /classes, shareable. */
export const VIEW = { param: 'view', waiting: 'waiting' } as const;
const PARAM = { page: 'page', search: 'search' } as const;

export const isWaitingView = (params: URLSearchParams) => params.get(VIEW.param) === VIEW.waiting;

export function readWaitingQuery(params: URLSearchParams): WaitingListQuery {
  const search = params.get(PARAM.search)?.trim() ?? '';
  return {
    pageNumber: readPage(params),
    ...(search && { search }),
  };
}

/** Defaults (page 1, no search) are left out of the address. */
export function writeWaitingQuery(query: WaitingListQuery): URLSearchParams {
  const params = new URLSearchParams({ [VIEW.param]: VIEW.waiting });
  if (query.search) params.set(PARAM.search, query.search);
  if (query.pageNumber > 1) params.set(PARAM.page, String(query.pageNumber));
  return params;
}

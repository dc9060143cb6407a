import type { WaitingListQuery } from '../../api/students';
import { pageParam, readPage, readText, writeParams } from '../../ui/list-params';

/** `?view=waiting&search=sara&page=2`: the waiting list view of /classes, shareable. */
export const VIEW = { param: 'view', waiting: 'waiting' } as const;
const PARAM = { page: 'page', search: 'search' } as const;

export const isWaitingView = (params: URLSearchParams) => params.get(VIEW.param) === VIEW.waiting;

export function readWaitingQuery(params: URLSearchParams): WaitingListQuery {
  const search = readText(params, PARAM.search);
  return { pageNumber: readPage(params), ...(search && { search }) };
}

export const writeWaitingQuery = (query: WaitingListQuery): URLSearchParams =>
  writeParams({
    [VIEW.param]: VIEW.waiting,
    [PARAM.search]: query.search,
    [PARAM.page]: pageParam(query.pageNumber),
  });

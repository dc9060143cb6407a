import type { TrashKind } from '../../../contract/trash';
import { pageParam, readOneOf, readPage, readText, writeParams } from '../../ui/list-params';
import type { TrashListQuery } from './api/trash';

/** The trash list's state in the address, so a view of it can be shared and reloads as it was. */
const PARAM = { page: 'page', kind: 'kind', search: 'search' } as const;

/** A kind the caller may not see is not a filter. */
export const readTrashParams = (
  params: URLSearchParams,
  kinds: readonly TrashKind[],
): TrashListQuery => ({
  pageNumber: readPage(params),
  kind: readOneOf(params, PARAM.kind, kinds),
  search: readText(params, PARAM.search),
});

/** Defaults (page 1, no filter) are left out of the address. */
export const writeTrashParams = (query: TrashListQuery): URLSearchParams =>
  writeParams({
    [PARAM.kind]: query.kind,
    [PARAM.search]: query.search,
    [PARAM.page]: pageParam(query.pageNumber),
  });

/** Whether any filter is set (the empty list then says "no match", not "nothing yet"). */
export const isFiltered = ({ kind, search }: TrashListQuery) => Boolean(kind || search);

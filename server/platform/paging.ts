import type { Pagination } from '../../contract/wire';

/** Offset and limit for a 1-based page. */
export const pageWindow = (pageNumber: number, pageSize: number) => ({
  offset: (pageNumber - 1) * pageSize,
  limit: pageSize,
});

/** The spec's pagination block: `count` is the number of items on this page. */
export function toPagination(
  total: number,
  pageNumber: number,
  pageSize: number,
  count: number,
): Pagination {
  return { pageNumber, pageSize, numOfPages: Math.ceil(total / pageSize), total, count };
}

/** A paged payload: `{ result, pagination }`. */
export const toPage = <T>(result: T[], total: number, pageNumber: number, pageSize: number) => ({
  result,
  pagination: toPagination(total, pageNumber, pageSize, result.length),
});

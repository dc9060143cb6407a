/**
 * A list's state lives in the address (page, search and named filters) so it can be shared and
 * reloads where it was; these read it back and write it with the defaults left out.
 */

/** `?page=`: a whole number from 1, else the first page. */
export function readPage(params: URLSearchParams, name = 'page'): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A text parameter, trimmed; undefined when absent or blank. */
export const readText = (params: URLSearchParams, name: string): string | undefined =>
  params.get(name)?.trim() || undefined;

/** A parameter that must be one of `values`; undefined otherwise. */
export function readOneOf<T extends string>(
  params: URLSearchParams,
  name: string,
  values: readonly T[],
): T | undefined {
  const value = params.get(name);
  return values.find((allowed) => allowed === value);
}

/** The page to write: the first page is the default, so it is left out. */
export const pageParam = (pageNumber: number): number | undefined =>
  pageNumber > 1 ? pageNumber : undefined;

export type ParamValue = string | number | boolean | undefined;

/** Writes the parameters in the order given, leaving out undefined and empty values. */
export function writeParams(values: Record<string, ParamValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

/**
 * `?new=1`: a page opens with its form for a new record (a link from elsewhere: "Create a
 * class", a set-up step). The page removes it once the form closes.
 */
export const NEW_PARAM = 'new';
export const opensNewForm = (params: URLSearchParams) => params.get(NEW_PARAM) === '1';

/** `params` without `?new=1`: what the address says once the linked form is done. */
export function withoutNewForm(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(NEW_PARAM);
  return next;
}

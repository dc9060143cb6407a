/**
 * The login's address and the parameter naming where to go once signed in, apart from the ky
 * client (src/api/http.ts) so that the router and the guards do not load it.
 */

/** Where a 401 sends the browser; `src/app/paths.ts` registers the same route. */
export const LOGIN_PATH = '/login';

/** The query parameter of the guest screens naming where to go once signed in. */
export const NEXT_PARAM = 'next';

/**
 * `path` (a guest screen) remembering `next`, the address the person was on. The screens check
 * it before following it (`src/app/next-path.ts`: paths of this console only).
 */
export function withNext(path: string, next: string | null | undefined): string {
  return next ? `${path}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : path;
}

import { useSearchParams } from 'react-router-dom';
import { NEXT_PARAM } from '../api/login-path';
import { isKnownPath, PATHS } from './paths';

/** Screens that never come after a sign-in (following them would loop back to a guest screen). */
const GUEST_PATHS: readonly string[] = [
  PATHS.login,
  PATHS.signup,
  PATHS.verify,
  PATHS.forgotPassword,
  PATHS.resetPassword,
];

/**
 * `value` as an address to go to after signing in, or null. Only a path of this console is
 * followed: it must start with one `/` (not `//` or `/\`, which browsers read as another host),
 * resolve to this origin, and name a known screen that is not a guest screen. Anything else (an
 * absolute URL, `javascript:`, an unknown path) is refused, so the parameter is no open redirect.
 */
export function safeNextPath(
  value: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!value || !value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (!isKnownPath(url.pathname) || GUEST_PATHS.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The checked `next` of the current address, or null. */
export function useNextPath(): string | null {
  const [params] = useSearchParams();
  return safeNextPath(params.get(NEXT_PARAM));
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { withNext } from '../api/login-path';
import { hasStoredToken } from '../api/storage';
import { useNextPath } from './next-path';
import { isKnownPath, PATHS } from './paths';

/**
 * Guest-only screens (the login) send a signed-in user on: to the checked `next` address when the
 * screen carries one, else to the dashboard. A stored token is what makes the session machine
 * start authenticated, so the login route can tell without loading it.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const next = useNextPath();
  return hasStoredToken() ? <Navigate to={next ?? PATHS.home} replace /> : children;
}

/**
 * Screens that need a session send visitors without a token to the login, which brings them back
 * afterwards (`next`); an unknown address gets the not-found page either way.
 */
export function RequireToken({ children, notFound }: { children: ReactNode; notFound: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  if (hasStoredToken()) return children;
  if (!isKnownPath(pathname)) return notFound;
  return <Navigate to={withNext(PATHS.login, pathname + search + hash)} replace />;
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hasStoredToken } from '../api/storage';
import { isKnownPath, PATHS } from './paths';

/**
 * Guest-only screens (the login) send a signed-in user to the dashboard. A stored token is what
 * makes the session machine start authenticated, so the login route can tell without loading it.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  return hasStoredToken() ? <Navigate to={PATHS.home} replace /> : children;
}

/**
 * Screens that need a session send visitors without a token to the login; an unknown address
 * gets the not-found page either way.
 */
export function RequireToken({ children, notFound }: { children: ReactNode; notFound: ReactNode }) {
  const { pathname } = useLocation();
  if (hasStoredToken()) return children;
  if (!isKnownPath(pathname)) return notFound;
  return <Navigate to={PATHS.login} replace state={{ from: pathname }} />;
}

import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { GuestOnly, RequireToken } from './guards';
import { lazyScreen } from './lazy';
import { PATHS } from './paths';

// The entry holds only these three; everything behind the login loads with the shell.
const LoginRoute = lazyScreen(async () => (await import('./routes/login-route')).LoginRoute);
export const AuthenticatedShell = lazyScreen(
  async () => (await import('./authenticated-shell')).AuthenticatedShell,
);
const NotFoundRoute = lazyScreen(
  async () => (await import('./routes/not-found-route')).NotFoundRoute,
);

export const routes: RouteObject[] = [
  { path: PATHS.root, element: <Navigate to={PATHS.home} replace /> },
  {
    path: PATHS.login,
    element: (
      <GuestOnly>
        <LoginRoute />
      </GuestOnly>
    ),
  },
  {
    path: '*',
    element: (
      <RequireToken notFound={<NotFoundRoute />}>
        <AuthenticatedShell />
      </RequireToken>
    ),
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

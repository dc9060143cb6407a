import { QueryClientProvider } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { AppToaster } from '../ui/toast';
import { ActorsProvider, useAppActors } from './actors/actors-context';
import { getAppActors } from './actors/app-instance';
import { PATHS } from './paths';
import { createShellRoutes, HomeRoute } from './shell-routes';

const shellRoutes = createShellRoutes();

// The dashboard is where a sign-in lands: load it with the shell, while the memberships load.
void HomeRoute.preload();

/** Inside the shell, the session actor decides: signing out or a 401 leads to the login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useAppActors();
  const unauthenticated = useSelector(session, (s) => s.matches('unauthenticated'));
  return unauthenticated ? <Navigate to={PATHS.login} replace /> : children;
}

function ShellRoutes() {
  return useRoutes(shellRoutes);
}

/**
 * Everything behind the login, loaded as one lazy chunk: the actors, the query cache, the notices
 * and the layout; the screens inside load lazily in turn.
 */
export function AuthenticatedShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <ActorsProvider actors={getAppActors()}>
        <RequireSession>
          <ShellRoutes />
        </RequireSession>
        <AppToaster />
      </ActorsProvider>
    </QueryClientProvider>
  );
}

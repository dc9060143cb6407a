import { useQuery } from '@tanstack/react-query';
import type { DashboardEnvironment } from '../../contract/general';
import { USERS_PATHS } from '../../contract/paths';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';

/** What the console may know of this deployment (the same for everyone, fixed at start). */
export const environmentKey = ['users', 'environment'] as const;

export async function fetchEnvironment(): Promise<DashboardEnvironment> {
  const { data } = await send<Envelope<DashboardEnvironment>>(
    usersApi.get(USERS_PATHS.dashboardEnvironment),
  );
  return data;
}

export function useEnvironment(enabled = true) {
  return useQuery({
    queryKey: environmentKey,
    queryFn: fetchEnvironment,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

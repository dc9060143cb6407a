import { useQuery } from '@tanstack/react-query';
import { USERS_PATHS } from '../../../../contract/paths';
import type { PlatformOverview } from '../../../../contract/platform-overview';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { usersApi } from '../../../api/http';

export const platformOverviewKey = ['users', 'platformOverview'] as const;

/** `GET v1/organization/overview`: HAD's dashboard (customer organisations by contract state). */
export async function fetchPlatformOverview(): Promise<PlatformOverview> {
  const { data } = await send<Envelope<PlatformOverview>>(
    usersApi.get(USERS_PATHS.platformOverview),
  );
  return data;
}

export function usePlatformOverview() {
  return useQuery({ queryKey: platformOverviewKey, queryFn: fetchPlatformOverview });
}

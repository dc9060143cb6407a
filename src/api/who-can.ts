import { useQuery } from '@tanstack/react-query';
import { USERS_PATHS } from '../../contract/paths';
import type { WhoCan, WhoCanQuery } from '../../contract/roles';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';

/** Who has a right in the active organisation, and who may give it; asked when a refusal opens. */
export function useWhoCan(query: WhoCanQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'whoCan', query.resource, query.op],
    queryFn: async () =>
      (
        await send<Envelope<WhoCan>>(
          usersApi.get(USERS_PATHS.whoCan, { searchParams: { ...query } }),
        )
      ).data,
    enabled,
    staleTime: 60_000,
  });
}

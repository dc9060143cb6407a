import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../../contract/auth';
import { USERS_PATHS } from '../../contract/paths';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';
import { readStoredUser } from './storage';

export const meKey = ['users', 'me'] as const;

export async function fetchMe(): Promise<SessionUser> {
  const { data } = await send<Envelope<SessionUser>>(usersApi.get(USERS_PATHS.me));
  return data;
}

/** The signed-in user; the copy stored at sign-in shows at once while this is fetched. */
export function useMe() {
  return useQuery({
    queryKey: meKey,
    queryFn: fetchMe,
    placeholderData: () => readStoredUser() ?? undefined,
  });
}

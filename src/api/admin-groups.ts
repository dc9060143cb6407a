import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserOrg } from '../../contract/users';
import { USERS_PATHS } from '../../contract/paths';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';

export const adminGroupsKey = ['users', 'admin-groups'] as const;

/** The signed-in user's memberships (the spec's userOrgs). */
export async function fetchAdminGroups(): Promise<UserOrg[]> {
  const { data } = await send<Envelope<UserOrg[]>>(usersApi.get(USERS_PATHS.adminGroups));
  return data;
}

export interface SwitchResult {
  orgs: UserOrg[];
  message: string;
}

export async function switchActiveGroup(orgId: string): Promise<SwitchResult> {
  const { data, message } = await send<Envelope<UserOrg[]>>(
    usersApi.put(USERS_PATHS.switchActiveGroup(orgId)),
  );
  return { orgs: data, message: message ?? '' };
}

/** Fetches through the cache so the session's load and the hook share one request. */
export function loadAdminGroups(client: QueryClient): Promise<UserOrg[]> {
  return client.fetchQuery({ queryKey: adminGroupsKey, queryFn: fetchAdminGroups, staleTime: 0 });
}

/** Switches, then refreshes the memberships it changed (the server answers with them). */
export async function switchAndRefresh(client: QueryClient, orgId: string): Promise<SwitchResult> {
  const result = await switchActiveGroup(orgId);
  client.setQueryData(adminGroupsKey, result.orgs);
  await client.invalidateQueries({ queryKey: adminGroupsKey, refetchType: 'none' });
  return result;
}

export function useAdminGroups() {
  return useQuery({ queryKey: adminGroupsKey, queryFn: fetchAdminGroups });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { USERS_PATHS } from '../../contract/paths';
import type { Permission } from '../../contract/permissions';
import type { RoleSummary } from '../../contract/roles';
import { send } from './api-failure';
import type { Envelope } from './envelope';
import { usersApi } from './http';

export const rolesKey = ['users', 'roles'] as const;

export interface RoleInput {
  name: string;
  number: number;
  permissions: Permission[];
}

/** The server's success message, or '' (the caller falls back to its own notice). */
export interface Done {
  message: string;
}

export async function fetchRoles(): Promise<RoleSummary[]> {
  const { data } = await send<Envelope<RoleSummary[] | { result: RoleSummary[] }>>(
    usersApi.get(USERS_PATHS.roles),
  );
  // A plain list per the contract; a paged answer is read too.
  return Array.isArray(data) ? data : data.result;
}

async function messageOf(call: Promise<Response>): Promise<Done> {
  const body = await send<Envelope<unknown> | null>(call);
  return { message: body?.message ?? '' };
}

export const createRole = (role: RoleInput) =>
  messageOf(usersApi.post(USERS_PATHS.roles, { json: role }));

export const updateRole = (id: string, role: RoleInput) =>
  messageOf(usersApi.put(USERS_PATHS.role(id), { json: role }));

export const deleteRole = (id: string) => messageOf(usersApi.delete(USERS_PATHS.role(id)));

export const assignRole = (email: string, roleId: string) =>
  messageOf(usersApi.put(USERS_PATHS.updateUserRole, { json: { email, roleId } }));

export function useRoles() {
  return useQuery({ queryKey: rolesKey, queryFn: fetchRoles });
}

/** Create (no id) or update a role; the list is fetched again. */
export function useSaveRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string | null; role: RoleInput }) =>
      id ? updateRole(id, role) : createRole(role),
    onSuccess: () => client.invalidateQueries({ queryKey: rolesKey }),
  });
}

/** Assigning changes the holders' counts. */
export function useAssignRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ email, roleId }: { email: string; roleId: string }) => assignRole(email, roleId),
    onSuccess: () => client.invalidateQueries({ queryKey: rolesKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USERS_PATHS } from '../../../../contract/paths';
import { send } from '../../../api/api-failure';
import type { Envelope } from '../../../api/envelope';
import { usersApi } from '../../../api/http';
import { peopleKey } from '../../../api/people';
import { rolesKey } from '../../../api/roles';

/**
 * `PUT v1/users/addAdminToHadGroup/{id}`: makes an existing user a member of HAD with a role;
 * resolves with the server's message ('User Assigned Successfully').
 */
export async function addToHad(userId: string, roleId: string): Promise<string> {
  const body = await send<Envelope<unknown> | null>(
    usersApi.put(USERS_PATHS.addAdminToHadGroup(userId), { json: { roleId } }),
  );
  return body?.message ?? '';
}

/** The user's memberships (people lists, the drawer) and the roles' holder counts change. */
export function useAddToHad() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleId }: { userId: string; roleId: string }) =>
      addToHad(userId, roleId),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: peopleKey }),
        client.invalidateQueries({ queryKey: rolesKey }),
      ]),
  });
}

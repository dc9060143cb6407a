import { useSelector } from '@xstate/react';
import { RolesPage } from '../../features/roles/roles-page';
import { useAppActors } from '../actors/actors-context';
import { check } from '../permissions';

/**
 * /permissions: r Roles to see the roles, w Roles to create and delete them, u to change them;
 * u Users to give a member another role.
 */
export function RolesRoute() {
  const { session, confirmation } = useAppActors();
  const role = useSelector(session, (s) => s.context.activeOrg?.role);
  const { read, write, update } = check(role, 'Roles');
  return (
    <RolesPage
      canRead={read}
      canWrite={write}
      canUpdate={update}
      canAssign={check(role, 'Users').update}
      confirmation={confirmation}
    />
  );
}

export { texts } from '../../features/roles/texts';

import { RolesPage } from '../../features/roles/roles-page';
import { useAppActors } from '../actors/actors-context';
import { useActiveOrg, useStartViewAs } from '../actors/active-org';
import { check } from '../permissions';

/**
 * /permissions: r Roles to see the roles, w Roles to create and delete them, u to change them;
 * u Users to give a member another role.
 */
export function RolesRoute() {
  const { confirmation } = useAppActors();
  const role = useActiveOrg()?.role;
  const { read, write, update } = check(role, 'Roles');
  const startViewAs = useStartViewAs();
  return (
    <RolesPage
      canRead={read}
      canWrite={write}
      canUpdate={update}
      canAssign={check(role, 'Users').update}
      confirmation={confirmation}
      onViewAs={startViewAs && ((shown) => startViewAs({ name: shown.name, role: shown }))}
    />
  );
}

export { texts } from '../../features/roles/texts';

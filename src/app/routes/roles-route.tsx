import { useSelector } from '@xstate/react';
import { RolesPage } from '../../features/roles/roles-page';
import { useAppActors } from '../actors/actors-context';
import { check } from '../permissions';

/** /permissions: r Roles to see the roles, w Roles to change them. */
export function RolesRoute() {
  const { session, confirmation } = useAppActors();
  const role = useSelector(session, (s) => s.context.activeOrg?.role);
  const { read, write } = check(role, 'Roles');
  return <RolesPage canRead={read} canWrite={write} confirmation={confirmation} />;
}

export { texts } from '../../features/roles/texts';

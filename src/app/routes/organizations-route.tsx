import { useSelector } from '@xstate/react';
import { OrganizationsPage } from '../../features/organizations/organizations-page';
import { useAppActors } from '../actors/actors-context';
import { check } from '../permissions';

/** /organizations: r GroupsManager to see, w GroupsManager to change. */
export function OrganizationsRoute() {
  const { session, confirmation } = useAppActors();
  const role = useSelector(session, (s) => s.context.activeOrg?.role);
  const { read, write } = check(role, 'GroupsManager');
  return <OrganizationsPage canRead={read} canWrite={write} confirmation={confirmation} />;
}

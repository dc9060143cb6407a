import { useSelector } from '@xstate/react';
import { OrganizationsPage } from '../../features/organizations/organizations-page';
import { useAppActors } from '../actors/actors-context';
import { check, isHad } from '../permissions';
import { organizationDetailPath } from '../paths';

/**
 * /organizations: r GroupsManager to see, w GroupsManager to change; creating organisations and
 * changing contracts also needs the platform owner (HAD) active, as the services require.
 */
export function OrganizationsRoute() {
  const { session, confirmation } = useAppActors();
  const activeOrg = useSelector(session, (s) => s.context.activeOrg);
  const { read, write } = check(activeOrg?.role, 'GroupsManager');
  return (
    <OrganizationsPage
      canRead={read}
      canWrite={write}
      canManageContracts={write && isHad(activeOrg)}
      confirmation={confirmation}
      detailPath={organizationDetailPath}
    />
  );
}

export { texts } from '../../features/organizations/texts';

import { OrganizationsPage } from '../../features/organizations/organizations-page';
import { useAppActors } from '../actors/actors-context';
import { check, isHad, managesPlatform } from '../permissions';
import { organizationDetailPath, organizationSetupPath, PATHS } from '../paths';
import { useActiveOrg, useOrgs } from '../actors/active-org';

/**
 * /organizations: r GroupsManager to see, w GroupsManager to create (and download join codes),
 * u GroupsManager to edit and take contract actions. Creating organisations, their terms and the
 * contract actions are the platform's: offered in HAD, or to whoever manages organisations from
 * their HAD membership whichever organisation is active, as the services allow.
 */
export function OrganizationsRoute() {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  const orgs = useOrgs();
  const { read, write, update } = check(activeOrg?.role, 'GroupsManager');
  return (
    <OrganizationsPage
      canRead={read}
      canWrite={write}
      canUpdate={update}
      canManageContracts={isHad(activeOrg) || managesPlatform(orgs)}
      confirmation={confirmation}
      detailPath={organizationDetailPath}
      newPath={PATHS.organizationNew}
      setupPath={isHad(activeOrg) && write ? organizationSetupPath : undefined}
    />
  );
}

export { texts } from '../../features/organizations/texts';

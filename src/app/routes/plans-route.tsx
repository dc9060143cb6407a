import { PlansPage } from '../../features/plans/plans-page';
import { useAppActors } from '../actors/actors-context';
import { check, isHad } from '../permissions';
import { useActiveOrg } from '../actors/active-org';

/**
 * /packages/packages: r Packages. Every change is the platform's (HAD with w Packages to add
 * plans and translations and give or take packages, u Packages to edit plans and translations,
 * as the service decides); HAD sees every organisation's packages, anyone else only their own.
 */
export function PlansRoute() {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  const packages = check(activeOrg?.role, 'Packages');
  const had = isHad(activeOrg);
  return (
    <PlansPage
      access={{
        canRead: packages.read,
        canWrite: had && packages.read && packages.write,
        canUpdate: had && packages.read && packages.update,
        isHad: had,
      }}
      own={activeOrg ? { id: activeOrg.group.id, name: activeOrg.group.name } : null}
      confirmation={confirmation}
    />
  );
}

export { texts } from '../../features/plans/texts';

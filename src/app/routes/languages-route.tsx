import { LanguagesPage } from '../../features/languages/languages-page';
import { useAppActors } from '../actors/actors-context';
import { check, isHad } from '../permissions';
import { useActiveOrg } from '../actors/active-org';

/**
 * /languages: r Configurations. Every change is the platform's (HAD with w Configurations to add
 * and delete, u Configurations to edit, upload translations, make default and reorder, as the
 * service decides), so any other reader sees the languages without the buttons.
 */
export function LanguagesRoute() {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  const configurations = check(activeOrg?.role, 'Configurations');
  return (
    <LanguagesPage
      access={{
        canRead: configurations.read,
        canWrite: isHad(activeOrg) && configurations.read && configurations.write,
        canUpdate: isHad(activeOrg) && configurations.read && configurations.update,
      }}
      confirmation={confirmation}
    />
  );
}

export { texts } from '../../features/languages/texts';

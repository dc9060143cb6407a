import { useSelector } from '@xstate/react';
import { SettingsPage } from '../../features/settings/settings-page';
import { useAppActors } from '../actors/actors-context';
import { PATHS } from '../paths';
import { check, isHad } from '../permissions';

const reloadPage = () => window.location.reload();

/**
 * /settings: r Configurations. Every write is the platform's (HAD with w Configurations), so a
 * customer's reader sees the values without the buttons; the meeting keys are HAD's alone.
 */
export function SettingsRoute({ reload = reloadPage }: { reload?: () => void }) {
  const { session, confirmation } = useAppActors();
  const activeOrg = useSelector(session, (s) => s.context.activeOrg);
  const configurations = check(activeOrg?.role, 'Configurations');
  const had = isHad(activeOrg);
  return (
    <SettingsPage
      access={{
        canRead: configurations.read,
        canWrite: had && configurations.write,
        isHad: had && configurations.read,
      }}
      confirmation={confirmation}
      reload={reload}
      levelTestPath={PATHS.levelTest}
    />
  );
}

export { texts } from '../../features/settings/texts';

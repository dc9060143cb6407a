import { useMemo } from 'react';
import { PlatformSection } from '../../features/home/platform/platform-section';
import { screensFor } from '../layout/entries-for';
import { organizationDetailPath, organizationSetupPath, PATHS } from '../paths';
import { check } from '../permissions';
import { ATTENTION_QUEUES } from './attention-queues';
import { useActiveOrg } from '../actors/active-org';

/**
 * HAD's dashboard section (loaded for HAD only). A queue shows to those whose sidebar shows its
 * screen: the same rule as the navigation, so nobody is sent to a screen they cannot open.
 */
export function PlatformHomeRoute() {
  const activeOrg = useActiveOrg();
  const queues = useMemo(() => {
    const screens = screensFor(activeOrg);
    return ATTENTION_QUEUES.filter((queue) => screens.has(queue.screen));
  }, [activeOrg]);
  return (
    <PlatformSection
      queues={queues}
      organizationsPath={PATHS.organizations}
      organizationPath={organizationDetailPath}
      setupPath={check(activeOrg?.role, 'GroupsManager').write ? organizationSetupPath : undefined}
    />
  );
}

export { texts } from '../../features/home/texts';

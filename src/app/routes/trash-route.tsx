import { TrashPage } from '../../features/trash/trash-page';
import { useAppActors } from '../actors/actors-context';
import { useActiveOrg } from '../actors/active-org';
import { isHad } from '../permissions';
import { TRASH_RETENTION_DAYS, trashKindsFor } from '../trash-rights';

/**
 * /trash: each kind for a role with write on its resource (TRASH_RESOURCE), the right that
 * deleted it; a caller active in HAD sees every organisation's items and the platform's.
 */
export function TrashRoute() {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  return (
    <TrashPage
      kinds={trashKindsFor(activeOrg?.role)}
      platformWide={isHad(activeOrg)}
      retentionDays={TRASH_RETENTION_DAYS}
      confirmation={confirmation}
    />
  );
}

export { texts } from '../../features/trash/texts';

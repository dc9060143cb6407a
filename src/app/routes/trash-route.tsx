import { TrashPage } from '../../features/trash/trash-page';
import { useAppActors } from '../actors/actors-context';
import { useActiveOrg } from '../actors/active-org';
import { isHad } from '../permissions';
import { TRASH_RETENTION_DAYS, trashKindsOf } from '../../../contract/trash-constants';

/**
 * /trash: the kinds the role deletes (`trashKindsOf`, as the service decides); a caller active
 * in HAD sees every organisation's items and the platform's.
 */
export function TrashRoute() {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  return (
    <TrashPage
      kinds={trashKindsOf(activeOrg?.role.permissions ?? [], isHad(activeOrg))}
      platformWide={isHad(activeOrg)}
      retentionDays={TRASH_RETENTION_DAYS}
      confirmation={confirmation}
    />
  );
}

export { texts } from '../../features/trash/texts';

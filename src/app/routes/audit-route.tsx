import { useSelector } from '@xstate/react';
import { AuditPage } from '../../features/audit/audit-page';
import { useAppActors } from '../actors/actors-context';
import { check, isHad } from '../permissions';

/** /audit: r AuditLog; a caller active in HAD reads every organisation's entries. */
export function AuditRoute() {
  const { session } = useAppActors();
  const activeOrg = useSelector(session, (s) => s.context.activeOrg);
  return (
    <AuditPage canRead={check(activeOrg?.role, 'AuditLog').read} platformWide={isHad(activeOrg)} />
  );
}

export { texts } from '../../features/audit/texts';

import { AuditPage } from '../../features/audit/audit-page';
import { check, isHad } from '../permissions';
import { useActiveOrg } from '../actors/active-org';

/** /audit: r AuditLog; a caller active in HAD reads every organisation's entries. */
export function AuditRoute() {
  const activeOrg = useActiveOrg();
  return (
    <AuditPage canRead={check(activeOrg?.role, 'AuditLog').read} platformWide={isHad(activeOrg)} />
  );
}

export { texts } from '../../features/audit/texts';

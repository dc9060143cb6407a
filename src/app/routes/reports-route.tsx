import { ReportsPage } from '../../features/reports/reports-page';
import { check } from '../permissions';
import { useActiveOrg } from '../actors/active-org';

/** /reports: r Reports, the active organisation's learners' achievement. */
export function ReportsRoute() {
  const activeOrg = useActiveOrg();
  return <ReportsPage canRead={check(activeOrg?.role, 'Reports').read} />;
}

export { texts } from '../../features/reports/texts';

import { useSelector } from '@xstate/react';
import { ReportsPage } from '../../features/reports/reports-page';
import { useAppActors } from '../actors/actors-context';
import { check } from '../permissions';

/** /reports: r Reports, the active organisation's learners' achievement. */
export function ReportsRoute() {
  const { session } = useAppActors();
  const activeOrg = useSelector(session, (s) => s.context.activeOrg);
  return <ReportsPage canRead={check(activeOrg?.role, 'Reports').read} />;
}

export { texts } from '../../features/reports/texts';

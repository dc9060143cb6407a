import { useSelector } from '@xstate/react';
import { Navigate } from 'react-router-dom';
import { MachinesPage } from '../../features/machines/machines-page';
import { useAppActors, useOrgSwitchActor } from '../actors/actors-context';
import { readStoredUser } from '../../api/storage';
import { PATHS } from '../paths';
import { isAdmin } from '../permissions';

/** The QA page, for admins; the running actors are keyed by their machine's id. */
export function MachinesRoute() {
  const { session, confirmation } = useAppActors();
  const orgSwitch = useOrgSwitchActor();
  const admin = useSelector(session, (s) => isAdmin(s.context.activeOrg?.role));
  if (!admin) return <Navigate to={PATHS.home} replace />;
  return (
    <MachinesPage
      live={{ session, orgSwitch, confirmation }}
      callerId={readStoredUser()?.id ?? ''}
    />
  );
}

export { texts } from '../../features/machines/texts';

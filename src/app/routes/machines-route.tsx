import { Navigate } from 'react-router-dom';
import { MachinesPage } from '../../features/machines/machines-page';
import { useAppActors, useOrgSwitchActor } from '../actors/actors-context';
import { readStoredUser } from '../../api/storage';
import { PATHS } from '../paths';
import { isAdmin } from '../permissions';
import { useActiveOrg } from '../actors/active-org';

/** The QA page, for admins; the running actors are keyed by their machine's id. */
export function MachinesRoute() {
  const { session, confirmation, viewAs } = useAppActors();
  const orgSwitch = useOrgSwitchActor();
  const admin = isAdmin(useActiveOrg()?.role);
  if (!admin) return <Navigate to={PATHS.home} replace />;
  return (
    <MachinesPage
      live={{ session, orgSwitch, confirmation, viewAs }}
      callerId={readStoredUser()?.id ?? ''}
    />
  );
}

export { texts } from '../../features/machines/texts';

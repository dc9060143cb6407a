import { Navigate } from 'react-router-dom';
import { MyLiveClassesPage } from '../../features/live-classes/my-classes/my-classes-page';
import { useAppActors } from '../actors/actors-context';
import { PATHS } from '../paths';
import { check } from '../permissions';
import { useActiveOrg } from '../actors/active-org';

/**
 * /live-classes/my-classes, the teachers' screen (SPEC section 2: "otherwise"): r LiveClasses to
 * see, u LiveClasses to take a class (accepting it changes the class), w LiveClasses to join
 * one. A manager or observer has the managers' screen instead.
 */
export function MyLiveClassesRoute() {
  const { confirmation } = useAppActors();
  const role = useActiveOrg()?.role;
  const liveClasses = check(role, 'LiveClasses');
  const manages = check(role, 'LiveClassesApprove').read || check(role, 'LiveClassesObserver').read;
  if (manages) return <Navigate to={PATHS.liveClassesManager} replace />;
  return (
    <MyLiveClassesPage
      canRead={liveClasses.read}
      canTake={liveClasses.update}
      canJoin={liveClasses.write}
      confirmation={confirmation}
    />
  );
}

export { texts } from '../../features/live-classes/texts';

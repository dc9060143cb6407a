import { useSelector } from '@xstate/react';
import { HomePage } from '../../features/home/home-page';
import { useAppActors } from '../actors/actors-context';

export function HomeRoute() {
  const { session } = useAppActors();
  const activeOrg = useSelector(session, (s) => s.context.activeOrg);
  return <HomePage activeOrg={activeOrg} />;
}

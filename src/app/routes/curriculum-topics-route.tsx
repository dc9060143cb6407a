import { useSelector } from '@xstate/react';
import { TopicsPage } from '../../features/curriculum/topics/topics-page';
import { useAppActors } from '../actors/actors-context';
import { check, isHad } from '../permissions';

/** /curriculum/levels (topics): r Levels to see; HAD with w Levels adds, u Levels changes. */
export function CurriculumTopicsRoute() {
  const { session, confirmation } = useAppActors();
  const activeOrg = useSelector(session, (s) => s.context.activeOrg);
  const levels = check(activeOrg?.role, 'Levels');
  return (
    <TopicsPage
      canRead={levels.read}
      canWrite={isHad(activeOrg) && levels.write}
      canUpdate={isHad(activeOrg) && levels.update}
      confirmation={confirmation}
    />
  );
}

export { texts } from '../../features/curriculum/texts';

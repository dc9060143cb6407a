import { TopicsPage } from '../../features/curriculum/topics/topics-page';
import { useAppActors } from '../actors/actors-context';
import { check, isHad } from '../permissions';
import { useActiveOrg } from '../actors/active-org';

/** /curriculum/levels (topics): r Levels to see; HAD with w Levels adds, u Levels changes. */
export function CurriculumTopicsRoute() {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
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

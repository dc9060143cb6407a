import { useSelector } from '@xstate/react';
import { LevelTestPage } from '../../features/level-test/level-test-page';
import { useAppActors } from '../actors/actors-context';
import { check, isHad } from '../permissions';

/**
 * /level-test: the sidebar links it for HAD with w Elements; HAD with r Elements may still open
 * it and read (the services allow it), anyone else is told the level test is HAD's.
 */
export function LevelTestRoute() {
  const { session, confirmation } = useAppActors();
  const activeOrg = useSelector(session, (s) => s.context.activeOrg);
  const elements = check(activeOrg?.role, 'Elements');
  const had = isHad(activeOrg);
  return (
    <LevelTestPage
      canRead={had && elements.read}
      canWrite={had && elements.write}
      confirmation={confirmation}
    />
  );
}

export { texts } from '../../features/level-test/texts';

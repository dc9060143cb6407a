import { useSelector } from '@xstate/react';
import { ContentPage } from '../../features/curriculum/content/content-page';
import { useAppActors } from '../actors/actors-context';
import { check, isHad } from '../permissions';

/**
 * /curriculum/content: r Levels or r Elements to browse (the "browse content" link); writing is
 * HAD's, as the levels service decides: w Levels for units and activities, w Elements for
 * elements.
 */
export function CurriculumContentRoute() {
  const { session, confirmation } = useAppActors();
  const activeOrg = useSelector(session, (s) => s.context.activeOrg);
  const had = isHad(activeOrg);
  const levels = check(activeOrg?.role, 'Levels');
  const elements = check(activeOrg?.role, 'Elements');
  return (
    <ContentPage
      canRead={levels.read || elements.read}
      canWriteLevels={had && levels.write}
      canWriteElements={had && elements.write}
      confirmation={confirmation}
    />
  );
}

export { texts } from '../../features/curriculum/texts';

import { ContentPage } from '../../features/curriculum/content/content-page';
import { useAppActors } from '../actors/actors-context';
import { check, isHad } from '../permissions';
import { useActiveOrg } from '../actors/active-org';

/**
 * /curriculum/content: r Levels or r Elements to browse (the "browse content" link); changes are
 * HAD's, as the levels service decides: Levels for units and activities, Elements for elements;
 * write adds, copies and deletes, update edits, publishes, archives, reorders and moves.
 */
export function CurriculumContentRoute() {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  const had = isHad(activeOrg);
  const levels = check(activeOrg?.role, 'Levels');
  const elements = check(activeOrg?.role, 'Elements');
  return (
    <ContentPage
      canRead={levels.read || elements.read}
      canWriteLevels={had && levels.write}
      canUpdateLevels={had && levels.update}
      canWriteElements={had && elements.write}
      canUpdateElements={had && elements.update}
      confirmation={confirmation}
    />
  );
}

export { texts } from '../../features/curriculum/texts';

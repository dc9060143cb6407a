import { MyStoriesPage } from '../../features/stories/my-stories-page';
import { StoriesManagementPage } from '../../features/stories/stories-management-page';
import { useAppActors } from '../actors/actors-context';
import { check, isHad } from '../permissions';
import { useActiveOrg } from '../actors/active-org';

/**
 * /stories/my-stories: the HAD flag and r Stories (the sidebar gates it the same way); w Stories
 * composes, u Stories hides and shows. The service decides again on every call.
 */
export function MyStoriesRoute() {
  const activeOrg = useActiveOrg();
  const stories = check(activeOrg?.role, 'Stories');
  const canRead = isHad(activeOrg) && stories.read;
  return (
    <MyStoriesPage
      canRead={canRead}
      canWrite={canRead && stories.write}
      canUpdate={canRead && stories.update}
    />
  );
}

/**
 * /stories/stories-management: r StoriesManagement; u StoriesManagement blocks and unblocks, w
 * StoriesManagement removes comments.
 */
export function StoriesManagementRoute() {
  const { confirmation } = useAppActors();
  const role = useActiveOrg()?.role;
  const management = check(role, 'StoriesManagement');
  return (
    <StoriesManagementPage
      canRead={management.read}
      canWrite={management.read && management.write}
      canUpdate={management.read && management.update}
      confirmation={confirmation}
    />
  );
}

export { texts } from '../../features/stories/texts';

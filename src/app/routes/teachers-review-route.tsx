import { ReviewPage } from '../../features/teachers/review-page';
import { useAppActors } from '../actors/actors-context';
import { check, isHad } from '../permissions';
import { useActiveOrg } from '../actors/active-org';

/**
 * /users/teachers/review: the flag (HAD active) and r Users to see, u Users to accept, reject,
 * approve or edit, as the services require.
 */
export function TeachersReviewRoute() {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  const { read, update } = check(activeOrg?.role, 'Users');
  const flag = isHad(activeOrg);
  return (
    <ReviewPage canRead={flag && read} canUpdate={flag && update} confirmation={confirmation} />
  );
}

export { texts } from '../../features/teachers/texts';

import { useSelector } from '@xstate/react';
import { GuestsPage } from '../../features/people/guests-page';
import { StudentsPage } from '../../features/people/students-page';
import { UsersPage } from '../../features/people/users-page';
import { useAppActors } from '../actors/actors-context';
import { check, isHad } from '../permissions';

function useActiveOrg() {
  const { session } = useAppActors();
  return useSelector(session, (s) => s.context.activeOrg);
}

/** /users/users: r Users (with the HAD flag, as the sidebar shows it); w Users to edit. */
export function UsersRoute() {
  const activeOrg = useActiveOrg();
  const users = check(activeOrg?.role, 'Users');
  return (
    <UsersPage
      canRead={users.read}
      canWrite={users.write}
      canFilterOrganizations={isHad(activeOrg)}
    />
  );
}

/** /users/guests: r Users to see; assigning (PUT update-admin) needs w Users and HAD. */
export function GuestsRoute() {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  const users = check(activeOrg?.role, 'Users');
  const had = isHad(activeOrg);
  return (
    <GuestsPage
      canRead={users.read && had}
      canWrite={users.write && had}
      confirmation={confirmation}
    />
  );
}

/** /students (HAD): r Students; the user drawer needs r Users (w Users to edit). */
export function StudentsRoute() {
  const activeOrg = useActiveOrg();
  const users = check(activeOrg?.role, 'Users');
  return (
    <StudentsPage
      canRead={check(activeOrg?.role, 'Students').read}
      canSeeUsers={users.read}
      canEditUsers={users.write}
    />
  );
}

export { texts } from '../../features/people/texts';

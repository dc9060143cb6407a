import { GuestsPage } from '../../features/people/guests-page';
import { StudentsPage } from '../../features/people/students-page';
import { UsersPage } from '../../features/people/users-page';
import { useAppActors } from '../actors/actors-context';
import { useActiveOrg, useStartViewAs } from '../actors/active-org';
import { check, isHad } from '../permissions';

/**
 * /users/users: r Users (with the HAD flag, as the sidebar shows it); u Users to edit; adding a
 * user to HAD needs w Users with HAD active (as the service requires).
 */
export function UsersRoute() {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  const users = check(activeOrg?.role, 'Users');
  const had = isHad(activeOrg);
  const startViewAs = useStartViewAs();
  return (
    <UsersPage
      canRead={users.read}
      canUpdate={users.update}
      canFilterOrganizations={had}
      canAddToHad={users.write && had}
      confirmation={confirmation}
      viewAs={
        startViewAs && activeOrg
          ? { organizationId: activeOrg.group.id, onViewAs: startViewAs }
          : undefined
      }
    />
  );
}

/** /users/guests: r Users to see; assigning (PUT update-admin) needs u Users and HAD. */
export function GuestsRoute() {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  const users = check(activeOrg?.role, 'Users');
  const had = isHad(activeOrg);
  return (
    <GuestsPage
      canRead={users.read && had}
      canUpdate={users.update && had}
      confirmation={confirmation}
    />
  );
}

/**
 * /students (HAD): r Students; the user drawer needs r Users (u Users to edit); removing a student
 * of the active organisation from it needs w ClassRoomManager, as the service does.
 */
export function StudentsRoute() {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  const users = check(activeOrg?.role, 'Users');
  const canRemove = activeOrg && check(activeOrg.role, 'ClassRoomManager').write;
  return (
    <StudentsPage
      canRead={check(activeOrg?.role, 'Students').read}
      canSeeUsers={users.read}
      canEditUsers={users.update}
      removal={canRemove ? { organizationId: activeOrg.group.id, confirmation } : undefined}
    />
  );
}

export { texts } from '../../features/people/texts';

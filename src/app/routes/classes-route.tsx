import { ClassesPage } from '../../features/classes/classes-page';
import { useAppActors } from '../actors/actors-context';
import { check } from '../permissions';
import { classDetailPath, inviteStudentsPath } from '../paths';
import { explain } from '../why-not';
import { useActiveOrg } from '../actors/active-org';

/**
 * /classes: r ClassRoomManager or r ClassRoomTeacher to see (a teacher sees only their own
 * classes, as the service answers), w ClassRoomManager to create, u ClassRoomManager to edit
 * and archive. The waiting list and the students' figures need r ClassRoomManager or r Students,
 * as the service does.
 */
export function ClassesRoute() {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  const manager = check(activeOrg?.role, 'ClassRoomManager');
  const teacher = check(activeOrg?.role, 'ClassRoomTeacher');
  const students = check(activeOrg?.role, 'Students');
  return (
    <ClassesPage
      canRead={manager.read || teacher.read}
      canWrite={manager.write}
      canUpdate={manager.update}
      canSeeWaitingList={manager.read || students.read}
      classPath={classDetailPath}
      addStudentsPath={inviteStudentsPath}
      createRefusal={explain(activeOrg, { resource: 'ClassRoomManager', op: 'write' })}
      confirmation={confirmation}
    />
  );
}

export { texts } from '../../features/classes/texts';

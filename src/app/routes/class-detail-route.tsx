import { useNavigate, useParams } from 'react-router-dom';
import { ClassDetailPage } from '../../features/classes/class-detail-page';
import { useAppActors } from '../actors/actors-context';
import { check } from '../permissions';
import { inviteStudentsPath, PATHS } from '../paths';
import { useActiveOrg } from '../actors/active-org';

/**
 * /classes/:id: seen like the list (r ClassRoomManager or r ClassRoomTeacher; a teacher only
 * their own classes, as the service answers). w ClassRoomManager adds and removes students and
 * deletes the class; u ClassRoomManager edits and archives it and moves its students.
 */
export function ClassDetailRoute() {
  const { confirmation } = useAppActors();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const role = useActiveOrg()?.role;
  const manager = check(role, 'ClassRoomManager');
  const teacher = check(role, 'ClassRoomTeacher');
  return (
    <ClassDetailPage
      // Another class is another screen: selection and open dialogs do not carry over.
      key={id}
      id={id}
      canRead={manager.read || teacher.read}
      canWrite={manager.write}
      canUpdate={manager.update}
      confirmation={confirmation}
      listPath={PATHS.classes}
      onDeleted={() => void navigate(PATHS.classes)}
      inviteStudentsPath={check(role, 'Students').write ? inviteStudentsPath : undefined}
    />
  );
}

export { texts } from '../../features/classes/texts';

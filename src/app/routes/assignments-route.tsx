import { useSelector } from '@xstate/react';
import { AssignmentsPage } from '../../features/assignments/assignments-page';
import { useAppActors } from '../actors/actors-context';
import { check } from '../permissions';

/**
 * /curriculum/assignments and /curriculum/tests. What the service allows (docs/assessment.md):
 * assignments with ClassRoomManager or ClassRoomTeacher, knowledge tests with KnowledgeTesting
 * or ClassRoomManager; read to see them, write to create, give and delete, update to change
 * which classes have one and when.
 */
function useReach(kind: 'assignment' | 'knowledge_test') {
  const { session } = useAppActors();
  const role = useSelector(session, (s) => s.context.activeOrg?.role);
  const manager = check(role, 'ClassRoomManager');
  const other = check(role, kind === 'assignment' ? 'ClassRoomTeacher' : 'KnowledgeTesting');
  return {
    canRead: manager.read || other.read,
    canWrite: manager.write || other.write,
    canUpdate: manager.update || other.update,
  };
}

export function AssignmentsRoute() {
  const { confirmation } = useAppActors();
  return (
    <AssignmentsPage kind="assignment" confirmation={confirmation} {...useReach('assignment')} />
  );
}

export function KnowledgeTestsRoute() {
  const { confirmation } = useAppActors();
  return (
    <AssignmentsPage
      kind="knowledge_test"
      confirmation={confirmation}
      {...useReach('knowledge_test')}
    />
  );
}

export { texts } from '../../features/assignments/texts';

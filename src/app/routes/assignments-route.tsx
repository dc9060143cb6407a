import { AssignmentsPage } from '../../features/assignments/assignments-page';
import { useAppActors } from '../actors/actors-context';
import { check } from '../permissions';
import { explain } from '../why-not';
import { useActiveOrg } from '../actors/active-org';

/**
 * /curriculum/assignments and /curriculum/tests. What the service allows (docs/assessment.md):
 * assignments with ClassRoomManager or ClassRoomTeacher, knowledge tests with KnowledgeTesting
 * or ClassRoomManager; read to see them, write to create, give and delete, update to change
 * which classes have one and when.
 */
function useReach(kind: 'assignment' | 'knowledge_test') {
  const activeOrg = useActiveOrg();
  const role = activeOrg?.role;
  const otherResource = kind === 'assignment' ? 'ClassRoomTeacher' : 'KnowledgeTesting';
  const manager = check(role, 'ClassRoomManager');
  const other = check(role, otherResource);
  return {
    canRead: manager.read || other.read,
    canWrite: manager.write || other.write,
    canUpdate: manager.update || other.update,
    createRefusal: explain(
      activeOrg,
      { resource: 'ClassRoomManager', op: 'write' },
      { resource: otherResource, op: 'write' },
    ),
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

import { InvitationsPage, type Audience } from '../../features/invitations/invitations-page';
import { useAppActors } from '../actors/actors-context';
import { check } from '../permissions';
import { newClassForTeacherPath } from '../paths';
import { explain } from '../why-not';
import { useActiveOrg } from '../actors/active-org';

/**
 * Students need the Students resource; admins and teachers need Users, as the services check:
 * write to invite, update to resend and cancel.
 */
function InvitationsRoute({ audience }: { audience: Audience }) {
  const { confirmation } = useAppActors();
  const activeOrg = useActiveOrg();
  const resource = audience === 'students' ? 'Students' : 'Users';
  const { read, write, update } = check(activeOrg?.role, resource);
  const givesClasses = audience === 'teachers' && check(activeOrg?.role, 'ClassRoomManager').write;
  return (
    <InvitationsPage
      // Each screen starts its own wizard and filters.
      key={audience}
      audience={audience}
      canRead={read}
      canWrite={write}
      canUpdate={update}
      confirmation={confirmation}
      giveClassPath={givesClasses ? newClassForTeacherPath : undefined}
      createRefusal={explain(activeOrg, { resource, op: 'write' })}
    />
  );
}

export const InviteStudentsRoute = () => <InvitationsRoute audience="students" />;
export const InviteAdminsRoute = () => <InvitationsRoute audience="admins" />;
export const InviteTeachersRoute = () => <InvitationsRoute audience="teachers" />;

export { texts } from '../../features/invitations/texts';

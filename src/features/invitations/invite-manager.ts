import { MANAGER_ROLE_NUMBER } from '../../../contract/constants';
import { commitInvitations, fetchInvitationRoles } from './api/invitations';

export interface ManagerInvitation {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Invites an organisation's manager (the role numbered MANAGER_ROLE_NUMBER, by the name the
 * service gives it) as one typed row of the bulk call; `key` makes a retry invite once.
 */
export async function inviteManager(
  organizationId: string,
  manager: ManagerInvitation,
  key: string,
): Promise<void> {
  const roles = await fetchInvitationRoles();
  const role = roles.find((candidate) => candidate.number === MANAGER_ROLE_NUMBER);
  const row = {
    email: manager.email.trim(),
    ...(manager.firstName.trim() ? { firstName: manager.firstName.trim() } : {}),
    ...(manager.lastName.trim() ? { lastName: manager.lastName.trim() } : {}),
    ...(role ? { role: role.name } : {}),
  };
  await commitInvitations('admin', { type: 'typed', rows: [row] }, key, organizationId);
}

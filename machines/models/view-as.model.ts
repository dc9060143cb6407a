import { ADMIN_ROLE_NUMBER, MANAGER_ROLE_NUMBER } from '../../contract/constants';
import type { Permission } from '../../contract/permissions';
import type { MachineModel } from '../model-paths';
import { viewAsMachine, type Preview, type ViewAsEvent, type Viewer } from '../view-as.machine';

const rolesWrite: Permission = {
  entity: 'Roles',
  allowedOps: { read: true, write: true, update: true },
};
const rolesRead: Permission = {
  entity: 'Roles',
  allowedOps: { read: true, write: false, update: false },
};

export const admin: Viewer = { number: ADMIN_ROLE_NUMBER, permissions: [] };
/** A manager whose role may write Roles: allowed to preview. */
export const rolesManager: Viewer = { number: MANAGER_ROLE_NUMBER, permissions: [rolesWrite] };
/** A manager who only reads Roles: refused. */
export const rolesReader: Viewer = { number: MANAGER_ROLE_NUMBER, permissions: [rolesRead] };

export const teacherRole: Preview = {
  name: 'Teacher',
  role: { id: 'role-teacher', name: 'Teacher', number: 5, permissions: [] },
};
export const amina: Preview = { ...teacherRole, name: 'Amina Saleh', personId: 'person-amina' };

/** Every kind of viewer, a role and a person to preview, the way back, and a switch away. */
export const viewAsModel: MachineModel<Record<string, never>, ViewAsEvent> = {
  machine: viewAsMachine,
  inputs: [{}],
  samples: [
    { type: 'VIEW_AS', viewer: admin, preview: teacherRole },
    { type: 'VIEW_AS', viewer: rolesManager, preview: amina },
    { type: 'VIEW_AS', viewer: rolesReader, preview: teacherRole },
    { type: 'VIEW_AS', viewer: null, preview: teacherRole },
    { type: 'STOP' },
    { type: 'ORGANISATION_CHANGED' },
  ],
};

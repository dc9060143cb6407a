import type { RoleSummary } from '../../../contract/roles';

/**
 * Teacher roles are the ones that teach classes without managing them (Teacher, HAD Teacher);
 * the teachers screen offers those, the admins screen the others.
 */
export function isTeacherRole(role: Pick<RoleSummary, 'permissions'>): boolean {
  const reads = (entity: string) =>
    role.permissions.some((p) => p.entity === entity && p.allowedOps.read);
  return reads('ClassRoomTeacher') && !reads('ClassRoomManager');
}

export function roleChoices(roles: readonly RoleSummary[], teachers: boolean): string[] {
  return roles.filter((role) => isTeacherRole(role) === teachers).map((role) => role.name);
}

/** The teachers screen starts on the Teacher role; without the roles list it is typed in. */
export const DEFAULT_TEACHER_ROLE = 'Teacher';

import { MEETING_MESSAGES, MEETING_ROLES } from '../../../../contract/meetings';
import { liveClassAllows } from '../../../../machines/live-class.machine';
import type { AuthContext } from '../../../platform/auth-context';
import { conflict, forbidden } from '../../../platform/errors';
import { can } from '../../../platform/permissions';
import { factsOf, stateOf } from '../present';
import type { MeetingRole } from './signature';
import type { MeetingClass } from './store';

/** Who enters and how: the SDK role, and whether they get the host's key to start the meeting. */
export interface MeetingEntry {
  role: MeetingRole;
  host: boolean;
}

/**
 * The teacher's signature (role 1): the class's own teacher holding w LiveClasses, when the
 * machine allows JOIN (Live and approved), gets the host's key to start the meeting; otherwise
 * an admin (w LiveClassesApprove or r LiveClassesObserver), when the machine allows ADMIN_ENTER
 * (Live and approved), enters as role 1 without it. Anyone else: 403; the machine refusing: 409.
 */
export function teacherEntry(auth: AuthContext, liveClass: MeetingClass, now: Date): MeetingEntry {
  const permissions = auth.role.permissions;
  const teaches = liveClass.teacherId === auth.userId && can(permissions, 'LiveClasses', 'write');
  const oversees =
    can(permissions, 'LiveClassesApprove', 'write') ||
    can(permissions, 'LiveClassesObserver', 'read');
  if (!teaches && !oversees) throw forbidden(MEETING_MESSAGES.notYourClass);
  // Neither JOIN nor ADMIN_ENTER asks about clashes. Only a teacher holding w LiveClasses
  // counts as the class's teacher.
  const facts = factsOf(liveClass, {
    teacherClash: false,
    callerId: teaches ? auth.userId : '',
  });
  const action = teaches ? 'join' : 'adminEnter';
  if (!liveClassAllows(stateOf(liveClass, now), action, facts, now.getTime())) {
    throw conflict(MEETING_MESSAGES.notOpen);
  }
  return { role: MEETING_ROLES.host, host: teaches };
}

/**
 * The student's signature (role 0): any member of the class's organisation (the route reads the
 * class in the caller's organisation only) while it is Live and approved, the same regions the
 * machine's JOIN and ADMIN_ENTER require.
 */
export function studentEntry(liveClass: MeetingClass, now: Date): MeetingEntry {
  const state = stateOf(liveClass, now);
  if (state.approval !== 'approved' || state.timing !== 'live') {
    throw conflict(MEETING_MESSAGES.notOpen);
  }
  return { role: MEETING_ROLES.participant, host: false };
}

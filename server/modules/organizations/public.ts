/**
 * What the organizations module offers the other modules; they import it from here, never its other
 * files (eslint.config.js, the module lines).
 */
export { membersOf, studentsInClassRooms } from './counts';
export { attachment } from './csv';
export type { OrganizationRow } from './present';
export { callerOf } from './scope';
export { findOrganization } from './store';

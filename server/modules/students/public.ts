/**
 * What the students module offers the other modules; they import it from here, never its other
 * files (eslint.config.js, the module lines).
 */
export { lockUser, prepareReturn } from './removal-store';

/**
 * What the user-roles module offers the other modules; they import it from here, never its other
 * files (eslint.config.js, the module lines).
 */
export { findMembership } from './store';

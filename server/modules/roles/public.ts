/**
 * What the roles module offers the other modules; they import it from here, never its other
 * files (eslint.config.js, the module lines).
 */
export { grantsWithin } from './grants';
export { findRole } from './store';

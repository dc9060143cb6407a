/**
 * What the profile module offers the other modules; they import it from here, never its other
 * files (eslint.config.js, the module lines).
 */
export { presentUser } from './present';
export { findUserByEmail, findUserById } from './store';

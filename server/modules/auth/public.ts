/**
 * What the auth module offers the other modules; they import it from here, never its other
 * files (eslint.config.js, the module lines).
 */
export { createSession } from './store';

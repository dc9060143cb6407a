/**
 * What the plans module offers the other modules; they import it from here, never its other
 * files (eslint.config.js, the module lines).
 */
export { isHadRequest } from './caller';
export { isUsable, usableTopicIds } from './usable-topics';

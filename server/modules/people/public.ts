/**
 * What the people module offers the other modules; they import it from here, never its other
 * files (eslint.config.js, the module lines).
 */
export { activeOrganizationOf, recordActivity } from './record-activity';

/**
 * What the memberships module offers the other modules; they import it from here, never its other
 * files (eslint.config.js, the module lines).
 */
export { presentUserOrg, presentUserOrgs } from './present';
export { listMemberships } from './store';

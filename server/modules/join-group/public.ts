/**
 * What the join-group module offers the other modules; they import it from here, never its other
 * files (eslint.config.js, the module lines).
 */
export { assertContractInForce } from './contract-in-force';
export { countOpenInvitations, seatsFull } from './seats';

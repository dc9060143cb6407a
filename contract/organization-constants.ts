/**
 * The organisations' constants without their schemas (organizations.ts re-exports them): a
 * screen that needs a list of statuses does not load zod for it.
 */

/** Contract lifecycle (ARCHITECTURE "Domain decisions"); the contract machine decides moves. */
export const CONTRACT_STATUSES = ['pending', 'active', 'paused', 'canceled'] as const;

export const CONTRACT_ACTIONS = ['activate', 'pause', 'reactivate', 'cancel'] as const;

/**
 * What a contract means for the organisation's members today (decided by the contract machine
 * from the status, the end date and the server's day): `inForce` works as usual, `paused` is
 * read-only, `canceled` and `ended` (past its end date) leave the members without access.
 * HAD's and DEFAULT's are always in force.
 */
export const CONTRACT_STANDINGS = ['inForce', 'paused', 'canceled', 'ended'] as const;

/**
 * Every answer to a signed-in call carries the active organisation's contract standing (one of
 * CONTRACT_STANDINGS, or `none` without an active organisation), so an open console learns of a
 * pause, a cancel or a reactivation on its next call, whatever the call was.
 */
export const CONTRACT_STANDING_HEADER = 'x-contract-standing';

export const CONTRACT_TYPES = ['trial', 'annual', 'multiYear', 'custom'] as const;

/** Contract files: PDF or image, at most 10 MB. */
export const CONTRACT_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
export const CONTRACT_FILE_MAX_BYTES = 10 * 1024 * 1024;

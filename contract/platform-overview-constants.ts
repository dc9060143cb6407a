/**
 * The platform overview's constants without its schema (platform-overview.ts re-exports them):
 * HAD's dashboard needs them and nothing that loads zod.
 */

/** How many days ahead a contract's end counts as "ending soon" on the platform's dashboard. */
export const ENDING_SOON_DAYS = 30;

/** How many of the contracts ending soon the overview names (the total is always given). */
export const ENDING_SOON_LISTED = 10;

/**
 * Where a customer organisation's contract stands, as the dashboard groups them: its status,
 * except that a contract past its end date counts as ended whatever its status.
 */
export const CONTRACT_STATES = ['pending', 'active', 'paused', 'canceled', 'ended'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export const PLATFORM_OVERVIEW_MESSAGES = {
  hadOnly: 'Only the HAD organization sees the platform overview.',
} as const;

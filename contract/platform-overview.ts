import { z } from 'zod';
import { contractStatusSchema } from './organizations';

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

/** `GET v1/organization/overview` (ours): the platform at a glance, for HAD's dashboard. */
export const platformOverviewSchema = z.object({
  /** Customer organisations (HAD and DEFAULT, the platform's own, are not counted). */
  organizations: z.number().int().nonnegative(),
  byState: z.object(
    Object.fromEntries(CONTRACT_STATES.map((state) => [state, z.number().int().nonnegative()])) as {
      [S in ContractState]: z.ZodNumber;
    },
  ),
  /** Contracts still running that end within ENDING_SOON_DAYS, the soonest first. */
  endingSoon: z.object({
    total: z.number().int().nonnegative(),
    result: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        status: contractStatusSchema,
        /** The contract's end date (YYYY-MM-DD): from that day on, the term is over. */
        endsAt: z.iso.date(),
        /** Days from today (the server's) to the end date: 1 means today is the last day. */
        daysLeft: z.number().int().positive(),
      }),
    ),
  }),
});
export type PlatformOverview = z.infer<typeof platformOverviewSchema>;

export const PLATFORM_OVERVIEW_MESSAGES = {
  hadOnly: 'Only the HAD organization sees the platform overview.',
} as const;

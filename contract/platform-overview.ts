import { z } from 'zod';
import { contractStatusSchema } from './organizations';
import { CONTRACT_STATES, type ContractState } from './platform-overview-constants';
import { isoDate } from './dates';

export * from './platform-overview-constants';

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
        endsAt: isoDate(),
        /** Days from today (the server's) to the end date: 1 means today is the last day. */
        daysLeft: z.number().int().positive(),
      }),
    ),
  }),
});
export type PlatformOverview = z.infer<typeof platformOverviewSchema>;

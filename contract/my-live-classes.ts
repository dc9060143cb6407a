import { z } from 'zod';
import { pageQuerySchema } from './wire';

/**
 * A teacher's own classes (`LIVE_PATHS.mine`), in two lists: `upcoming`, the classes not finished
 * yet (Not Started or Live), soonest start first; `past`, the finished ones, latest start first.
 */
export const MY_CLASSES_WHEN = ['upcoming', 'past'] as const;
export type MyClassesWhen = (typeof MY_CLASSES_WHEN)[number];

export const myLiveClassListQuerySchema = pageQuerySchema.extend({
  when: z.enum(MY_CLASSES_WHEN).default('upcoming'),
});
export type MyLiveClassListQuery = z.infer<typeof myLiveClassListQuerySchema>;

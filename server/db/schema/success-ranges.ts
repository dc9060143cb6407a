import { check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { levels } from './curriculum';

/**
 * The level test's score ranges ("success ranges"): a score from `min_score` to `max_score`
 * (percent, both included) places a new learner in `level_id`. Platform content, like the
 * curriculum (no organisation). No two ranges overlap: an exclusion constraint in migration 0025.
 */
export const successRanges = pgTable(
  'success_ranges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    levelId: uuid('level_id')
      .notNull()
      .references(() => levels.id, { onDelete: 'cascade' }),
    minScore: integer('min_score').notNull(),
    maxScore: integer('max_score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'success_ranges_scores',
      sql`${t.minScore} >= 0 and ${t.maxScore} <= 100 and ${t.minScore} <= ${t.maxScore}`,
    ),
    index('success_ranges_level_idx').on(t.levelId),
  ],
);

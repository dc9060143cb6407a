import { check, pgTable, primaryKey, timestamp, uuid, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations } from './organizations';
import { users } from './users';

/**
 * A step of an organisation's set-up checklist its manager dismissed (contract/setup.ts): the
 * steps themselves are ticked from the data, only the dismissals are stored.
 */
export const setupDismissals = pgTable(
  'setup_dismissals',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.step] }),
    check(
      'setup_dismissals_step_known',
      sql`${t.step} in ('class', 'teacher', 'students', 'assignment', 'liveClass')`,
    ),
  ],
);

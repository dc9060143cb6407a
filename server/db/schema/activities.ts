import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACTIVITY_KINDS, type ActivityDetails } from '../../../contract/people';
import { organizations } from './organizations';
import { users } from './users';

/**
 * What happened to a user (sign-ins, organisation switches, joins, assignments, role and
 * profile changes), for the activity tracking of the people screens. Tenant-owned with a
 * nullable organisation (migration 0011's RLS): an organisation reads and writes its own rows;
 * anyone may add rows about themselves (sign-in, switch, join); a HAD caller with Users read
 * reads every row (app.platform).
 */
export const userActivities = pgTable(
  'user_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The organisation it happened in (null: none, e.g. a sign-in with no membership). */
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    /** Who did it, when not the user themselves (an admin changing their role). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    details: jsonb('details').$type<ActivityDetails>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'user_activities_kind_known',
      sql.raw(`kind in (${ACTIVITY_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
    index('user_activities_user_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('user_activities_organization_idx').on(t.organizationId),
  ],
);

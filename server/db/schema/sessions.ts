import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** One row per issued access token; the token's `jti` is the row id, so it can be revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set on a session opened by a code: only a 'reset' session may set a new password. */
    purpose: text('purpose', { enum: ['signup', 'reset'] }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { roles } from './roles';
import { users } from './users';

/**
 * A six-digit e-mail code (sign-up or password reset). The temp token's `jti` is the row id.
 * `user_id` is null for a reset asked for an unknown e-mail: such a challenge can never succeed.
 */
export const codeChallenges = pgTable(
  'code_challenges',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['signup', 'reset'] }).notNull(),
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    /** HMAC-SHA256 of the challenge id and the code; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attemptsLeft: integer('attempts_left').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resendAt: timestamp('resend_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('code_challenges_user_idx').on(t.userId),
    check('code_challenges_attempts_non_negative', sql`${t.attemptsLeft} >= 0`),
  ],
);

/** A one-use code that joins its holder to an organisation with a role. */
export const joinCodes = pgTable(
  'join_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: ['student', 'teacher'] }).notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('join_codes_organization_idx').on(t.organizationId),
    // Stored upper-case so the lookup is case-insensitive.
    check('join_codes_code_upper_case', sql`${t.code} = upper(${t.code})`),
  ],
);

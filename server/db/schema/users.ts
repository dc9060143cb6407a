import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { roles } from './roles';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Stored lower-cased so the unique constraint is case-insensitive without citext.
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    // Searches by a part of a name or address (ILIKE '%…%'): trigram indexes (pg_trgm) find the
    // few matching people instead of reading every member.
    index('users_first_name_trgm_idx').using('gin', sql`${t.firstName} gin_trgm_ops`),
    index('users_last_name_trgm_idx').using('gin', sql`${t.lastName} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('memberships_user_organization_unique').on(t.userId, t.organizationId),
    // At most one active organisation per user, enforced by the database itself.
    uniqueIndex('memberships_one_active_per_user')
      .on(t.userId)
      .where(sql`is_active`),
    index('memberships_organization_idx').on(t.organizationId),
    // Student lists, newest member first, paged by keyset (server/modules/students/cursor.ts):
    // one organisation's, and every organisation's (a HAD caller).
    index('memberships_organization_newest_idx').on(
      t.organizationId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('memberships_newest_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

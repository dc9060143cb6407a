import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './users';

/**
 * A committed live-class sheet (migration 0020; tenant-owned, RLS forced like the invitation
 * batches). The (organisation, idempotency key) is unique, so a retried or double-clicked
 * commit finds the first one's batch instead of creating the classes again.
 */
export const liveClassBatches = pgTable(
  'live_class_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the file: the same key with another file is refused. */
    fileHash: text('file_hash').notNull(),
    /** The uploaded file's name; null for typed rows. */
    fileName: text('file_name'),
    createdCount: integer('created_count').notNull(),
    skippedCount: integer('skipped_count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When and by whom it was rolled back (docs/imports.md); null while it stands. */
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    rolledBackBy: uuid('rolled_back_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('live_class_batches_key_unique').on(t.organizationId, t.idempotencyKey)],
);

import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TRASH_KINDS } from '../../../contract/trash';
import { organizations } from './organizations';
import { users } from './users';

/**
 * What a delete or a removal took away (server/platform/trash): the rows of the record and of
 * everything deleted with it, and the references set to null by the delete, kept to put back as
 * they were. An organisation's items are its own (tenant policy); the platform's (curriculum,
 * plans, sounds, app languages) have no organisation. Purged TRASH_RETENTION_DAYS after
 * `deleted_at`.
 */
export const trash = pgTable(
  'trash',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind', { enum: TRASH_KINDS }).notNull(),
    recordId: text('record_id').notNull(),
    name: text('name').notNull(),
    context: text('context'),
    /** `{ tables: { [table]: row[] }, links: Link[] }` (server/platform/trash/snapshot.ts). */
    snapshot: jsonb('snapshot').notNull(),
    /** The stored upload names the rows name, kept from the uploads sweeper while here. */
    files: text('files')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'trash_kind_known',
      sql.raw(`kind in (${TRASH_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    index('trash_organization_idx').on(t.organizationId, t.deletedAt.desc()),
    index('trash_deleted_at_idx').on(t.deletedAt),
    index('trash_record_idx').on(t.kind, t.recordId),
  ],
);

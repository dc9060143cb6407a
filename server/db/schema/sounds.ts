import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SOUND_KINDS } from '../../../contract/sounds';
import { users } from './users';

/**
 * The learner app's sounds (settings service): platform-wide like the other settings (no
 * organisation, no row-level security; the routes decide who writes: HAD, w Configurations).
 * The file is in the media store under `file_name`, recorded in `uploads` (purpose `sound`):
 * the uploads sweeper keeps it while a sound names it and removes it a day after upload once
 * none does (a deleted sound's file goes with the next sweep).
 */
export const sounds = pgTable(
  'sounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    kind: text('kind', { enum: SOUND_KINDS }).notNull(),
    /** The stored name (`<uuid>.<ext>`) in the media store. */
    fileName: text('file_name').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'sounds_kind_known',
      sql.raw(`kind in (${SOUND_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    check('sounds_bytes_positive', sql`${t.bytes} > 0`),
    index('sounds_created_idx').on(t.createdAt, t.id),
  ],
);

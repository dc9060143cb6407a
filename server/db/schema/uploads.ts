import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MEDIA_KINDS } from '../../../contract/elements';
import { UPLOAD_PURPOSES } from '../../../contract/media';
import { STORAGE_KINDS } from '../../platform/media-store/types';
import { organizations } from './organizations';
import { users } from './users';

/** What an upload holds: curriculum media kinds, or an organisation's PDF (`document`). */
export const UPLOAD_KINDS = [...MEDIA_KINDS, 'document'] as const;

/**
 * What a recorded upload is for: the upload route's purposes, a live class's cover, a sound, a
 * story's picture or video.
 */
export const UPLOAD_RECORD_PURPOSES = [
  ...UPLOAD_PURPOSES,
  'liveClassCover',
  'sound',
  'story',
] as const;

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * Every file sent to the upload routes: who sent it, from which active organisation, what it
 * is and where it is stored. Tenant-owned (migration 0017's RLS): an organisation reads and
 * writes its own rows; curriculum media are HAD's rows (only HAD uploads them). The uploads
 * sweeper (server/platform/uploads-sweeper.ts) removes a file and its row once it is a day old
 * and no record names it.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The stored name (`<uuid>.<ext>`), what records keep. */
    fileName: text('file_name').notNull().unique(),
    purpose: text('purpose', { enum: UPLOAD_RECORD_PURPOSES }).notNull(),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    /** Curriculum media: the media store it went to; organisation files are always on disk. */
    storage: text('storage', { enum: STORAGE_KINDS }).notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The uploader's active organisation. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('uploads_purpose_known', oneOf('purpose', UPLOAD_RECORD_PURPOSES)),
    check('uploads_kind_known', oneOf('kind', UPLOAD_KINDS)),
    check('uploads_storage_known', oneOf('storage', STORAGE_KINDS)),
    check('uploads_bytes_positive', sql`bytes > 0`),
    index('uploads_organization_created_idx').on(t.organizationId, t.createdAt),
    index('uploads_created_idx').on(t.createdAt),
  ],
);

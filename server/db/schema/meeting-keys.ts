import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MEETING_KEY_NAMES } from '../../../contract/meetings';
import { users } from './users';

/**
 * The platform's meeting keys (Zoom), one row per key that is set, each sealed with AES-256-GCM
 * (server/platform/secrets/secret-box.ts, the key's name bound as additional data): the table
 * never holds a key in plain text. Platform-wide like app_settings, so no organisation and no
 * RLS; only HAD writes them (settings service) and nothing reads them back over HTTP.
 */
export const meetingKeys = pgTable(
  'meeting_keys',
  {
    name: text('name', { enum: MEETING_KEY_NAMES }).primaryKey(),
    /** `v1.<iv>.<ciphertext>.<tag>` (base64url). */
    sealed: text('sealed').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      'meeting_keys_name_known',
      sql.raw(`name in (${MEETING_KEY_NAMES.map((name) => `'${name}'`).join(', ')})`),
    ),
    check('meeting_keys_sealed_form', sql`sealed like 'v1.%'`),
  ],
);

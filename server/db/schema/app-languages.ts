import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The learner app's languages (settings service, `v1/app-languages`): platform-wide, no
 * organisation. `translations` is the app's strings as uploaded (i18next-style JSON: strings,
 * possibly nested in objects). Exactly one row is the default: the partial unique index allows
 * at most one, and the store moves the flag in one transaction (migration 0027 inserts English
 * as the first default).
 */
export const appLanguages = pgTable(
  'app_languages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** BCP 47 tag (`ar`, `en`, `fr`, `pt-BR`). */
    code: text('code').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameNative: text('name_native').notNull(),
    direction: text('direction', { enum: ['ltr', 'rtl'] }).notNull(),
    position: integer('position').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    translations: jsonb('translations')
      .notNull()
      .default(sql`'{}'::jsonb`),
    translationsUpdatedAt: timestamp('translations_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('app_languages_direction', sql`${t.direction} in ('ltr', 'rtl')`),
    uniqueIndex('app_languages_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

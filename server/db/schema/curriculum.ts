import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The curriculum: platform content owned by HAD, not tenant-owned (no organization_id, no
 * row-level security, like roles): the levels service's routes decide who reads what
 * (HAD reads everything; other organisations what is published) and only HAD writes.
 * Each item has `position` (its order among its siblings) and the content workflow's flags:
 * `is_enabled` (published), `is_archived`, and `published_at` (first publication: an item
 * published once is archived, never deleted).
 */
const workflow = {
  position: integer('position').notNull(),
  titleEn: text('title_en').notNull().default(''),
  titleAr: text('title_ar').notNull().default(''),
  isEnabled: boolean('is_enabled').notNull().default(false),
  isArchived: boolean('is_archived').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A topic ("level" in the data and the calls). */
export const levels = pgTable(
  'levels',
  { id: uuid('id').primaryKey().defaultRandom(), ...workflow },
  (t) => [index('levels_position_idx').on(t.position)],
);

export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    levelId: uuid('level_id')
      .notNull()
      .references(() => levels.id, { onDelete: 'cascade' }),
    ...workflow,
  },
  (t) => [index('units_level_position_idx').on(t.levelId, t.position)],
);

export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('lesson'),
    expectedTimeInMinutes: integer('expected_time_in_minutes'),
    ...workflow,
  },
  (t) => [index('activities_unit_position_idx').on(t.unitId, t.position)],
);

/** An element ("multichoice activity"): one exercise of one of the ten types. */
export const elements = pgTable(
  'elements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    typeId: text('type_id').notNull(),
    questionnaireLevel: integer('questionnaire_level').notNull().default(1),
    points: integer('points').notNull().default(1),
    /** The type's content fields (prompt, passage, picture, audio, video). */
    content: jsonb('content')
      .$type<Record<string, string | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...workflow,
  },
  (t) => [index('elements_activity_position_idx').on(t.activityId, t.position)],
);

/** An element's answer: an option (correct or not) or a word at its place. */
export const elementAnswers = pgTable(
  'element_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    elementId: uuid('element_id')
      .notNull()
      .references(() => elements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull().default(''),
    picture: text('picture'),
    isCorrect: boolean('is_correct').notNull().default(false),
  },
  (t) => [index('element_answers_element_position_idx').on(t.elementId, t.position)],
);

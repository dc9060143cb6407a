import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

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

/**
 * The organisation that owns an activity's, element's or answer's row: null for platform
 * content (lessons, exams, the level test and their elements); an organisation's assignments and
 * knowledge tests and their elements (copies) are its own, under row-level security (migration
 * 0024_assessment.sql).
 */
const owner = () =>
  uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' });

/**
 * An activity of one kind (contract/assessment.ts, ACTIVITY_KINDS): a lesson sits in a unit; an
 * exam closes a topic (`level_id`); the level test stands alone; assignments and knowledge tests
 * belong to an organisation. The check keeps each kind's place.
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    levelId: uuid('level_id').references(() => levels.id, { onDelete: 'cascade' }),
    organizationId: owner(),
    kind: text('kind').notNull().default('lesson'),
    expectedTimeInMinutes: integer('expected_time_in_minutes'),
    ...workflow,
  },
  (t) => [
    index('activities_unit_position_idx').on(t.unitId, t.position),
    index('activities_level_kind_idx').on(t.levelId, t.kind),
    index('activities_organization_kind_idx').on(t.organizationId, t.kind),
    uniqueIndex('activities_one_level_test')
      .on(t.kind)
      .where(sql`${t.kind} = 'level_test'`),
    check(
      'activities_kind_place',
      sql`case ${t.kind}
        when 'lesson' then ${t.unitId} is not null and ${t.levelId} is null and ${t.organizationId} is null
        when 'exam' then ${t.unitId} is null and ${t.levelId} is not null and ${t.organizationId} is null
        when 'level_test' then ${t.unitId} is null and ${t.levelId} is null and ${t.organizationId} is null
        when 'assignment' then ${t.unitId} is null and ${t.organizationId} is not null
        when 'knowledge_test' then ${t.unitId} is null and ${t.organizationId} is not null
        else false end`,
    ),
  ],
);

/** An element ("multichoice activity"): one exercise of one of the ten types. */
export const elements = pgTable(
  'elements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    organizationId: owner(),
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
    organizationId: owner(),
    position: integer('position').notNull(),
    text: text('text').notNull().default(''),
    picture: text('picture'),
    isCorrect: boolean('is_correct').notNull().default(false),
  },
  (t) => [index('element_answers_element_position_idx').on(t.elementId, t.position)],
);

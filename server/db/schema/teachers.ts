import { sql } from 'drizzle-orm';
import {
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
import type { TeacherProfileValues } from '../../../contract/teachers';
import { users } from './users';

/*
 * Teacher profiles belong to the person, not to an organisation (docs/people.md, "Teacher
 * profiles"): a teacher keeps one profile whichever organisations they teach in, and the
 * platform (HAD, with Users) reviews it. Like `users`, these tables have no organization_id and
 * no row-level security; the routes decide who reads and writes them.
 */

/** The teaching-topics lookup (seeded by migration 0012_teaching_topics_seed.sql). */
export const teachingTopics = pgTable('teaching_topics', {
  id: text('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** One per teacher; no row means `incomplete`. */
export const teacherProfiles = pgTable(
  'teacher_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['incomplete', 'submitted', 'accepted', 'rejected', 'skipped'],
    })
      .notNull()
      .default('incomplete'),
    bio: text('bio'),
    teachingTopicIds: text('teaching_topic_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    yearsOfExperience: integer('years_of_experience'),
    qualifications: text('qualifications'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    photoFileName: text('photo_file_name'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'teacher_profiles_status_known',
      sql`${t.status} in ('incomplete', 'submitted', 'accepted', 'rejected', 'skipped')`,
    ),
    index('teacher_profiles_status_idx').on(t.status, t.submittedAt),
  ],
);

/** A proposed change of an accepted profile: the whole set of fields the teacher wants. */
export const teacherProfileChanges = pgTable(
  'teacher_profile_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => teacherProfiles.userId, { onDelete: 'cascade' }),
    status: text('status', { enum: ['submitted', 'approved', 'rejected'] })
      .notNull()
      .default('submitted'),
    proposed: jsonb('proposed').$type<TeacherProfileValues>().notNull(),
    /** The profile's values the approval replaced (null until approved). */
    replaced: jsonb('replaced').$type<TeacherProfileValues>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'teacher_profile_changes_status_known',
      sql`${t.status} in ('submitted', 'approved', 'rejected')`,
    ),
    // One change waits for review at a time, enforced by the database too.
    uniqueIndex('teacher_profile_changes_one_pending')
      .on(t.teacherId)
      .where(sql`status = 'submitted'`),
    index('teacher_profile_changes_teacher_idx').on(t.teacherId, t.createdAt),
  ],
);

/** Why a profile (change_id null) or one of its changes was rejected. */
export const teacherProfileRejections = pgTable(
  'teacher_profile_rejections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => teacherProfiles.userId, { onDelete: 'cascade' }),
    changeId: uuid('change_id').references(() => teacherProfileChanges.id, {
      onDelete: 'cascade',
    }),
    reasons: text('reasons').array().notNull(),
    note: text('note'),
    rejectedBy: uuid('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teacher_profile_rejections_teacher_idx').on(t.teacherId, t.createdAt)],
);

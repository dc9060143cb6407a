import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { classRooms } from './classes';
import { activities, elements } from './curriculum';
import { organizations } from './organizations';
import { users } from './users';

/*
 * Assessment (levels service): who was given what, and what learners submitted. Every table is
 * tenant-owned (row-level security forced, migration 0024_assessment.sql); the reports read
 * attempts by organisation and class, and by learner and activity.
 */

const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** An assignment or knowledge test given to one of its organisation's class rooms. */
export const activityClassRooms = pgTable(
  'activity_class_rooms',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    classRoomId: uuid('class_room_id')
      .notNull()
      .references(() => classRooms.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.classRoomId] }),
    index('activity_class_rooms_class_idx').on(t.organizationId, t.classRoomId),
  ],
);

/** A learner's submitted attempt at an activity, graded by the server when it was submitted. */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** The class room the activity was given to, or the learner's class for a lesson or exam. */
    classRoomId: uuid('class_room_id').references(() => classRooms.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    score: integer('score').notNull(),
    maxScore: integer('max_score').notNull(),
  },
  (t) => [
    index('attempts_organization_class_idx').on(t.organizationId, t.classRoomId, t.submittedAt),
    // The achievement report's days of an organisation (reports/store.ts). Migration 0026 adds
    // INCLUDE (user_id, activity_id, class_room_id, score, max_score), which drizzle cannot
    // declare: the report reads the index alone (an index-only scan), never the table.
    index('attempts_organization_submitted_idx').on(t.organizationId, t.submittedAt),
    index('attempts_user_activity_idx').on(t.userId, t.activityId, t.submittedAt),
    index('attempts_activity_idx').on(t.activityId),
    check('attempts_score_range', sql`${t.score} >= 0 and ${t.score} <= ${t.maxScore}`),
  ],
);

/** One element's answer in an attempt, with the points it earned. */
export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    elementId: uuid('element_id')
      .notNull()
      .references(() => elements.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    /** What the learner answered, as sent (contract/assessment.ts, elementAnswerSchema). */
    answer: jsonb('answer').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    pointsEarned: integer('points_earned').notNull(),
    pointsPossible: integer('points_possible').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.elementId] }),
    index('attempt_answers_element_idx').on(t.elementId),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ENTERED_USING, INVALID_REASONS } from '../../../contract/live-classes';
import { levels } from './curriculum';
import { liveClassBatches } from './live-class-batches';
import { organizations } from './organizations';
import { users } from './users';

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/** Who a span of attendance is: the class's teacher, or a manager who entered to watch. */
export const ATTENDANCE_ROLES = ['teacher', 'admin'] as const;

/**
 * An online lesson of one organisation (tenant-owned: RLS forced, migration 0018). Its
 * lifecycle is machines/live-class.machine.ts: `approved_at` is the approval region, the
 * timing comes from `starts_at` and `duration_minutes` on the server's clock, and
 * `invalid_reason` the validity region ('startPassed' is derived at read time, not stored by
 * the service). `ends_at` is kept by the store (`starts_at` + the duration, checked below) so
 * the exclusion constraint of 0018 can refuse a teacher's overlapping approved classes.
 */
export const liveClasses = pgTable(
  'live_classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The curriculum topic it follows, if any. */
    levelId: uuid('level_id').references(() => levels.id, { onDelete: 'set null' }),
    /** A free level name (when no topic is followed, or as the organisation calls it). */
    level: text('level'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    minUsers: integer('min_users').notNull(),
    maxUsers: integer('max_users').notNull(),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    tag: text('tag'),
    /** A stored picture in the media store (`<uuid>.<ext>`). */
    coverImage: text('cover_image'),
    /** The provider's meeting, set by the meetings code once one exists. */
    meetingId: text('meeting_id'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    invalidReason: text('invalid_reason', { enum: INVALID_REASONS }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The sheet import that created it, if any (its rollback trashes what has not started). */
    batchId: uuid('batch_id').references(() => liveClassBatches.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('live_classes_invalid_reason_known', oneOf('invalid_reason', INVALID_REASONS)),
    check(
      'live_classes_ends_at_duration',
      sql`ends_at = starts_at + make_interval(mins => duration_minutes)`,
    ),
    check('live_classes_duration_positive', sql`duration_minutes > 0`),
    check('live_classes_users_order', sql`min_users >= 1 and min_users <= max_users`),
    index('live_classes_organization_start_idx').on(t.organizationId, t.startsAt, t.id),
    index('live_classes_teacher_start_idx').on(t.teacherId, t.startsAt),
    index('live_classes_batch_idx').on(t.batchId),
    uniqueIndex('live_classes_meeting_unique')
      .on(t.meetingId)
      .where(sql`meeting_id is not null`),
  ],
);

/** A learner's review of a class (written by the learners' app; read by the console). */
export const liveClassReviews = pgTable(
  'live_class_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    liveClassId: uuid('live_class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rate: integer('rate').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('live_class_reviews_rate_range', sql`rate between 1 and 5`),
    unique('live_class_reviews_one_per_reviewer').on(t.liveClassId, t.reviewerId),
    index('live_class_reviews_organization_idx').on(t.organizationId, t.createdAt),
  ],
);

/**
 * Spans of presence in a class's meeting: a teacher's join opens one, heartbeats extend
 * `last_seen_at`, and one after more than two missed heartbeats opens a new one (the old one
 * ends at its last heartbeat, `left_at`). An admin's entry is a span too.
 */
export const liveClassAttendance = pgTable(
  'live_class_attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    liveClassId: uuid('live_class_id')
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ATTENDANCE_ROLES }).notNull(),
    enteredUsing: text('entered_using', { enum: ENTERED_USING }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    check('live_class_attendance_role_known', oneOf('role', ATTENDANCE_ROLES)),
    check('live_class_attendance_entered_using_known', oneOf('entered_using', ENTERED_USING)),
    check('live_class_attendance_span_order', sql`last_seen_at >= joined_at`),
    index('live_class_attendance_class_user_idx').on(t.liveClassId, t.userId, t.joinedAt),
  ],
);

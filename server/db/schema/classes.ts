import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  integer,
} from 'drizzle-orm/pg-core';
import { levels } from './curriculum';
import { organizations } from './organizations';
import { users } from './users';

/** A classroom of one organisation (tenant-owned: RLS forced, migration 0005_classes_rls.sql). */
export const classRooms = pgTable(
  'class_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    level: text('level'),
    /** The curriculum level the class follows (archiving or deleting it reports the class). */
    levelId: uuid('level_id').references(() => levels.id, { onDelete: 'set null' }),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    isArchived: boolean('is_archived').notNull().default(false),
    /** Bumped by every update (migration 0036): its reads' ETag, its writes' If-Match. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live class per name in an organisation; archived ones free the name.
    uniqueIndex('class_rooms_organization_name_unique')
      .on(t.organizationId, sql`lower(${t.name})`)
      .where(sql`not ${t.isArchived}`),
    index('class_rooms_teacher_idx').on(t.organizationId, t.teacherId),
    index('class_rooms_level_idx').on(t.levelId),
  ],
);

/** A student in a classroom; organization_id repeats the class's so RLS needs no join. */
export const classRoomStudents = pgTable(
  'class_room_students',
  {
    classRoomId: uuid('class_room_id')
      .notNull()
      .references(() => classRooms.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classRoomId, t.studentId] }),
    index('class_room_students_organization_idx').on(t.organizationId, t.studentId),
  ],
);

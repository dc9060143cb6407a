import { z } from 'zod';
import { paged, pageQuerySchema } from './wire';
import { isoDateTime } from './dates';

/*
 * Students and the waiting list (SPEC sections 3 and 7: `v2/users/students`,
 * `v2/users/student/waiting-list`, `v1/users/studentsStats`, `v1/class_room/students/{id}`).
 *
 * Decisions the spec leaves open (docs/classes.md, "Students", repeats them):
 * - A student is a member of an organisation whose role is the Student role (number 6).
 * - The waiting list is the organisation's students who sit in no live (non-archived) class.
 * - A HAD caller with Students read lists every organisation's students (`organizationId`
 *   narrows it); anyone else lists the active organisation's.
 * - Lists are newest member first. Deep pages: each page answers `nextCursor`; passing it
 *   back as `cursor` reads the next page from the index (keyset) instead of skipping rows.
 * - `total` and `numOfPages` may lag a few seconds (at most 5): the server keeps each list's
 *   count briefly per scope and filters, and forgets it on any write it serves. The rows are
 *   never kept.
 */

/** A class a student sits in. */
export const studentClassSchema = z.object({ id: z.uuid(), name: z.string() });

/** One row of `v2/users/students` and of the waiting list. */
export const studentSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  organizationId: z.uuid(),
  organizationName: z.string(),
  /** When the student joined the organisation. */
  joinedAt: isoDateTime(),
  /** Live classes the student sits in (empty on the waiting list). */
  classRooms: z.array(studentClassSchema),
});
export type Student = z.infer<typeof studentSchema>;
export const studentPageSchema = paged(studentSchema);

const studentFilters = {
  /** Part of the first name, last name or e-mail; empty is dropped. */
  search: z.string().trim().max(80).optional(),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  /** HAD only: one organisation's students. */
  organizationId: z.uuid().optional(),
};

/** `GET v2/users/students` query. */
export const studentListQuerySchema = pageQuerySchema.extend({
  ...studentFilters,
  /** Only the students of this class. */
  classRoomId: z.uuid().optional(),
});
export type StudentListQuery = z.infer<typeof studentListQuerySchema>;

/** `GET v2/users/student/waiting-list` query. */
export const waitingListQuerySchema = pageQuerySchema.extend(studentFilters);
export type WaitingListQuery = z.infer<typeof waitingListQuerySchema>;

/** `GET v1/users/studentsStats`: the active organisation's students against its contract. */
export const studentsStatsSchema = z.object({
  total: z.number().int(),
  inClassRooms: z.number().int(),
  waiting: z.number().int(),
  maxStudents: z.number().int(),
  available: z.number().int(),
});
export type StudentsStats = z.infer<typeof studentsStatsSchema>;

/** `GET v1/class_room/students/{id}`: one student of the organisation and their classes. */
export const studentDetailSchema = studentSchema.extend({
  classRooms: z.array(
    studentClassSchema.extend({
      teacherName: z.string().nullable(),
      isArchived: z.boolean(),
      addedAt: isoDateTime(),
    }),
  ),
});
export type StudentDetail = z.infer<typeof studentDetailSchema>;

/** `GET v2/users/teachers-list`: the active organisation's teachers, for pickers. */
export const teacherOptionSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type TeacherOption = z.infer<typeof teacherOptionSchema>;

/** `DELETE v1/class_room/remove-student-for-class-room/{studentId}` query. */
/**
 * Which class (ours): the spec's call names the student only, which is enough while they are
 * in one class of the organisation; in several, `classRoomId` says which.
 */
export const removeFromClassQuerySchema = z.strictObject({ classRoomId: z.uuid().optional() });
/** Its answer: who left which class. */
export const removedFromClassSchema = z.object({ id: z.uuid(), classRoomId: z.uuid() });

export const STUDENT_MESSAGES = {
  removedFromClass: 'Student removed from the class',
  removedFromOrganization: 'Student removed from the organization',
  teacherRemoved: 'Teacher removed from the organization',
  notAStudent: 'This user is not a student of your organization.',
  /** 400 on `classRoomId`: removing from a class without naming it, from a student in several. */
  whichClass: 'This student is in several classes: say which one.',
  notATeacher: 'This user is not a teacher of your organization.',
  cannotRemoveYourself: 'You cannot remove yourself from the organization.',
} as const;

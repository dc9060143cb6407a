import { z } from 'zod';
import { paged, pageQuerySchema } from './wire';
import { isoDateTime } from './dates';

/** A classroom of the caller's active organisation, as `v1/class_room` answers it. */
export const classRoomSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  level: z.string().nullable(),
  /** The curriculum topic the class follows (archiving or deleting the topic reports it). */
  levelId: z.uuid().nullable(),
  teacherId: z.uuid().nullable(),
  teacherName: z.string().nullable(),
  isArchived: z.boolean(),
  studentsCount: z.number().int(),
  createdAt: isoDateTime(),
  /**
   * Ours: the class's version, as its read's ETag says it (docs/edit-conflicts.md), so a form
   * opened from a list saves with `If-Match` of the version it showed.
   */
  version: z.number().int().optional(),
});
export type ClassRoom = z.infer<typeof classRoomSchema>;
export const classRoomPageSchema = paged(classRoomSchema);

/** `GET v1/class_room/list`: the non-archived classes, for pickers. */
export const classRoomOptionSchema = z.object({ id: z.uuid(), name: z.string() });
export type ClassRoomOption = z.infer<typeof classRoomOptionSchema>;

/** `POST v1/class_room` and `PUT v1/class_room/{id}`. */
export const classRoomBodySchema = z.strictObject({
  name: z.string().trim().min(2).max(80),
  level: z.string().trim().max(80).nullable().optional(),
  /** A published topic of the curriculum; absent keeps the current one, null follows none. */
  levelId: z.uuid().nullable().optional(),
  teacherId: z.uuid().nullable().optional(),
});
export type ClassRoomBody = z.infer<typeof classRoomBodySchema>;

export const CLASS_ROOM_SORTS = ['name', 'createdAt'] as const;

const booleanText = z.enum(['true', 'false']).transform((text) => text === 'true');

/** `GET v1/class_room` query: paged, filtered by name, teacher, level and archived, sorted. */
export const classRoomListQuerySchema = pageQuerySchema.extend({
  name: z.string().trim().max(80).optional(),
  teacherId: z.uuid().optional(),
  /** Exact level (the form picks it from a list). */
  level: z.string().trim().max(80).optional(),
  archived: booleanText.optional(),
  sort: z.enum(CLASS_ROOM_SORTS).default('name'),
});
export type ClassRoomListQuery = z.infer<typeof classRoomListQuerySchema>;

/** A student of a class (`GET v1/class_room/{id}/students`, paged). */
export const classRoomStudentSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  addedAt: isoDateTime(),
});
export type ClassRoomStudent = z.infer<typeof classRoomStudentSchema>;
export const classRoomStudentPageSchema = paged(classRoomStudentSchema);

/** At most this many students in one add, move or removal. */
export const CLASS_STUDENTS_MAX_BATCH = 500;
const studentIds = z
  .array(z.uuid())
  .min(1)
  .max(CLASS_STUDENTS_MAX_BATCH)
  .transform((ids) => [...new Set(ids)]);

/** `POST v1/class_room/add-students` and `POST v1/class_room/remove-students-from-classroom`. */
export const classRoomStudentsBodySchema = z.strictObject({
  classRoomId: z.uuid(),
  studentIds,
});
export type ClassRoomStudentsBody = z.infer<typeof classRoomStudentsBodySchema>;

/** `POST v1/class_room/students/move`: to another class of the same organisation. */
export const moveStudentsBodySchema = z
  .strictObject({ fromClassRoomId: z.uuid(), toClassRoomId: z.uuid(), studentIds })
  .refine((body) => body.fromClassRoomId !== body.toClassRoomId, {
    message: 'Choose another class.',
    path: ['toClassRoomId'],
  });
export type MoveStudentsBody = z.infer<typeof moveStudentsBodySchema>;

/** The answer of adding or moving students: the class they are in now. */
export const classStudentsChangedSchema = z.object({ classRoomId: z.uuid() });
/** The answer of removing students from a class: how many were in it. */
export const classStudentsRemovedSchema = classStudentsChangedSchema.extend({
  removed: z.number().int(),
});

export const CLASS_MESSAGES = {
  created: 'Class Created Successfully!',
  updated: 'Class Updated Successfully!',
  archived: 'Class Archived Successfully!',
  deleted: 'Class Deleted Successfully!',
  moved: 'Successfully moved students',
  nameTaken: 'A class with this name already exists.',
  notATeacher: 'This user is not a teacher of your organization.',
  hasStudents: 'Remove the students from this class before deleting it.',
  studentsAdded: 'Students added successfully',
  studentsRemoved: 'Students removed successfully',
  notStudents: 'Some of these users are not students of your organization.',
  notInClass: 'Some of these students are not in this class.',
  archivedClass: 'This class is archived.',
  notAPublishedTopic: 'Choose a published topic of the curriculum.',
  /** The organisation's packages do not include the topic (docs/plans.md). */
  topicNotInPackage: "This topic is not in your organization's package.",
} as const;

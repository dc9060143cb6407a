import { z } from 'zod';
import {
  PROFILE_CHANGE_STATUSES,
  REJECTION_REASONS,
  TEACHER_PROFILE_LIMITS,
  TEACHER_PROFILE_STATUSES,
  TEACHING_LANGUAGES,
} from './teacher-constants';
import { paged, pageQuerySchema } from './wire';
import { isoDateTime } from './dates';

export * from './teacher-constants';

// ---- Wire shapes (issue 5, "Teacher profiles") ---------------------------------------------

/** The fields a teacher fills in (`POST v1/teachers/complete-profile`) or proposes to change. */
export const teacherProfileFieldsSchema = z.strictObject({
  bio: z.string().trim().min(TEACHER_PROFILE_LIMITS.bioMin).max(TEACHER_PROFILE_LIMITS.bioMax),
  teachingTopicIds: z.array(z.string().min(1).max(40)).min(1).max(TEACHER_PROFILE_LIMITS.topicsMax),
  yearsOfExperience: z.number().int().min(0).max(TEACHER_PROFILE_LIMITS.yearsMax),
  qualifications: z.string().trim().min(2).max(TEACHER_PROFILE_LIMITS.qualificationsMax),
  languages: z.array(z.enum(TEACHING_LANGUAGES)).min(1).max(TEACHER_PROFILE_LIMITS.languagesMax),
  photoFileName: z.string().trim().max(200).nullable().optional(),
});
export type TeacherProfileFields = z.infer<typeof teacherProfileFieldsSchema>;
export const TEACHER_PROFILE_FIELDS = [
  'bio',
  'teachingTopicIds',
  'yearsOfExperience',
  'qualifications',
  'languages',
  'photoFileName',
] as const satisfies readonly (keyof TeacherProfileFields)[];

/** `{ teacherId }`: accept a submitted profile. */
export const teacherIdBodySchema = z.strictObject({ teacherId: z.uuid() });

const reasonsSchema = z.array(z.enum(REJECTION_REASONS)).min(1).max(REJECTION_REASONS.length);
const noteSchema = z.string().trim().max(TEACHER_PROFILE_LIMITS.noteMax).nullable().optional();

/** `POST v1/teachers/reject`. */
export const rejectProfileBodySchema = z.strictObject({
  teacherId: z.uuid(),
  reasons: reasonsSchema,
  note: noteSchema,
});
export type RejectProfileBody = z.infer<typeof rejectProfileBodySchema>;

/** `POST v1/teachers/profile-changes/approve`. */
export const changeIdBodySchema = z.strictObject({ changeId: z.uuid() });
/** `POST v1/teachers/profile-changes/reject`. */
export const rejectChangeBodySchema = z.strictObject({
  changeId: z.uuid(),
  reasons: reasonsSchema,
  note: noteSchema,
});
export type RejectChangeBody = z.infer<typeof rejectChangeBodySchema>;

/** `PUT v1/teachers/profile-changes/by-admin`: the teacher and every field, applied at once. */
export const adminEditBodySchema = teacherProfileFieldsSchema.extend({ teacherId: z.uuid() });
export type AdminEditBody = z.infer<typeof adminEditBodySchema>;

/** `POST v1/teachers/get-all?pageNumber&pageSize` body. */
export const teacherListFilterSchema = z.strictObject({
  status: z.enum(TEACHER_PROFILE_STATUSES).optional(),
  /** Only profiles with a change waiting for review. */
  pendingChange: z.boolean().optional(),
  search: z.string().trim().max(100).optional(),
});
export type TeacherListFilter = z.infer<typeof teacherListFilterSchema>;
export const teacherListQuerySchema = pageQuerySchema;

/** A teaching topic of the lookup, in both languages. */
export const teachingTopicSchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
});
export type TeachingTopic = z.infer<typeof teachingTopicSchema>;

export const rejectionSchema = z.object({
  id: z.uuid(),
  /** `profile`: the profile was rejected; `change`: a proposed change was. */
  kind: z.enum(['profile', 'change']),
  reasons: z.array(z.enum(REJECTION_REASONS)),
  note: z.string().nullable(),
  createdAt: isoDateTime(),
});
export type Rejection = z.infer<typeof rejectionSchema>;

const profileValuesSchema = z.object({
  bio: z.string().nullable(),
  teachingTopicIds: z.array(z.string()),
  yearsOfExperience: z.number().int().nullable(),
  qualifications: z.string().nullable(),
  languages: z.array(z.string()),
  photoFileName: z.string().nullable(),
});
export type TeacherProfileValues = z.infer<typeof profileValuesSchema>;

/** A teacher's profile (`GET v1/teachers/profiles/{id}`, list rows, `profiles/me`). */
export const teacherProfileSchema = profileValuesSchema.extend({
  teacherId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.enum(TEACHER_PROFILE_STATUSES),
  /** The change waiting for review, if any (one at a time). */
  pendingChangeId: z.uuid().nullable(),
  submittedAt: isoDateTime().nullable(),
  reviewedAt: isoDateTime().nullable(),
});
export type TeacherProfile = z.infer<typeof teacherProfileSchema>;
export const teacherProfilePageSchema = paged(teacherProfileSchema);

/** `GET v1/teachers/profile-changes/{id}`: the proposal with the values it would replace. */
export const profileChangeSchema = z.object({
  id: z.uuid(),
  teacherId: z.uuid(),
  status: z.enum(PROFILE_CHANGE_STATUSES),
  proposed: profileValuesSchema,
  /** The profile's values now (approved: when it was approved). */
  current: profileValuesSchema,
  createdAt: isoDateTime(),
  reviewedAt: isoDateTime().nullable(),
  rejection: rejectionSchema.nullable(),
});
export type ProfileChange = z.infer<typeof profileChangeSchema>;

/** `GET v1/teachers/profiles/me`: what the console needs after login. */
export const myTeacherProfileSchema = z.object({
  /** The caller's active role is a teacher's (number 4 or 5). */
  isTeacher: z.boolean(),
  profile: teacherProfileSchema.nullable(),
  /** The latest rejection of the profile or of a change, for the teacher to read. */
  lastRejection: rejectionSchema.nullable(),
  /**
   * The status of the teacher's newest proposed change (null: none yet), so the console tells
   * a rejection that still stands from one a later approval replaced.
   */
  lastChangeStatus: z.enum(PROFILE_CHANGE_STATUSES).nullable().optional(),
});
export type MyTeacherProfile = z.infer<typeof myTeacherProfileSchema>;

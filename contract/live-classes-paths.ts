import type { ApprovalType } from './live-classes';

const id = encodeURIComponent;

/** Levels-service paths of live classes (relative to `SERVICE_PREFIX.levels`), SPEC section 7. */
export const LIVE_PATHS = {
  /** Managers' list (paged, filtered). */
  list: 'v1/admin/liveClasses',
  /** The caller's classes as teacher (paged). */
  mine: 'v2/admin/live-classes/myClasses',
  invalid: 'v2/admin/live-classes/invalid',
  /** Upcoming approved classes without a teacher that the caller may take (paged). */
  available: 'v2/admin/live-classes/available',
  reviews: (liveClassId: string) => `v2/admin/live-classes/${id(liveClassId)}/reviews`,
  teacherReviews: (teacherId: string) => `v2/admin/live-classes/teachers/${id(teacherId)}/reviews`,
  lookups: 'v2/live-classes/lookups',
  report: (meetingId: string) => `v1/admin/liveClasses/report/${id(meetingId)}`,
  /** POST creates; GET, PUT and DELETE with an id. */
  create: 'v1/live-class',
  item: (liveClassId: string) => `v1/live-class/${id(liveClassId)}`,
  approval: (type: ApprovalType, liveClassId: string) => `v1/live-class/${type}/${id(liveClassId)}`,
  assignTeacher: (liveClassId: string) => `v1/live-class/assignTeacherToClass/${id(liveClassId)}`,
  validate: (liveClassId: string) => `v1/live-class/validate/${id(liveClassId)}`,
  adminEnter: (liveClassId: string) => `v1/live-class/admin/enter/${id(liveClassId)}`,
  bulk: 'v1/live-class/bulk',
  /** Ours (docs/imports.md): the recent sheet imports, and one's rollback (GET previews). */
  imports: 'v1/live-class/imports',
  importRollback: (batchId: string) => `v1/live-class/imports/${id(batchId)}/rollback`,
  uploadImage: 'v1/live-class/upload-image',
  teacherJoin: (meetingId: string) => `v1/live-class/${id(meetingId)}/teachers/join`,
  teacherHeartbeat: (meetingId: string) => `v1/live-class/${id(meetingId)}/teachers/heartbeat`,
  teacherSignature: 'v2/live-classes/teacher/generate-signature',
  studentSignature: 'v2/live-classes/student/generate-signature',
} as const;

import { z } from 'zod';
import {
  ENTERED_USING,
  INVALID_REASONS,
  LIVE_CLASS_ACTIONS,
  LIVE_CLASS_APPROVALS,
  LIVE_CLASS_LIMITS,
  LIVE_CLASS_TIMINGS,
  LIVE_CLASS_VALIDITIES,
} from './live-class-constants';
import { paged, pageQuerySchema } from './wire';
import { isoDate, isoDateTime } from './dates';

export * from './live-class-constants';

/**
 * Live classes: online lessons of an organisation, scheduled by its managers, approved, taught
 * by a teacher in a Zoom meeting. Their lifecycle is machines/live-class.machine.ts.
 */
/** A live class as the service answers it, with where the machine puts it. */
export const liveClassSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** A curriculum topic when it follows one, else a free level name. */
  levelId: z.uuid().nullable(),
  level: z.string().nullable(),
  startsAt: isoDateTime(),
  durationMinutes: z.number().int(),
  minUsers: z.number().int(),
  maxUsers: z.number().int(),
  teacherId: z.uuid().nullable(),
  teacherName: z.string().nullable(),
  tag: z.string().nullable(),
  /** Stored cover image's file name (served from the video base). */
  coverImage: z.string().nullable(),
  /** The provider's meeting id, once a meeting exists. */
  meetingId: z.string().nullable(),
  approval: z.enum(LIVE_CLASS_APPROVALS),
  timing: z.enum(LIVE_CLASS_TIMINGS),
  validity: z.enum(LIVE_CLASS_VALIDITIES),
  invalidReason: z.enum(INVALID_REASONS).nullable(),
  /**
   * The approved class its teacher also teaches at an overlapping time (the first by start), so
   * a double-booked class can say with what it clashes; null when the teacher is free.
   */
  clashesWith: z.object({ id: z.uuid(), title: z.string(), startsAt: isoDateTime() }).nullable(),
  /** The actions the machine allows the caller now (the console shows only these). */
  actions: z.array(z.enum(LIVE_CLASS_ACTIONS)),
  /** Reviews' average rate (1 to 5) and count. */
  rating: z.number().nullable(),
  reviewsCount: z.number().int(),
  createdAt: isoDateTime(),
});
export type LiveClass = z.infer<typeof liveClassSchema>;
export const liveClassPageSchema = paged(liveClassSchema);

const title = z.string().trim().min(2).max(LIVE_CLASS_LIMITS.titleMax);

/** `POST v1/live-class` and `PUT v1/live-class/{id}`. The start must be in the future. */
export const liveClassBodySchema = z
  .strictObject({
    title,
    levelId: z.uuid().nullable().optional(),
    level: z.string().trim().max(80).nullable().optional(),
    startsAt: isoDateTime(),
    durationMinutes: z
      .number()
      .int()
      .min(LIVE_CLASS_LIMITS.durationMin)
      .max(LIVE_CLASS_LIMITS.durationMax),
    minUsers: z.number().int().min(LIVE_CLASS_LIMITS.usersMin).max(LIVE_CLASS_LIMITS.usersMax),
    maxUsers: z.number().int().min(LIVE_CLASS_LIMITS.usersMin).max(LIVE_CLASS_LIMITS.usersMax),
    teacherId: z.uuid().nullable().optional(),
    tag: z.string().trim().max(LIVE_CLASS_LIMITS.tagMax).nullable().optional(),
    coverImage: z.string().nullable().optional(),
  })
  .refine((body) => body.minUsers <= body.maxUsers, {
    message: 'The minimum cannot be above the maximum.',
    path: ['minUsers'],
  });
export type LiveClassBody = z.infer<typeof liveClassBodySchema>;

const isoDay = isoDate();

/** `GET v1/admin/liveClasses` (managers): paged, by start, with filters the console keeps in the URL. */
export const liveClassListQuerySchema = pageQuerySchema.extend({
  timing: z.enum(LIVE_CLASS_TIMINGS).optional(),
  approval: z.enum(LIVE_CLASS_APPROVALS).optional(),
  validity: z.enum(LIVE_CLASS_VALIDITIES).optional(),
  /** Start date range, inclusive, in the organisation's days (YYYY-MM-DD). */
  from: isoDay.optional(),
  to: isoDay.optional(),
  teacherId: z.uuid().optional(),
  levelId: z.uuid().optional(),
  tag: z.string().trim().max(LIVE_CLASS_LIMITS.tagMax).optional(),
  search: z.string().trim().max(80).optional(),
});
export type LiveClassListQuery = z.infer<typeof liveClassListQuerySchema>;

/** `PUT v1/live-class/assignTeacherToClass/{id}`. */
export const assignTeacherBodySchema = z.strictObject({ teacherId: z.uuid() });
/** `PUT v1/live-class/admin/enter/{id}`. */
export const adminEnterBodySchema = z.strictObject({ enteredUsing: z.enum(ENTERED_USING) });

/** A review of a class by a learner. */
export const liveClassReviewSchema = z.object({
  id: z.uuid(),
  liveClassId: z.uuid(),
  liveClassTitle: z.string(),
  reviewerName: z.string(),
  rate: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: isoDateTime(),
});
export type LiveClassReview = z.infer<typeof liveClassReviewSchema>;
/** `{id}/reviews` and `teachers/{id}/reviews`: paged, with the average rate over all pages. */
export const liveClassReviewPageSchema = paged(liveClassReviewSchema).extend({
  averageRate: z.number().nullable(),
});

/** `v1/admin/liveClasses/report/{meetingId}`: who joined and left, and for how long. */
export const meetingReportSchema = z.object({
  liveClassId: z.uuid(),
  meetingId: z.string(),
  attendees: z.array(
    z.object({
      userId: z.uuid(),
      name: z.string(),
      role: z.enum(['teacher', 'admin']),
      joinedAt: isoDateTime(),
      leftAt: isoDateTime().nullable(),
      minutes: z.number().int(),
    }),
  ),
});
export type MeetingReport = z.infer<typeof meetingReportSchema>;

/** `v2/live-classes/lookups`: what the forms and filters offer. */
export const liveClassLookupsSchema = z.object({
  levels: z.array(z.object({ id: z.uuid(), titleEn: z.string(), titleAr: z.string() })),
  tags: z.array(z.string()),
  teachers: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type LiveClassLookups = z.infer<typeof liveClassLookupsSchema>;

/**
 * `GET v1/live-class/{meetingId}/teachers/join` and `.../heartbeat`: the caller's current span
 * of attendance, and when to send the next heartbeat.
 */
export const liveClassAttendanceSchema = z.object({
  liveClassId: z.uuid(),
  meetingId: z.string(),
  joinedAt: isoDateTime(),
  lastSeenAt: isoDateTime(),
  heartbeatSeconds: z.number().int(),
});
export type LiveClassAttendance = z.infer<typeof liveClassAttendanceSchema>;

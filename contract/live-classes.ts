import { z } from 'zod';
import { paged, pageQuerySchema } from './wire';

/**
 * Live classes: online lessons of an organisation, scheduled by its managers, approved, taught
 * by a teacher in a Zoom meeting. Their lifecycle is machines/live-class.machine.ts.
 */
export const LIVE_CLASS_APPROVALS = ['unapproved', 'approved'] as const;
export type LiveClassApproval = (typeof LIVE_CLASS_APPROVALS)[number];
/** SPEC section 4: Not Started, Live, Finished, from the start and duration. */
export const LIVE_CLASS_TIMINGS = ['notStarted', 'live', 'finished'] as const;
export type LiveClassTiming = (typeof LIVE_CLASS_TIMINGS)[number];
export const LIVE_CLASS_VALIDITIES = ['valid', 'invalid'] as const;
export type LiveClassValidity = (typeof LIVE_CLASS_VALIDITIES)[number];
/** Why a class is invalid. */
export const INVALID_REASONS = ['noTeacher', 'clash', 'startPassed'] as const;
export type InvalidReason = (typeof INVALID_REASONS)[number];

/** Every action the machine decides, in the order the console shows buttons. */
export const LIVE_CLASS_ACTIONS = [
  'approve',
  'accept',
  'assignTeacher',
  'validate',
  'update',
  'delete',
  'adminEnter',
  'join',
  'heartbeat',
] as const;
export type LiveClassAction = (typeof LIVE_CLASS_ACTIONS)[number];

/** `PUT v1/live-class/{type}/{id}`: a manager approves; a teacher accepts (takes) a class. */
export const APPROVAL_TYPES = ['approve', 'accept'] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];

/** How an admin entered a Live class (`PUT v1/live-class/admin/enter/{id}`). */
export const ENTERED_USING = ['web', 'app'] as const;

export const LIVE_CLASS_LIMITS = {
  titleMax: 120,
  durationMin: 15,
  durationMax: 240,
  usersMin: 1,
  usersMax: 500,
  tagMax: 40,
} as const;

/** Seats of a class created without them (a spreadsheet row has only title, duration, start). */
export const LIVE_CLASS_DEFAULTS = { minUsers: 1, maxUsers: 30 } as const;

/** Seconds between a joined teacher's heartbeats; a span ends after two are missed. */
export const HEARTBEAT_SECONDS = 30;

/** A live class as the service answers it, with where the machine puts it. */
export const liveClassSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** A curriculum topic when it follows one, else a free level name. */
  levelId: z.uuid().nullable(),
  level: z.string().nullable(),
  startsAt: z.iso.datetime({ offset: true }),
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
  /** The actions the machine allows the caller now (the console shows only these). */
  actions: z.array(z.enum(LIVE_CLASS_ACTIONS)),
  /** Reviews' average rate (1 to 5) and count. */
  rating: z.number().nullable(),
  reviewsCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
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
    startsAt: z.iso.datetime({ offset: true }),
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

const isoDate = z.iso.date();

/** `GET v1/admin/liveClasses` (managers): paged, by start, with filters the console keeps in the URL. */
export const liveClassListQuerySchema = pageQuerySchema.extend({
  timing: z.enum(LIVE_CLASS_TIMINGS).optional(),
  approval: z.enum(LIVE_CLASS_APPROVALS).optional(),
  validity: z.enum(LIVE_CLASS_VALIDITIES).optional(),
  /** Start date range, inclusive, in the organisation's days (YYYY-MM-DD). */
  from: isoDate.optional(),
  to: isoDate.optional(),
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
  createdAt: z.iso.datetime({ offset: true }),
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
      joinedAt: z.iso.datetime({ offset: true }),
      leftAt: z.iso.datetime({ offset: true }).nullable(),
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

/** The bulk spreadsheet's columns, exactly these, in this order (SPEC section 5). */
export const LIVE_CLASS_SHEET_COLUMNS = ['title', 'duration', 'start date'] as const;
/** `start date` as written in the sheet: day/month/year hours:minutes. */
export const SHEET_START_FORMAT = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2})$/;

export const LIVE_CLASS_MESSAGES = {
  accepted: 'Live Class Accepted Successfully!',
  updated: 'Live class is updated successfully!',
  created: 'Live class is created successfully!',
  deleted: 'Live class is deleted successfully!',
  approved: 'Live class is approved successfully!',
  teacherAssigned: 'Teacher is assigned successfully!',
  validated: 'Live class is validated successfully!',
  entered: 'Entered the live class.',
  shouldBeInFuture: 'Should be in future',
  wrongFile: 'wrong file',
  unreadableFormat: 'Unreadable format',
  teacherClash: (otherTitle: string) =>
    `The teacher already teaches "${otherTitle}" at an overlapping time.`,
  notAllowed: (action: LiveClassAction) => `This live class cannot be ${action} now.`,
  stillInvalid: 'The live class is still invalid: give it a free teacher and a start ahead.',
  meetingsNotConfigured: 'Meetings are not configured on this server.',
  /** Named in `teacherClash` when the overlapping class is one the caller may not read. */
  anotherClass: 'another class',
  notATeacher: 'Choose a teacher of this organisation.',
  notAPublishedTopic: 'Choose a published topic.',
  unknownCover: 'Upload the cover picture first.',
  ownReviewsOnly: 'You may read only your own reviews.',
  onlyTeachersTake: 'Only a teacher of this organisation may take a live class.',
  joined: 'Joined the live class.',
  imageUploaded: 'The cover picture is uploaded.',
} as const;

/**
 * `GET v1/live-class/{meetingId}/teachers/join` and `.../heartbeat`: the caller's current span
 * of attendance, and when to send the next heartbeat.
 */
export const liveClassAttendanceSchema = z.object({
  liveClassId: z.uuid(),
  meetingId: z.string(),
  joinedAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  heartbeatSeconds: z.number().int(),
});
export type LiveClassAttendance = z.infer<typeof liveClassAttendanceSchema>;

import { templated } from './message-template';
/**
 * The live classes' constants without their schemas (live-classes.ts re-exports them): a screen
 * that needs a list of timings, a limit or a message, and the live-class machine, do not load zod
 * for them.
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

/** The bulk spreadsheet's columns, exactly these, in this order (SPEC section 5). */
export const LIVE_CLASS_SHEET_COLUMNS = ['title', 'duration', 'start date'] as const;
/** `start date` as written in the sheet: day/month/year hours:minutes. */
export const SHEET_START_FORMAT = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2})$/;

/** Named in `teacherClash` when the overlapping class is one the caller may not read. */
const ANOTHER_CLASS = 'another class';

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
  /** Unnamed when the overlapping class is one the caller may not read. */
  teacherClash: templated(
    {
      unnamed: 'The teacher already teaches "another class" at an overlapping time.',
      named: 'The teacher already teaches "{title}" at an overlapping time.',
    },
    (title?: string) =>
      title === undefined || title === ANOTHER_CLASS
        ? { form: 'unnamed' }
        : { form: 'named', title },
  ),
  notAllowed: templated('This live class cannot be {action} now.', (action: LiveClassAction) => ({
    action,
  })),
  stillInvalid: 'The live class is still invalid: give it a free teacher and a start ahead.',
  startedNoChange:
    'This class is approved and has started, so it can no longer be changed or deleted.',
  startedNoApproval:
    'This class has started without being approved, so it can no longer be approved.',
  meetingsNotConfigured: 'Meetings are not configured on this server.',
  anotherClass: ANOTHER_CLASS,
  notATeacher: 'Choose a teacher of this organisation.',
  notAPublishedTopic: 'Choose a published topic.',
  unknownCover: 'Upload the cover picture first.',
  ownReviewsOnly: 'You may read only your own reviews.',
  onlyTeachersTake: 'Only a teacher of this organisation may take a live class.',
  joined: 'Joined the live class.',
  imageUploaded: 'The cover picture is uploaded.',
} as const;

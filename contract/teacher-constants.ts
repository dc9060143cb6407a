import { templated } from './message-template';
/**
 * The teacher profiles' constants without their schemas (teachers.ts re-exports them): a screen
 * that needs the statuses, the field limits or the rejection reasons does not load zod for it.
 */

/*
 * Teacher profiles (SPEC section 4; ARCHITECTURE "Domain decisions"): incomplete -submit->
 * submitted -accept-> accepted | -reject-> rejected (with reasons); incomplete -skip-> skipped.
 * A rejected or skipped profile can be submitted again. An accepted teacher proposes changes
 * (submitted -> approved | rejected, one at a time); an admin's edit applies at once.
 */
export const TEACHER_PROFILE_STATUSES = [
  'incomplete',
  'submitted',
  'accepted',
  'rejected',
  'skipped',
] as const;
export type TeacherProfileStatus = (typeof TEACHER_PROFILE_STATUSES)[number];

export const TEACHER_PROFILE_ACTIONS = [
  'submit',
  'skip',
  'accept',
  'reject',
  'editByAdmin',
  'submitChange',
] as const;
export type TeacherProfileAction = (typeof TEACHER_PROFILE_ACTIONS)[number];

export const PROFILE_CHANGE_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type ProfileChangeStatus = (typeof PROFILE_CHANGE_STATUSES)[number];

export const PROFILE_CHANGE_ACTIONS = ['approve', 'reject'] as const;
export type ProfileChangeAction = (typeof PROFILE_CHANGE_ACTIONS)[number];

/** Limits of the profile fields, shared by the wizard, the services and the tests. */
export const TEACHER_PROFILE_LIMITS = {
  bioMin: 20,
  bioMax: 1000,
  topicsMax: 10,
  yearsMax: 60,
  qualificationsMax: 1000,
  languagesMax: 10,
  noteMax: 500,
} as const;

/** Languages a teacher may say they teach in (ISO 639-1). */
export const TEACHING_LANGUAGES = ['ar', 'en', 'fr', 'tr', 'ur', 'ms', 'id'] as const;
export type TeachingLanguage = (typeof TEACHING_LANGUAGES)[number];

/** Why a profile (or a change) is sent back; the console translates each, `note` adds detail. */
export const REJECTION_REASONS = [
  'bioIncomplete',
  'topicsUnclear',
  'qualificationsMissing',
  'experienceUnverified',
  'photoUnsuitable',
  'other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** Server messages of the teacher routes. */
export const TEACHER_MESSAGES = {
  submitted: 'Profile submitted for review.',
  skipped: 'Profile completion skipped.',
  accepted: 'Teacher profile accepted.',
  rejected: 'Teacher profile rejected.',
  changeSubmitted: 'Profile change submitted for review.',
  changeApproved: 'Profile change approved.',
  changeRejected: 'Profile change rejected.',
  editedByAdmin: 'Teacher profile updated.',
  notATeacher: 'Only teachers have a teacher profile.',
  platformOnly: 'Teacher profiles are reviewed by the platform (HAD) only.',
  unknownTopic: 'Unknown teaching topic.',
  notAllowed: templated(
    'This profile cannot be {done} while it is {status}.',
    (action: TeacherProfileAction, status: TeacherProfileStatus) => ({
      done: ACTION_WORDS[action],
      status,
    }),
  ),
  changePending: 'A profile change is already waiting for review.',
  useProfileChange: 'An accepted profile is changed through a profile change.',
  changeNotAllowed: templated(
    'This profile change cannot be {done} while it is {status}.',
    (action: ProfileChangeAction, status: ProfileChangeStatus) => ({
      done: action === 'approve' ? 'approved' : 'rejected',
      status,
    }),
  ),
} as const;

const ACTION_WORDS: Record<TeacherProfileAction, string> = {
  submit: 'submitted',
  skip: 'skipped',
  accept: 'accepted',
  reject: 'rejected',
  editByAdmin: 'edited',
  submitChange: 'changed',
};

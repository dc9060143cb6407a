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

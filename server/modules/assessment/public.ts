/**
 * What the assessment module offers outside it: the demo seeds grade their attempts and give
 * their assignments with the module's own rules.
 */
export { gradableElements, insertAttempt } from './attempts-store';
export { gradeAttempt, type GradableElement } from './grade';
export { insertAssignment, upsertAssignment } from './assignment-store';

/**
 * Assessment's constants without its schemas (assessment.ts re-exports them): paths, limits and
 * messages for the screens that load zod only with their forms.
 */

/** Kinds whose activity is given to class rooms (with a due date). */
export const ASSIGNMENT_KINDS = ['assignment', 'knowledge_test'] as const;

export const ASSESSMENT_LIMITS = {
  /** A typed answer, in characters. */
  typedMax: 500,
  /** Choices (or ordered words) in one answer. */
  choicesMax: 20,
  /** Answers in one attempt (an activity's elements). */
  answersMax: 500,
  pointsMax: 100,
} as const;

export const ASSESSMENT_MESSAGES = {
  examAdded: 'Exam Added Successfully',
  pointsUpdated: 'Points Updated Successfully',
  notAnExamElement: 'Points are set here for the elements of an exam or the level test only.',
  submitted: 'Attempt Submitted Successfully',
  notALearner: 'Only a student of the organisation submits attempts.',
  notAvailable: 'This activity is not open to you.',
  notOfActivity: 'This element is not part of the activity.',
  startedLater: 'The attempt cannot start after it is submitted.',
} as const;

const classRoomPath = (id: string, what: string) =>
  `v1/admin/units/class_rooms/${encodeURIComponent(id)}/${what}`;

/** Levels-service paths of assessment (relative to SERVICE_PREFIX.levels). */
export const ASSESSMENT_PATHS = {
  /** The learner app's one call: submit an attempt, graded by the server. */
  attempts: 'v1/learner/attempts',
  /** HAD: POST adds an exam closing the topic. */
  addExam: (levelId: string) => `v1/admin/levels/addExam/${encodeURIComponent(levelId)}`,
  /** Ours, HAD: GET a topic's exams (trees list lessons only). */
  exams: (levelId: string) => `v1/admin/levels/${encodeURIComponent(levelId)}/exams`,
  /** HAD: PUT the points of an exam's or the level test's element. */
  elementPoints: (elementId: string) =>
    `v1/admin/exam/elementPoints/${encodeURIComponent(elementId)}`,
  levelTest: 'v1/curriculums/activities/level-test',
  /** A class room's topic units, exams, given assignments and students' progress (GET). */
  classUnits: (classRoomId: string) => classRoomPath(classRoomId, 'all_units'),
  classExams: (classRoomId: string) => classRoomPath(classRoomId, 'all_exams'),
  classAssignments: (classRoomId: string) => classRoomPath(classRoomId, 'all_assignments'),
  /** Ours: per student, units done, attempts, average score and last activity. */
  classProgress: (classRoomId: string) => classRoomPath(classRoomId, 'progress'),
  /** A learner's attempts at an activity, with each element's results (GET). */
  statistics: (activityId: string, userId: string) =>
    `v1/levels/exam/activities/${encodeURIComponent(activityId)}/users/${encodeURIComponent(userId)}/statistics`,
} as const;

/**
 * The assignments' constants without their schemas (given-activities.ts re-exports them): the
 * assignments screen needs the paths and messages, and loads zod only with its form.
 */

export const ASSIGNMENT_LIMITS = {
  /** Elements copied into one assignment or knowledge test. */
  elementsMax: 100,
  /** Class rooms it is given to in one call. */
  classRoomsMax: 100,
} as const;

export const ASSIGNMENT_MESSAGES = {
  created: 'Assignment Added Successfully',
  given: 'Assignment Given Successfully',
  deleted: 'Assignment Deleted Successfully',
  notPublished: 'Only published elements of the curriculum can be used.',
  topicNotPublished: 'Choose a published topic.',
  unknownClass: 'This class room is not one of your organisation’s open classes.',
  notYourClass: 'You can give work only to the classes you teach.',
  dueInPast: 'Should be in future',
  sameClassTwice: 'A class room is named twice.',
  sameElementTwice: 'An element is chosen twice.',
  hasAttempts:
    'Learners have submitted attempts at it, so it cannot be deleted. Take it back from its classes instead.',
  notAllowed: 'You may not manage this kind of work.',
} as const;

const base = 'v1/curriculums/given-activities';
const choices = 'v1/curriculums/given-choices/topics';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** Levels-service paths (relative to SERVICE_PREFIX.levels). */
export const ASSIGNMENT_PATHS = {
  /** The spec's call: POST creates one (kind in the body). */
  create: 'v1/curriculums/activities/assignment',
  /** Ours: GET the organisation's list of a kind. */
  list: base,
  /** Ours: GET one with its elements; DELETE it (409 once attempted). */
  one,
  /** Ours: PUT the class rooms it is given to. */
  classRooms: (id: string) => `${one(id)}/class-rooms`,
  /** Ours: GET per student, what was submitted. */
  submissions: (id: string) => `${one(id)}/submissions`,
  /** Ours: GET the published topics, and one's published lessons and exams with elements. */
  choiceTopics: choices,
  choiceElements: (levelId: string) => `${choices}/${encodeURIComponent(levelId)}`,
} as const;

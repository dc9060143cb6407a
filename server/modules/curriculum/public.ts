/**
 * What the curriculum module offers the other modules; they import it from here, never its other
 * files (eslint.config.js, the module lines).
 */
export { curriculumCallerOf, curriculumWriterOf } from './caller';
export { elementsOf, findElement } from './elements-store';
export { CURRICULUM_READ } from './topics-routes';
export { findTopic, isPublicTopic, topicOptions } from './topics-store';
export { presentActivity, presentElement } from './present';

/**
 * What the classes module offers the other modules; they import it from here, never its other
 * files (eslint.config.js, the module lines).
 */
export { countLiveClassRooms, lockClassRoom } from './store';
export { classesOfStudent, removeFromClass } from './students-store';

/**
 * What the trash module offers the other modules; they import it from here, never its other
 * files (eslint.config.js, the module lines). Routes move what they delete with `moveToTrash`
 * (server/platform/trash), which every module may use.
 */
export { createTrashPurge } from './purge';

/**
 * What the meeting-keys module offers the other modules; they import it from here, never its other
 * files (eslint.config.js, the module lines).
 */
export { warnUnreadable } from './routes';
export { meetingKeysBox, readMeetingKeys } from './store';

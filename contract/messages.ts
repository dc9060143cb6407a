import { templated } from './message-template';

/**
 * Server message texts (SPEC section 8). The console shows a server message as it is,
 * and translates its own notices through i18n keys.
 */
export const MESSAGES = {
  invalidCredentials: 'Invalid e-mail or password.',
  unauthenticated: 'Please sign in to continue.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  /** 412: the record changed since the caller read it (If-Match of an older version). */
  editConflict: 'Someone changed this since you opened it. Choose what to keep.',
  notMember: 'You are not a member of this organization.',
  switched: 'Successfully switched to another organization',
  badRequest: 'Some fields are not valid.',
  nulCharacter: 'This text contains a NUL character (U+0000), which is not allowed.',
  loneSurrogate:
    'This text contains a broken character (half of a surrogate pair), which is not allowed.',
  malformedJson: 'The request body is not valid JSON.',
  /** The spec's words for a failure nobody foresaw; `action` names the call that failed. */
  internal: templated(
    'Oops! We encountered an issue while action: {action}, Please try again or contact support for assistance.',
    (action: string) => ({ action }),
  ),
  shuttingDown: 'The service is restarting. Please try again in a moment.',
  tooLarge: 'The request is too large.',
  requestTimeout: 'The request took too long to arrive. Check your connection and try again.',
  unsupportedMediaType: 'This content type is not supported.',
  invalidCode: 'Invalid Code',
  codeUsed: 'This code is already Used.',
  shouldBeInFuture: 'Should be in future',
  wrongFile: 'wrong file',
  unreadableFormat: 'Unreadable format',
  fileTypeNotAllowed: 'This file type is not allowed, Allowed formats',
} as const;

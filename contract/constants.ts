/** Business constants from SPEC section 9, shared by the console, the services and the tests. */
export const PAGE_SIZE = 20;
/** The largest page a list call gives (`pageSize`); exports read lists in pages this size. */
export const MAX_PAGE_SIZE = 100;
export const FIRST_PAGE = 1;
export const TOAST_MS = 5000;
export const LOADER_TIMEOUT_MS = 2000;
export const SWITCH_RELOAD_MS = 2500;
export const CACHE_MS = 60_000;
export const ACCESS_PENDING_MODAL_WIDTH = 500;
export const SIDEBAR_LIST_OFFSET_PX = 190;

/** The platform owner organisation: `isHad` is true when the active organisation has this name. */
export const HAD_ORG_NAME = 'HAD';
/** Holds users who signed up and wait for an invitation (the Access Pending modal). */
export const DEFAULT_ORG_NAME = 'DEFAULT';
export const ADMIN_ROLE_NUMBER = 0;
/** An organisation's manager: what a new customer's first invitation gives. */
export const MANAGER_ROLE_NUMBER = 1;
export const HAD_TEACHER_ROLE_NUMBER = 4;
/** Role numbers of teachers (HAD Teacher 4, an organisation's Teacher 5) and of students (6). */
export const TEACHER_ROLE_NUMBERS = [HAD_TEACHER_ROLE_NUMBER, 5] as const;
export const STUDENT_ROLE_NUMBERS = [6] as const;

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Browser storage keys (SPEC section 3). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  tempToken: 'tempToken',
  user: 'user',
  authenticated: 'authenticated',
  perms: 'perms',
  language: 'language',
} as const;

import { TRANSLATIONS_MAX_BYTES } from './app-language-translations';
import { templated } from './message-template';

/**
 * The app languages' constants without their schemas (app-languages.ts re-exports them): the
 * languages and plans screens need the paths and the messages, neither loads zod for them.
 */

export const APP_LANGUAGE_PATHS = {
  /** `GET`: every language by position -> `{ appLanguages }`. */
  overview: 'v1/app-languages/get-overview',
  /** `GET`: one with its translations and its diff against the default. */
  one: (id: string) => `v1/app-languages/get-one?appLanguageId=${encodeURIComponent(id)}`,
  /** `POST`: add one. */
  create: 'v1/app-languages',
  /**
   * `POST` (multipart `file`, `?dryRun=true` to compare without saving) the translations;
   * `GET` (ours) downloads them back as a JSON file.
   */
  translations: (id: string, dryRun = false) =>
    `v1/app-languages/${encodeURIComponent(id)}/translations-json${dryRun ? '?dryRun=true' : ''}`,
  /** `POST`: every language's id in the new order. */
  reorder: 'v1/app-languages/reorder',
  /** `POST`: names, direction, or make it the default. */
  update: (id: string) => `v1/app-languages/update-language/${encodeURIComponent(id)}`,
  /** `DELETE` (never the default). */
  remove: (id: string) => `v1/app-languages/${encodeURIComponent(id)}`,
} as const;

/** The multipart field of the translations file. */
export const TRANSLATIONS_FILE_FIELD = 'file';
export const TRANSLATIONS_FILE = {
  maxBytes: TRANSLATIONS_MAX_BYTES,
  extensions: ['.json'],
  mediaType: 'application/json',
} as const;
export const APP_LANGUAGE_NAME_MAX = 60;
export const APP_LANGUAGES_MAX = 100;

export const APP_LANGUAGE_MESSAGES = {
  created: 'Language added.',
  updated: 'Language updated.',
  deleted: 'Language deleted.',
  reordered: 'Languages reordered.',
  translationsSaved: 'Translations saved.',
  translationsChecked: 'Translations checked: nothing was saved.',
  codeTaken: templated('There is already a language with the code {code}.', (code: string) => ({
    code,
  })),
  defaultNotDeleted:
    'The default language cannot be deleted: make another language the default first.',
  defaultStays: 'There must be a default language: make another language the default instead.',
  reorderEveryOnce: 'Name every language exactly once, in the new order.',
  tooMany: `There can be at most ${APP_LANGUAGES_MAX} languages.`,
  hadOnly: 'Only the HAD organization changes the app languages.',
} as const;

/**
 * Refusals of one field that several schemas (or the services' validation) give: the text a
 * field error carries. Each is in the message catalogue under `fields.<name>`.
 */
export const FIELD_MESSAGES = {
  /** A field no schema of the call names (`server/platform/validation.ts`). */
  unknownField: 'Unknown field.',
  nothingToChange: 'Nothing to change.',
  titleRequired: 'Give a title in English or Arabic.',
  languageTag: 'Use a BCP 47 language tag such as ar, en, fr or pt-BR.',
  version: 'Use a version like 1.4.0 (major.minor.patch).',
  scoreOrder: 'The lowest score cannot be above the highest.',
  storedFileName: 'Not a stored file name.',
} as const;

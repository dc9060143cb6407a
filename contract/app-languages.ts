import { z } from 'zod';
import { APP_LANGUAGE_NAME_MAX, APP_LANGUAGES_MAX } from './app-language-constants';
import { isoDateTime } from './dates';
import { FIELD_MESSAGES } from './field-messages';

/**
 * The learner app's languages (settings service, SPEC section 7 "App languages"):
 * platform-wide, read with r Configurations, written by HAD with w Configurations. Exactly one
 * is the default at all times; the others' translations are compared with its own.
 */
export * from './app-language-constants';

/**
 * A BCP 47 tag as the app uses them: a language (2-3 letters), an optional script (4 letters)
 * and an optional region (2 letters or 3 digits): `ar`, `en`, `fr`, `zh-Hant`, `pt-BR`.
 * Any letter case is accepted and stored in the canonical one (`PT-br` -> `pt-BR`).
 */
const BCP47 = /^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i;
export const appLanguageCodeSchema = z
  .string()
  .trim()
  .regex(BCP47, FIELD_MESSAGES.languageTag)
  .transform((code) => Intl.getCanonicalLocales(code)[0] ?? code);

const name = z.string().trim().min(1).max(APP_LANGUAGE_NAME_MAX);
export const textDirectionSchema = z.enum(['ltr', 'rtl']);
export type TextDirection = z.infer<typeof textDirectionSchema>;

export const appLanguageCreateSchema = z.strictObject({
  code: appLanguageCodeSchema,
  nameEn: name,
  nameNative: name,
  direction: textDirectionSchema,
  /** True moves the default to the new language. */
  isDefault: z.boolean().optional(),
});
export type AppLanguageCreate = z.infer<typeof appLanguageCreateSchema>;

export const appLanguageUpdateSchema = z
  .strictObject({
    nameEn: name.optional(),
    nameNative: name.optional(),
    direction: textDirectionSchema.optional(),
    /** True moves the default here; false is refused on the default (there must be one). */
    isDefault: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: FIELD_MESSAGES.nothingToChange,
  });
export type AppLanguageUpdate = z.infer<typeof appLanguageUpdateSchema>;

export const appLanguageReorderSchema = z.strictObject({
  /** Every language's id exactly once, first to last. */
  appLanguageIds: z.array(z.uuid()).min(1).max(APP_LANGUAGES_MAX),
});
export type AppLanguageReorder = z.infer<typeof appLanguageReorderSchema>;

export const appLanguageIdQuerySchema = z.object({ appLanguageId: z.uuid() });

export const translationsUploadQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1')
    .meta({ description: 'true: compare with the default language and save nothing.' }),
});

export const appLanguageSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  nameEn: z.string(),
  nameNative: z.string(),
  direction: textDirectionSchema,
  position: z.number().int(),
  isDefault: z.boolean(),
  /** Texts in its translations (dotted keys). */
  keyCount: z.number().int(),
  /** Keys of the default language it lacks (0 for the default). */
  missingCount: z.number().int(),
  translationsUpdatedAt: isoDateTime().nullable(),
  updatedAt: isoDateTime(),
});
export type AppLanguage = z.infer<typeof appLanguageSchema>;

export const appLanguagesOverviewSchema = z.object({
  /** By position. */
  appLanguages: z.array(appLanguageSchema),
});

export const translationsDiffSchema = z.object({
  missing: z.array(z.string()),
  extra: z.array(z.string()),
  placeholderMismatches: z.array(
    z.object({ key: z.string(), expected: z.array(z.string()), found: z.array(z.string()) }),
  ),
});

/** An i18next-style tree of texts (strings, or objects of the same). */
const translationTreeSchema = z
  .record(z.string(), z.unknown())
  .meta({ description: 'Keys to texts, possibly nested in objects (i18next JSON).' });

export const appLanguageDetailSchema = appLanguageSchema.extend({
  translations: translationTreeSchema,
  /** Against the default language (the default itself: nothing). */
  diff: translationsDiffSchema,
});
export type AppLanguageDetail = z.infer<typeof appLanguageDetailSchema>;

export const translationsUploadResultSchema = z.object({
  /** False for a dry run. */
  saved: z.boolean(),
  /** The language after the upload (unchanged by a dry run). */
  appLanguage: appLanguageSchema,
  /**
   * The uploaded file against the default language; for the default itself, against its
   * current translations (what other languages will then lack or have over).
   */
  diff: translationsDiffSchema,
  /** Texts in the uploaded file. */
  keyCount: z.number().int(),
});
export type TranslationsUploadResult = z.infer<typeof translationsUploadResultSchema>;

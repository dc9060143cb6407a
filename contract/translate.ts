import { z } from 'zod';

/**
 * Machine translation for the curriculum editors: `GET v1/general/translate?sourceLanguage&
 * targetLanguage&text` on the users service, answered by a LibreTranslate-compatible provider
 * (`TRANSLATE_URL`). The provider's own texts never reach the caller: only these messages.
 */
export const TRANSLATE_LANGUAGES = ['en', 'ar'] as const;
export type TranslateLanguage = (typeof TRANSLATE_LANGUAGES)[number];

/** The longest text one call translates (UTF-16 units, as a textarea's maxLength counts). */
export const TRANSLATE_MAX_CHARS = 5000;

export const TRANSLATE_MESSAGES = {
  /** 503: no provider configured. */
  notConfigured: 'Translation is not configured on this server.',
  /** 502: the provider failed, timed out or answered something unreadable. */
  providerFailed: 'The translation service did not answer properly. Please try again later.',
  /** 403: the curriculum is written by HAD, so only HAD's editors translate. */
  hadOnly: 'Translation is for the platform (HAD) curriculum editors only.',
  language: 'Choose English (en) or Arabic (ar).',
  sameLanguage: 'Choose a target language other than the source language.',
  textRequired: 'Enter the text to translate.',
  textTooLong: 'The text is longer than 5,000 characters.',
} as const;

const language = z.enum(TRANSLATE_LANGUAGES, { error: TRANSLATE_MESSAGES.language });

export const translateQuerySchema = z
  .object({
    sourceLanguage: language,
    targetLanguage: language,
    text: z
      .string({ error: TRANSLATE_MESSAGES.textRequired })
      .max(TRANSLATE_MAX_CHARS, { error: TRANSLATE_MESSAGES.textTooLong })
      .refine((text) => text.trim().length > 0, { error: TRANSLATE_MESSAGES.textRequired }),
  })
  .refine((query) => query.sourceLanguage !== query.targetLanguage, {
    error: TRANSLATE_MESSAGES.sameLanguage,
    path: ['targetLanguage'],
  });
export type TranslateQuery = z.infer<typeof translateQuerySchema>;

/** The answer's `data`: the translated text. */
export const translationSchema = z.object({ text: z.string() });
export type Translation = z.infer<typeof translationSchema>;

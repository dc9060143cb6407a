import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  STORAGE_KEYS,
  type Language,
} from '../../contract/constants';
import en from './en.json';
import { formatNumber, numberOptions } from './format-number';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : FALLBACK_LANGUAGE;
}

/** Arabic reads right to left; the layout uses logical properties, so this is all RTL needs. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}

export const i18n = i18next.createInstance();

// English (the fallback) ships with the entry; Arabic loads when it is chosen or stored.
i18n.use(initReactI18next).init({
  // Copies: features' texts are merged into these bundles, never into the imported modules.
  resources: { en: { translation: structuredClone(en) } },
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  partialBundledLanguages: true,
  // Server messages are shown as they are and may contain ':'; keys never use namespaces.
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

// Texts write their numbers as `{{count, number}}`: the screens' own formatter, not i18next's.
i18n.services.formatter?.add('number', (value, language, options) =>
  formatNumber(value, language ?? i18n.language, numberOptions(options)),
);

applyDocumentLanguage(FALLBACK_LANGUAGE);
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyDocumentLanguage(language);
});

type Texts = Record<string, unknown>;

/**
 * A feature's own texts: English ships in the feature's chunk, Arabic loads when needed. Each
 * feature owns one top-level key, so the core files (en.json, ar.json: the shell, sign-in and
 * the early screens) stay small and two features never edit the same file.
 */
export interface FeatureTexts {
  /** The feature's top-level key in its files (e.g. `invitations`). */
  key: string;
  en: Texts;
  ar: () => Promise<{ default: Texts }>;
}

const features = new Map<string, FeatureTexts>();
const loadedArabic = new Set<string>();

async function addArabic(texts: FeatureTexts): Promise<void> {
  if (loadedArabic.has(texts.key)) return;
  const { default: ar } = await texts.ar();
  i18n.addResourceBundle('ar', 'translation', ar, true, true);
  loadedArabic.add(texts.key);
}

/** Makes a feature's texts available in every language the page may show; call before render. */
export async function registerTexts(texts: FeatureTexts): Promise<void> {
  if (!features.has(texts.key)) {
    features.set(texts.key, texts);
    i18n.addResourceBundle('en', 'translation', texts.en, true, true);
  }
  if (i18n.hasResourceBundle('ar', 'translation')) await addArabic(texts);
}

/** Arabic of the services' English messages; loaded with Arabic. */
let arabicServerMessage: ((text: string) => string | undefined) | null = null;

async function loadLanguage(language: Language): Promise<void> {
  if (language !== 'ar') return;
  if (!i18n.hasResourceBundle('ar', 'translation')) {
    const [{ default: ar }, serverMessages] = await Promise.all([
      import('./ar.json'),
      import('./server-messages-ar'),
    ]);
    i18n.addResourceBundle('ar', 'translation', structuredClone(ar), true, true);
    arabicServerMessage = serverMessages.arabicServerMessage;
  }
  await Promise.all([...features.values()].map(addArabic));
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
}

/** Switches the page's language and remembers it in local storage. */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.language, language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** Applies the stored language; the app renders after this, so Arabic never flashes English. */
export async function initLanguage(): Promise<void> {
  const language = readStoredLanguage();
  if (language === currentLanguage()) return;
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * A caller passes either an i18n key or a text (usually a server message). A server message is
 * shown in Arabic when the page is Arabic and the message is known, otherwise as it is.
 */
export function translateMessage(keyOrText: string, values?: Record<string, unknown>): string {
  if (i18n.exists(keyOrText)) return i18n.t(keyOrText, values);
  if (currentLanguage() === 'ar') return arabicServerMessage?.(keyOrText) ?? keyOrText;
  return keyOrText;
}

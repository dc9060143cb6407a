/*
 * An app language's translations file, checked the same way by the service (before it saves)
 * and by the console (before it uploads): i18next-style JSON, an object whose values are
 * strings or objects of the same kind, flattened to dotted keys (`home.greeting`) to compare a
 * language with the default one. Pure functions: no I/O, no zod.
 */

import { templated } from './message-template';

/** The file as stored: strings, possibly nested in objects. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** At most 2 MB a file (its bytes, as uploaded). */
export const TRANSLATIONS_MAX_BYTES = 2 * 1024 * 1024;
/** A dotted key (`lessons.progress`), all its levels together. */
export const TRANSLATION_KEY_MAX = 200;
/** One string. */
export const TRANSLATION_VALUE_MAX = 5000;
/** Objects inside objects. */
export const TRANSLATIONS_MAX_DEPTH = 10;
/** Strings in one file. */
export const TRANSLATIONS_MAX_KEYS = 20_000;

export const TRANSLATION_FILE_MESSAGES = {
  tooLarge: `The translations file is larger than ${TRANSLATIONS_MAX_BYTES / (1024 * 1024)} MB.`,
  notUtf8: 'The translations file is not UTF-8 text.',
  notJson: templated(
    {
      anywhere: 'The translations file is not valid JSON.',
      at: 'The translations file is not valid JSON (line {line}, column {column}).',
    },
    (at?: { line: number; column: number }) => (at ? { form: 'at', ...at } : { form: 'anywhere' }),
  ),
  notObject: 'The translations file must be a JSON object of keys and texts.',
  notString: templated(
    '"{key}" is not a text: every value must be a string (or an object of strings).',
    (key: string) => ({ key }),
  ),
  emptyKey: templated(
    { top: 'A key is empty.', inside: 'A key inside "{parent}" is empty.' },
    (parent: string) => (parent ? { form: 'inside', parent } : { form: 'top' }),
  ),
  keyTooLong: templated('"{key}" is longer than {max} characters.', (key: string) => ({
    key,
    max: TRANSLATION_KEY_MAX,
  })),
  valueTooLong: templated(
    'The text of "{key}" is longer than {max} characters.',
    (key: string) => ({
      key,
      max: TRANSLATION_VALUE_MAX,
    }),
  ),
  tooDeep: templated('"{key}" is nested more than {max} levels deep.', (key: string) => ({
    key,
    max: TRANSLATIONS_MAX_DEPTH,
  })),
  tooManyKeys: `The translations file has more than ${TRANSLATIONS_MAX_KEYS} texts.`,
  nul: templated(
    '"{key}" contains a NUL character (U+0000), which is not allowed.',
    (key: string) => ({
      key,
    }),
  ),
  loneSurrogate: templated(
    '"{key}" contains a broken character (half of a surrogate pair), which is not allowed.',
    (key: string) => ({ key }),
  ),
  duplicateKey: templated(
    '"{key}" is there twice (once nested, once with dots in its name).',
    (key: string) => ({ key }),
  ),
} as const;

export type TranslationsCheck =
  | { ok: true; tree: TranslationTree; flat: Record<string, string> }
  | { ok: false; message: string };

/** Line and column (from 1) of a character offset in `text`. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** Parses the file's text: the JSON parser's position, when it gives one, as line and column. */
export function parseTranslationsText(text: string): TranslationsCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const position = /position (\d+)/.exec(error instanceof Error ? error.message : '');
    const at = position
      ? lineAndColumn(text.replace(/^\uFEFF/, ''), Number(position[1]))
      : undefined;
    return { ok: false, message: TRANSLATION_FILE_MESSAGES.notJson(at) };
  }
  return checkTranslations(parsed);
}

/** Half of a surrogate pair alone: a json column refuses it (a 500 otherwise). */
const LONE_SURROGATE = /\p{Cs}/u;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a parsed file against the rules above and flattens it; the first problem otherwise. */
export function checkTranslations(parsed: unknown): TranslationsCheck {
  if (!isPlainObject(parsed)) return { ok: false, message: TRANSLATION_FILE_MESSAGES.notObject };
  const flat: Record<string, string> = {};
  let count = 0;
  const walk = (node: Record<string, unknown>, prefix: string, depth: number): string | null => {
    for (const [name, value] of Object.entries(node)) {
      if (name.trim() === '') return TRANSLATION_FILE_MESSAGES.emptyKey(prefix);
      const key = prefix ? `${prefix}.${name}` : name;
      // PostgreSQL text cannot hold U+0000 (a 500 otherwise): said like any other rule.
      if (key.includes('\u0000'))
        return TRANSLATION_FILE_MESSAGES.nul(key.replaceAll('\u0000', ''));
      if (LONE_SURROGATE.test(key)) return TRANSLATION_FILE_MESSAGES.loneSurrogate(key);
      if (key.length > TRANSLATION_KEY_MAX) return TRANSLATION_FILE_MESSAGES.keyTooLong(key);
      if (isPlainObject(value)) {
        if (depth >= TRANSLATIONS_MAX_DEPTH) return TRANSLATION_FILE_MESSAGES.tooDeep(key);
        const problem = walk(value, key, depth + 1);
        if (problem) return problem;
        continue;
      }
      if (typeof value !== 'string') return TRANSLATION_FILE_MESSAGES.notString(key);
      if (value.includes('\u0000')) return TRANSLATION_FILE_MESSAGES.nul(key);
      if (LONE_SURROGATE.test(value)) return TRANSLATION_FILE_MESSAGES.loneSurrogate(key);
      if (value.length > TRANSLATION_VALUE_MAX) return TRANSLATION_FILE_MESSAGES.valueTooLong(key);
      if (Object.hasOwn(flat, key)) return TRANSLATION_FILE_MESSAGES.duplicateKey(key);
      count += 1;
      if (count > TRANSLATIONS_MAX_KEYS) return TRANSLATION_FILE_MESSAGES.tooManyKeys;
      flat[key] = value;
    }
    return null;
  };
  const problem = walk(parsed, '', 1);
  if (problem) return { ok: false, message: problem };
  return { ok: true, tree: parsed as TranslationTree, flat };
}

/**
 * Dotted keys and their texts of a stored tree. Anything that is not a string or an object is
 * skipped (the service only stores checked files).
 */
export function flattenTranslations(tree: unknown, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  if (!isPlainObject(tree)) return flat;
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') flat[key] = value;
    else if (isPlainObject(value)) Object.assign(flat, flattenTranslations(value, key));
  }
  return flat;
}

/**
 * The names of a text's i18next placeholders (`{{count}}`, `{{ name }}`, `{{date, datetime}}`:
 * the part before the format), sorted, each once. `$t(...)` nesting is not a placeholder.
 */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\{\{\s*-?\s*([^{}]+?)\s*\}\}/g)) {
    const name = match[1]!.split(',')[0]!.trim();
    if (name) names.add(name);
  }
  return [...names].sort();
}

export interface PlaceholderMismatch {
  key: string;
  /** The default language's placeholders. */
  expected: string[];
  /** This text's. */
  found: string[];
}

export interface TranslationsDiff {
  /** Keys of the default language this one does not have, sorted. */
  missing: string[];
  /** Keys this one has that the default does not, sorted. */
  extra: string[];
  /** Keys in both whose placeholders differ (a `{{count}}` lost or renamed), sorted by key. */
  placeholderMismatches: PlaceholderMismatch[];
}

/** What a language's texts lack, add or break against the default language's. */
export function diffTranslations(
  defaults: Record<string, string>,
  candidate: Record<string, string>,
): TranslationsDiff {
  const missing = Object.keys(defaults)
    .filter((key) => !Object.hasOwn(candidate, key))
    .sort();
  const extra = Object.keys(candidate)
    .filter((key) => !Object.hasOwn(defaults, key))
    .sort();
  const placeholderMismatches: PlaceholderMismatch[] = [];
  for (const key of Object.keys(candidate).sort()) {
    if (!Object.hasOwn(defaults, key)) continue;
    const expected = placeholdersOf(defaults[key]!);
    const found = placeholdersOf(candidate[key]!);
    if (expected.join('\u0000') !== found.join('\u0000')) {
      placeholderMismatches.push({ key, expected, found });
    }
  }
  return { missing, extra, placeholderMismatches };
}

import { describe, expect, it } from 'vitest';
import {
  checkTranslations,
  diffTranslations,
  flattenTranslations,
  parseTranslationsText,
  placeholdersOf,
  TRANSLATION_FILE_MESSAGES,
  TRANSLATION_KEY_MAX,
  TRANSLATION_VALUE_MAX,
  TRANSLATIONS_MAX_DEPTH,
} from '../../contract/app-language-translations';

// Plain unit tests of the pure checks the service and the console share (no machine here: this
// is the node project that runs contract/ functions).

describe('a translations file', () => {
  it('may nest objects of strings, flattened to dotted keys', () => {
    const result = parseTranslationsText(
      '{"home": {"title": "Home", "streak": "{{count}} days"}, "ok": "OK"}',
    );
    expect(result).toEqual({
      ok: true,
      tree: { home: { title: 'Home', streak: '{{count}} days' }, ok: 'OK' },
      flat: { 'home.title': 'Home', 'home.streak': '{{count}} days', ok: 'OK' },
    });
  });

  it('skips a byte-order mark', () => {
    expect(parseTranslationsText('\uFEFF{"a": "b"}').ok).toBe(true);
  });

  it('that is not JSON says where it broke', () => {
    const result = parseTranslationsText('{\n  "a": "b",\n  c\n}');
    expect(result).toEqual({
      ok: false,
      message: TRANSLATION_FILE_MESSAGES.notJson({ line: 3, column: 3 }),
    });
  });

  it('must be an object', () => {
    for (const text of ['[]', '"text"', '3', 'null']) {
      expect(parseTranslationsText(text)).toEqual({
        ok: false,
        message: TRANSLATION_FILE_MESSAGES.notObject,
      });
    }
  });

  it('names the first value that is not a string', () => {
    expect(checkTranslations({ a: 'x', b: { c: 3 } })).toEqual({
      ok: false,
      message: TRANSLATION_FILE_MESSAGES.notString('b.c'),
    });
    expect(checkTranslations({ list: ['a', 'b'] })).toMatchObject({ ok: false });
    expect(checkTranslations({ nothing: null })).toMatchObject({ ok: false });
  });

  it('refuses empty keys, long keys and texts, deep nesting and a key there twice', () => {
    expect(checkTranslations({ home: { '': 'x' } })).toEqual({
      ok: false,
      message: TRANSLATION_FILE_MESSAGES.emptyKey('home'),
    });
    const longKey = 'k'.repeat(TRANSLATION_KEY_MAX + 1);
    expect(checkTranslations({ [longKey]: 'x' })).toEqual({
      ok: false,
      message: TRANSLATION_FILE_MESSAGES.keyTooLong(longKey),
    });
    expect(checkTranslations({ a: 'x'.repeat(TRANSLATION_VALUE_MAX + 1) })).toEqual({
      ok: false,
      message: TRANSLATION_FILE_MESSAGES.valueTooLong('a'),
    });
    let deep: Record<string, unknown> = { leaf: 'x' };
    for (let i = 0; i < TRANSLATIONS_MAX_DEPTH; i += 1) deep = { n: deep };
    expect(checkTranslations(deep)).toMatchObject({ ok: false });
    expect(checkTranslations({ 'a.b': 'x', a: { b: 'y' } })).toEqual({
      ok: false,
      message: TRANSLATION_FILE_MESSAGES.duplicateKey('a.b'),
    });
  });
});

describe('placeholders', () => {
  it('are the names inside {{ }}, without their format, each once, sorted', () => {
    expect(placeholdersOf('{{count}} of {{ total }} on {{date, datetime}}, {{count}}')).toEqual([
      'count',
      'date',
      'total',
    ]);
    expect(placeholdersOf('No placeholder, $t(other.key)')).toEqual([]);
  });
});

describe('the diff against the default language', () => {
  const defaults = flattenTranslations({
    home: { title: 'Home', streak: '{{count}} days' },
    points: 'You earned {{count}} points',
    bye: 'Bye',
  });

  it('lists missing and extra keys and placeholders that differ', () => {
    const candidate = flattenTranslations({
      home: { title: 'الرئيسية', streak: '{{n}} أيام' },
      points: 'حصلت على {{count}} نقطة',
      extra: 'زائد',
    });
    expect(diffTranslations(defaults, candidate)).toEqual({
      missing: ['bye'],
      extra: ['extra'],
      placeholderMismatches: [{ key: 'home.streak', expected: ['count'], found: ['n'] }],
    });
  });

  it('is empty for the same keys and placeholders in another order', () => {
    const a = flattenTranslations({ t: '{{a}} and {{b}}' });
    const b = flattenTranslations({ t: '{{b}} و {{a}}' });
    expect(diffTranslations(a, b)).toEqual({ missing: [], extra: [], placeholderMismatches: [] });
  });

  it('of an empty file is every key missing', () => {
    expect(diffTranslations(defaults, {}).missing).toEqual([
      'bye',
      'home.streak',
      'home.title',
      'points',
    ]);
  });
});

/**
 * What a typed answer is compared by. Learners type on phone keyboards that differ in how they
 * write the same word, so two answers are the same when they differ only in:
 * - harakat and Quranic marks (U+064B-U+065F, superscript alef U+0670, U+06D6-U+06ED);
 * - tatweel (U+0640) and invisible marks (zero-width joiners, direction marks);
 * - alef with hamza or madda, and alef wasla (أ إ آ ٱ) against bare alef (ا);
 * - alef maqsura (ى) and Persian yeh (ی) against yeh (ي), Persian keheh (ک) against kaf (ك);
 * - taa marbuta (ة) against haa (ه), which a final letter is often typed as;
 * - Arabic-Indic digits against Latin ones, punctuation, letter case and runs of whitespace.
 * Hamza on waw or yeh (ؤ ئ) and a lone hamza (ء) are kept: dropping them makes another word.
 * Presentation forms (ligatures such as ﻻ) are unfolded first (NFKC).
 */
const MARKS = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640\u200B-\u200F\u061C\u2066-\u2069\uFEFF]/g;

const LETTERS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
  ة: 'ه',
};
const LETTER_VARIANTS = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** ٠-٩ (Arabic-Indic) and ۰-۹ (Eastern, Persian and Urdu) as 0-9. */
const latinDigit = (char: string) =>
  String(char.charCodeAt(0) - (char >= '\u06F0' ? 0x06f0 : 0x0660));

export function normalizeArabic(text: string): string {
  return text
    .normalize('NFKC')
    .replace(MARKS, '')
    .replace(LETTER_VARIANTS, (char) => LETTERS[char] ?? char)
    .replace(DIGITS, latinDigit)
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

import { describe, expect, it } from 'vitest';
import { gradeAttempt, gradeElement, percentOf } from '../../server/modules/assessment/grade';
import { normalizeArabic } from '../../server/modules/assessment/normalize-arabic';

/** Pure: the same on both engines (runs in each server project, costs milliseconds). */

describe('normalizeArabic: the same word however it is typed', () => {
  it.each([
    ['harakat', 'كَتَبَ', 'كتب'],
    ['tanwin and shadda', 'مُدَرِّسٌ', 'مدرس'],
    ['sukun and tanwin fath', 'شُكْراً', 'شكرا'],
    ['superscript alef', 'هٰذا', 'هذا'],
    ['tatweel', 'مـــرحـبـا', 'مرحبا'],
    ['alef with hamza above', 'أحمد', 'احمد'],
    ['alef with hamza below', 'إسلام', 'اسلام'],
    ['alef with madda', 'آمن', 'امن'],
    ['alef wasla', 'ٱلْكِتَاب', 'الكتاب'],
    ['alef with a combining hamza', 'ا\u0654حمد', 'احمد'],
    ['alef maqsura as yeh', 'مستشفى', 'مستشفي'],
    ['Persian yeh', 'علی', 'علي'],
    ['Persian keheh', 'کتاب', 'كتاب'],
    ['taa marbuta as haa', 'مدرسة', 'مدرسه'],
    ['lam-alef ligature', 'ﻻ', 'لا'],
    ['zero-width joiner and direction marks', 'سـ\u200dلام\u200f', 'سلام'],
    ['Arabic-Indic digits', 'صف ٣', 'صف 3'],
    ['Eastern digits', '۱۲', '12'],
    ['Arabic punctuation', 'كيف حالك؟', 'كيف حالك'],
    ['comma between words', 'أنا،أحب', 'انا احب'],
    ['runs of whitespace', '  أنا   أحب\tالعربية  ', 'انا احب العربيه'],
    ['Latin case', 'Book', 'book'],
    ['full vowelled sentence', 'أَنَا أُحِبُّ اللُّغَةَ العَرَبِيَّةَ', 'انا احب اللغه العربيه'],
  ])('%s', (_, typed, expected) => {
    expect(normalizeArabic(typed)).toBe(expected);
  });

  it.each([
    ['hamza on waw', 'سؤال', 'سوال'],
    ['hamza on yeh', 'سئل', 'سيل'],
    ['a lone hamza', 'سماء', 'سما'],
    ['another letter', 'كتاب', 'كتب'],
    ['a word split in two', 'مرحبا', 'مر حبا'],
  ])('keeps %s apart', (_, one, other) => {
    expect(normalizeArabic(one)).not.toBe(normalizeArabic(other));
  });
});

const options = (correct: number[], texts = ['كِتَابٌ', 'قلم', 'باب']) =>
  texts.map((text, i) => ({ id: `o${i}`, position: i + 1, text, isCorrect: correct.includes(i) }));

const element = (typeId: string, answers = options([0]), points = 2) => ({
  id: `e-${typeId}`,
  typeId,
  points,
  answers,
});

describe('gradeElement', () => {
  it('options by id: every correct one and nothing else', () => {
    const one = element('text-text', options([0, 2]));
    expect(gradeElement(one, { elementId: one.id, choiceIds: ['o2', 'o0'] })).toEqual({
      elementId: one.id,
      isCorrect: true,
      pointsEarned: 2,
      pointsPossible: 2,
    });
    expect(gradeElement(one, { elementId: one.id, choiceIds: ['o0'] }).pointsEarned).toBe(0);
    expect(gradeElement(one, { elementId: one.id, choiceIds: ['o0', 'o1', 'o2'] }).isCorrect).toBe(
      false,
    );
    expect(gradeElement(one, { elementId: one.id, choiceIds: ['o0', 'o0'] }).isCorrect).toBe(false);
  });

  it('typed text against the correct options, without harakat or hamza variants', () => {
    const one = element('audio-text', options([0], ['الكِتَابُ', 'القلم']));
    for (const typed of ['الكتاب', 'ٱلكتاب', ' الـكتاب ', 'الكِتابُ', 'الكتاب.']) {
      expect(gradeElement(one, { elementId: one.id, text: typed }).isCorrect, typed).toBe(true);
    }
    for (const typed of ['القلم', 'كتاب', '']) {
      expect(gradeElement(one, { elementId: one.id, text: typed }).isCorrect, typed).toBe(false);
    }
  });

  it('picture options take ids only', () => {
    const one = element('text-picture', options([0], ['', '']));
    expect(gradeElement(one, { elementId: one.id, choiceIds: ['o0'] }).isCorrect).toBe(true);
    expect(gradeElement(one, { elementId: one.id, text: '' }).isCorrect).toBe(false);
  });

  it('ordered words: the ids in order, or the sentence typed', () => {
    const words = ['أنا', 'أُحِبُّ', 'العربية'].map((text, i) => ({
      id: `w${i}`,
      position: i + 1,
      text,
      isCorrect: false,
    }));
    const one = element('order-words', [...words].reverse());
    expect(gradeElement(one, { elementId: one.id, choiceIds: ['w0', 'w1', 'w2'] }).isCorrect).toBe(
      true,
    );
    expect(gradeElement(one, { elementId: one.id, choiceIds: ['w1', 'w0', 'w2'] }).isCorrect).toBe(
      false,
    );
    expect(gradeElement(one, { elementId: one.id, text: 'انا احب العربيه' }).isCorrect).toBe(true);
    expect(gradeElement(one, { elementId: one.id, text: 'احب انا العربيه' }).isCorrect).toBe(false);
  });

  it('elements without an answer key count for nothing either way', () => {
    const one = element('compare-audio', []);
    expect(gradeElement(one, { elementId: one.id, text: 'مرحبا' })).toEqual({
      elementId: one.id,
      isCorrect: false,
      pointsEarned: 0,
      pointsPossible: 0,
    });
  });

  it('an unanswered element earns nothing but counts in the maximum', () => {
    const one = element('text-text');
    expect(gradeElement(one, undefined)).toMatchObject({ pointsEarned: 0, pointsPossible: 2 });
  });
});

describe('gradeAttempt', () => {
  it('sums the points of every element of the activity', () => {
    const elements = [
      element('text-text', options([0]), 3),
      { ...element('audio-text', options([1]), 2), id: 'e2' },
      { ...element('read-text', [], 5), id: 'e3' },
    ];
    const graded = gradeAttempt(elements, [
      { elementId: 'e-text-text', choiceIds: ['o0'] },
      { elementId: 'e2', text: 'باب' },
    ]);
    expect(graded.score).toBe(3);
    expect(graded.maxScore).toBe(5);
    expect(graded.grades.map((grade) => grade.isCorrect)).toEqual([true, false, false]);
    expect(percentOf(graded.score, graded.maxScore)).toBe(60);
    expect(percentOf(0, 0)).toBe(0);
  });
});

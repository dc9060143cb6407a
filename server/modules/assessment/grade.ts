import type { ElementAnswer } from '../../../contract/assessment';
import { ELEMENT_RULES, type ElementType } from '../../../contract/elements';
import { normalizeArabic } from './normalize-arabic';

/** An element as grading sees it: its type, its points and its answers in order. */
export interface GradableElement {
  id: string;
  typeId: string;
  points: number;
  answers: { id: string; position: number; text: string; isCorrect: boolean }[];
}

export interface Grade {
  elementId: string;
  isCorrect: boolean;
  pointsEarned: number;
  /** 0 for elements the server cannot grade (read, describe, compare audio: no answer key). */
  pointsPossible: number;
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * Whether `answer` is right. Options: every correct option chosen and nothing else, or a typed
 * text equal to a correct option's (normalizeArabic). Words: all of them in their order, as ids
 * or as one typed sentence. Picture options take ids only.
 */
function isRight(element: GradableElement, answer: ElementAnswer): boolean {
  const shape = ELEMENT_RULES[element.typeId as ElementType]?.answers ?? 'none';
  const ordered = [...element.answers].sort((x, y) => x.position - y.position);
  if (shape === 'words') {
    if (answer.choiceIds)
      return sameList(
        answer.choiceIds,
        ordered.map((word) => word.id),
      );
    const sentence = normalizeArabic(ordered.map((word) => word.text).join(' '));
    return sentence !== '' && normalizeArabic(answer.text ?? '') === sentence;
  }
  const correct = ordered.filter((option) => option.isCorrect);
  if (answer.choiceIds)
    return sameSet(
      answer.choiceIds,
      correct.map((option) => option.id),
    );
  if (shape !== 'text-options') return false;
  const typed = normalizeArabic(answer.text ?? '');
  return typed !== '' && correct.some((option) => normalizeArabic(option.text) === typed);
}

/** The grade of one element; an element left unanswered earns nothing. */
export function gradeElement(element: GradableElement, answer: ElementAnswer | undefined): Grade {
  const shape = ELEMENT_RULES[element.typeId as ElementType]?.answers ?? 'none';
  const pointsPossible = shape === 'none' ? 0 : element.points;
  const isCorrect = pointsPossible > 0 && answer !== undefined && isRight(element, answer);
  return {
    elementId: element.id,
    isCorrect,
    pointsEarned: isCorrect ? pointsPossible : 0,
    pointsPossible,
  };
}

/** Every element of the activity graded; the score and its maximum are their sums. */
export function gradeAttempt(elements: GradableElement[], answers: ElementAnswer[]) {
  const byElement = new Map(answers.map((answer) => [answer.elementId, answer]));
  const grades = elements.map((element) => gradeElement(element, byElement.get(element.id)));
  const score = grades.reduce((sum, grade) => sum + grade.pointsEarned, 0);
  const maxScore = grades.reduce((sum, grade) => sum + grade.pointsPossible, 0);
  return { grades, score, maxScore };
}

/** The score as a whole percentage of the maximum (0 when nothing counts). */
export const percentOf = (score: number, maxScore: number) =>
  maxScore === 0 ? 0 : Math.round((score * 100) / maxScore);

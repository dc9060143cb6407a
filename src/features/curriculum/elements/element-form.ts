import { ELEMENT_RULES, type ElementType } from '../../../../contract/element-constants';
import type { Element, ElementBody, ElementContent } from '../../../../contract/elements';

export interface AnswerValues {
  /** The stored answer's id (kept by the service); absent for a new one. */
  id?: string;
  text: string;
  picture: string | null;
  isCorrect: boolean;
}

/** The editor's values: the save body of `type`, with only the type's content fields. */
export interface ElementValues {
  activityId: string;
  questionnaireLevel: number;
  points: number;
  content: ElementContent;
  answers: AnswerValues[];
}

const MEDIA_FIELDS = new Set(['picture', 'audio', 'video']);

export const blankAnswer = (): AnswerValues => ({ text: '', picture: null, isCorrect: false });

/** A saved element's values, or a new element's: empty fields and the fewest answers allowed. */
export function valuesOf(type: ElementType, activityId: string, element: Element | null) {
  const rule = ELEMENT_RULES[type];
  const content = Object.fromEntries(
    rule.fields.map((field) => {
      const saved = element?.content[field] ?? null;
      return [field, MEDIA_FIELDS.has(field) ? saved : (saved ?? '')];
    }),
  ) as ElementContent;
  const answers: AnswerValues[] = element
    ? element.answers.map(({ id, text, picture, isCorrect }) => ({ id, text, picture, isCorrect }))
    : Array.from({ length: rule.minAnswers }, blankAnswer);
  return {
    activityId,
    questionnaireLevel: element?.questionnaireLevel ?? 1,
    points: element?.points ?? 1,
    content,
    answers,
  } satisfies ElementValues;
}

/** What is sent: an answer without an id is new; a words list keeps no "correct" marks. */
export function bodyOf(type: ElementType, values: ElementValues): ElementBody {
  const words = ELEMENT_RULES[type].answers === 'words';
  return {
    activityId: values.activityId,
    questionnaireLevel: values.questionnaireLevel,
    points: values.points,
    content: values.content,
    answers: values.answers.map(({ id, text, picture, isCorrect }) => ({
      ...(id && { id }),
      text,
      picture,
      isCorrect: words ? false : isCorrect,
    })),
  } as ElementBody;
}

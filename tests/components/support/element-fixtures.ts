import type { Element, ElementType } from '../../../contract/elements';

export const ACTIVITY_ID = '30000000-0000-4000-8000-000000000001';
export const ELEMENT_ID = '40000000-0000-4000-8000-000000000001';
export const answerId = (n: number) => `50000000-0000-4000-8000-00000000000${n}`;

/** A saved element as the levels service answers it. */
export function savedElement(
  typeId: ElementType,
  content: Element['content'],
  answers: Omit<Element['answers'][number], 'id' | 'order'>[] = [],
  problems: string[] = [],
): Element {
  return {
    id: ELEMENT_ID,
    order: 1,
    titleEn: '',
    titleAr: '',
    status: 'unpublished',
    isEnabled: false,
    isArchived: false,
    wasPublished: false,
    updatedAt: '2026-11-24T10:00:00.000Z',
    activityId: ACTIVITY_ID,
    typeId,
    questionnaireLevel: 1,
    points: 1,
    content,
    answers: answers.map((answer, index) => ({
      ...answer,
      id: answerId(index + 1),
      order: index + 1,
    })),
    problems,
  };
}

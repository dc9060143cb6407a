import type { Activity, AnyActivityKind, Topic, Unit } from '../../../contract/curriculum';
import {
  elementProblems,
  type Element,
  type ElementContent,
  type ElementType,
} from '../../../contract/elements';
import { contentStatusOf } from '../../../machines/content.machine';

/** The workflow columns every content row has. */
export interface ContentRow {
  id: string;
  position: number;
  titleEn: string;
  titleAr: string;
  isEnabled: boolean;
  isArchived: boolean;
  publishedAt: Date | null;
  updatedAt: Date;
}

const presentItem = (row: ContentRow) => ({
  id: row.id,
  order: row.position,
  titleEn: row.titleEn,
  titleAr: row.titleAr,
  isEnabled: row.isEnabled,
  isArchived: row.isArchived,
  status: contentStatusOf(row),
  wasPublished: row.publishedAt !== null,
  updatedAt: row.updatedAt.toISOString(),
});

export const presentTopic = (row: ContentRow): Topic => presentItem(row);

export const presentUnit = (row: ContentRow & { levelId: string }): Unit => ({
  ...presentItem(row),
  levelId: row.levelId,
});

export const presentActivity = (
  row: ContentRow & {
    unitId: string | null;
    levelId: string | null;
    kind: string;
    expectedTimeInMinutes: number | null;
  },
): Activity => ({
  ...presentItem(row),
  unitId: row.unitId,
  levelId: row.levelId,
  kind: row.kind as AnyActivityKind,
  expectedTimeInMinutes: row.expectedTimeInMinutes,
});

export interface AnswerRow {
  id: string;
  position: number;
  text: string;
  picture: string | null;
  isCorrect: boolean;
}

export interface ElementRow extends ContentRow {
  activityId: string;
  typeId: string;
  questionnaireLevel: number;
  points: number;
  content: ElementContent;
}

export function presentElement(row: ElementRow, answers: AnswerRow[]): Element {
  const type = row.typeId as ElementType;
  return {
    ...presentItem(row),
    activityId: row.activityId,
    typeId: type,
    questionnaireLevel: row.questionnaireLevel,
    points: row.points,
    content: row.content as Record<string, string | null>,
    answers: answers.map((answer) => ({
      id: answer.id,
      order: answer.position,
      text: answer.text,
      picture: answer.picture,
      isCorrect: answer.isCorrect,
    })),
    problems: elementProblems(type, row.content, answers),
  };
}

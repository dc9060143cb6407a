import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { AnswerInput, ElementBody, ElementType } from '../../../contract/elements';
import type { Db } from '../../db/client';
import { elementAnswers, elements } from '../../db/schema/curriculum';
import type { AnswerRow, ElementRow } from './present';

export type ElementWithAnswers = { row: ElementRow; answers: AnswerRow[] };

const answerColumns = {
  id: elementAnswers.id,
  elementId: elementAnswers.elementId,
  position: elementAnswers.position,
  text: elementAnswers.text,
  picture: elementAnswers.picture,
  isCorrect: elementAnswers.isCorrect,
};

async function withAnswers(db: Db, rows: ElementRow[]): Promise<ElementWithAnswers[]> {
  if (rows.length === 0) return [];
  const answers = await db
    .select(answerColumns)
    .from(elementAnswers)
    .where(
      inArray(
        elementAnswers.elementId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(elementAnswers.position), asc(elementAnswers.id));
  const byElement = new Map<string, AnswerRow[]>();
  for (const answer of answers) {
    const list = byElement.get(answer.elementId) ?? [];
    list.push(answer);
    byElement.set(answer.elementId, list);
  }
  return rows.map((row) => ({ row, answers: byElement.get(row.id) ?? [] }));
}

/** An activity's elements in order, each with its answers. */
export async function elementsOf(
  db: Db,
  activityId: string,
  options: { includeArchived: boolean; drafts: boolean },
): Promise<ElementWithAnswers[]> {
  const rows = await db
    .select()
    .from(elements)
    .where(
      and(
        eq(elements.activityId, activityId),
        options.includeArchived ? undefined : eq(elements.isArchived, false),
        options.drafts ? undefined : eq(elements.isEnabled, true),
      ),
    )
    .orderBy(asc(elements.position), asc(elements.createdAt), asc(elements.id));
  return withAnswers(db, rows);
}

/** A platform element (an organisation's copies belong to its assignments, not the curriculum). */
export async function findElement(db: Db, id: string): Promise<ElementWithAnswers | null> {
  const rows = await db
    .select()
    .from(elements)
    .where(and(eq(elements.id, id), isNull(elements.organizationId)));
  const [found] = await withAnswers(db, rows);
  return found ?? null;
}

/** Writes the answers in the given order: kept ones (by id) updated, new ones added, the rest removed. */
async function syncAnswers(db: Db, elementId: string, answers: AnswerInput[]): Promise<void> {
  const kept = answers.flatMap((answer) => (answer.id ? [answer.id] : []));
  await db
    .delete(elementAnswers)
    .where(
      and(
        eq(elementAnswers.elementId, elementId),
        kept.length ? notInArray(elementAnswers.id, kept) : undefined,
      ),
    );
  for (const [position, answer] of answers.entries()) {
    const values = {
      position,
      text: answer.text,
      picture: answer.picture,
      isCorrect: answer.isCorrect,
    };
    if (answer.id) {
      await db
        .update(elementAnswers)
        .set(values)
        .where(and(eq(elementAnswers.id, answer.id), eq(elementAnswers.elementId, elementId)));
    }
  }
  const fresh = answers.flatMap((answer, position) =>
    answer.id
      ? []
      : [
          {
            elementId,
            position,
            text: answer.text,
            picture: answer.picture,
            isCorrect: answer.isCorrect,
          },
        ],
  );
  if (fresh.length) await db.insert(elementAnswers).values(fresh);
}

/** The answer ids of the element among `ids` (an unknown id in a save is a 400). */
export async function answerIdsOf(db: Db, elementId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: elementAnswers.id })
    .from(elementAnswers)
    .where(and(eq(elementAnswers.elementId, elementId), inArray(elementAnswers.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Appended after the activity's last element; starts unpublished. */
export async function insertElement(db: Db, type: ElementType, body: ElementBody): Promise<string> {
  const [row] = await db
    .insert(elements)
    .values({
      activityId: body.activityId,
      typeId: type,
      questionnaireLevel: body.questionnaireLevel,
      points: body.points,
      content: body.content,
      position: sql`(select coalesce(max(position), 0) + 1 from elements where activity_id = ${body.activityId})`,
    })
    .returning({ id: elements.id });
  await syncAnswers(db, row!.id, body.answers);
  return row!.id;
}

export async function replaceElement(
  db: Db,
  id: string,
  type: ElementType,
  body: ElementBody,
): Promise<void> {
  await db
    .update(elements)
    .set({
      typeId: type,
      questionnaireLevel: body.questionnaireLevel,
      points: body.points,
      content: body.content,
      updatedAt: sql`now()`,
    })
    .where(eq(elements.id, id));
  await syncAnswers(db, id, body.answers);
}

/** `PUT v1/admin/multichoiceActivities/{id}`: the activity (appended there), level and type. */
export async function updateElementMeta(
  db: Db,
  id: string,
  meta: { activityId: string; questionnaireLevel: number; typeId: ElementType },
  movesActivity: boolean,
): Promise<void> {
  await db
    .update(elements)
    .set({
      ...meta,
      updatedAt: sql`now()`,
      ...(movesActivity
        ? {
            position: sql`(select coalesce(max(position), 0) + 1 from elements where activity_id = ${meta.activityId})`,
          }
        : {}),
    })
    .where(eq(elements.id, id));
}

export async function findAnswer(
  db: Db,
  id: string,
): Promise<{ id: string; elementId: string } | null> {
  const [row] = await db
    .select({ id: elementAnswers.id, elementId: elementAnswers.elementId })
    .from(elementAnswers)
    .where(eq(elementAnswers.id, id));
  return row ?? null;
}

export async function deleteAnswer(db: Db, id: string): Promise<void> {
  await db.delete(elementAnswers).where(eq(elementAnswers.id, id));
}

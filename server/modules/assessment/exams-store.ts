import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ExamBody } from '../../../contract/curriculum';
import type { Db } from '../../db/client';
import { activities, elements } from '../../db/schema/curriculum';

/*
 * Exams and the level test: platform content (no organisation) that the curriculum's element
 * and workflow routes edit like lessons. Exams close a topic (`level_id`), never in its tree.
 */

/** Appended after the topic's last exam; starts unpublished. */
export async function insertExam(tx: Db, levelId: string, body: ExamBody) {
  const [row] = await tx
    .insert(activities)
    .values({
      ...body,
      kind: 'exam',
      levelId,
      position: sql`(select coalesce(max(position), 0) + 1 from activities
        where level_id = ${levelId} and kind = 'exam')`,
    })
    .returning();
  return row!;
}

/** The topic's exams in order; archived ones left out, drafts only for HAD. */
export function examsOf(tx: Db, levelId: string, drafts: boolean) {
  return tx
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.levelId, levelId),
        eq(activities.kind, 'exam'),
        eq(activities.isArchived, false),
        drafts ? undefined : eq(activities.isEnabled, true),
      ),
    )
    .orderBy(asc(activities.position), asc(activities.createdAt), asc(activities.id));
}

/** The one level test (seeded by migration 0024). */
export async function findLevelTest(tx: Db) {
  const [row] = await tx.select().from(activities).where(eq(activities.kind, 'level_test'));
  return row ?? null;
}

/**
 * Locks a platform element and names its activity's kind, or null when there is no such
 * platform element.
 */
export async function lockElementWithKind(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: elements.id, kind: activities.kind })
    .from(elements)
    .innerJoin(activities, eq(activities.id, elements.activityId))
    .where(and(eq(elements.id, id), isNull(elements.organizationId)))
    .for('update', { of: elements });
  return row ?? null;
}

export async function setElementPoints(tx: Db, id: string, points: number) {
  await tx
    .update(elements)
    .set({ points, updatedAt: sql`now()` })
    .where(eq(elements.id, id));
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ElementAnswer } from '../../../contract/assessment';
import type { Db } from '../../db/client';
import { attemptAnswers, attempts } from '../../db/schema/assessment';
import { elementAnswers, elements } from '../../db/schema/curriculum';
import type { GradableElement, Grade } from './grade';
import { rowsOf } from '../../platform/sql-rows';

/**
 * The activity `userId` may take, with the class room the attempt counts for, or null when
 * it is not open to them. Under RLS the caller sees platform content and their organisation's
 * own activities only. Platform content must be published with its whole chain (a lesson's unit
 * and topic, an exam's topic); the level test is always open (its published elements are what
 * it asks); an assignment or knowledge test must be given to a class room
 * the learner is in. A lesson or exam counts for the learner's class following its topic.
 */
export async function takeableActivity(tx: Db, activityId: string, userId: string) {
  const [row] = await rowsOf<{ id: string; kind: string; class_room_id: string | null }>(
    tx.execute(sql`
      with a as (
        select a.id, a.kind, coalesce(a.level_id, u.level_id) as level_id
        from activities a
        left join units u on u.id = a.unit_id
        left join levels l on l.id = coalesce(a.level_id, u.level_id)
        where a.id = ${activityId}
          and (a.kind = 'level_test' or (a.is_enabled and not a.is_archived))
          and (a.unit_id is null or (u.is_enabled and not u.is_archived))
          and (l.id is null or (l.is_enabled and not l.is_archived))
      )
      select a.id, a.kind,
        case when a.kind in ('assignment', 'knowledge_test') then (
          select g.class_room_id from activity_class_rooms g
          join class_room_students s on s.class_room_id = g.class_room_id and s.student_id = ${userId}
          join class_rooms c on c.id = g.class_room_id and not c.is_archived
          where g.activity_id = a.id order by g.created_at, g.class_room_id limit 1)
        else (
          select c.id from class_rooms c
          join class_room_students s on s.class_room_id = c.id and s.student_id = ${userId}
          where a.level_id is not null and c.level_id = a.level_id and not c.is_archived
          order by c.created_at, c.id limit 1)
        end as class_room_id
      from a`),
  );
  if (!row) return null;
  const given = row.kind === 'assignment' || row.kind === 'knowledge_test';
  if (given && row.class_room_id === null) return null;
  return { id: row.id, kind: row.kind, classRoomId: row.class_room_id };
}

/** The activity's published elements with their answers, in order. */
export async function gradableElements(tx: Db, activityId: string): Promise<GradableElement[]> {
  const rows = await tx
    .select({ id: elements.id, typeId: elements.typeId, points: elements.points })
    .from(elements)
    .where(
      and(
        eq(elements.activityId, activityId),
        eq(elements.isEnabled, true),
        eq(elements.isArchived, false),
      ),
    )
    .orderBy(asc(elements.position), asc(elements.id));
  if (rows.length === 0) return [];
  const answers = await tx
    .select({
      id: elementAnswers.id,
      elementId: elementAnswers.elementId,
      position: elementAnswers.position,
      text: elementAnswers.text,
      isCorrect: elementAnswers.isCorrect,
    })
    .from(elementAnswers)
    .where(
      inArray(
        elementAnswers.elementId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    answers: answers.filter((answer) => answer.elementId === row.id),
  }));
}

export interface NewAttempt {
  organizationId: string;
  userId: string;
  activityId: string;
  classRoomId: string | null;
  startedAt: Date | null;
  score: number;
  maxScore: number;
  grades: Grade[];
  answers: ElementAnswer[];
}

/** The attempt and one row per element, in the caller's transaction. */
export async function insertAttempt(tx: Db, attempt: NewAttempt) {
  const [row] = await tx
    .insert(attempts)
    .values({
      organizationId: attempt.organizationId,
      userId: attempt.userId,
      activityId: attempt.activityId,
      classRoomId: attempt.classRoomId,
      startedAt: attempt.startedAt,
      score: attempt.score,
      maxScore: attempt.maxScore,
    })
    .returning();
  const sent = new Map(attempt.answers.map((answer) => [answer.elementId, answer]));
  if (attempt.grades.length > 0) {
    await tx.insert(attemptAnswers).values(
      attempt.grades.map((grade) => {
        const { elementId: _, ...answer } = sent.get(grade.elementId) ?? { elementId: '' };
        return {
          attemptId: row!.id,
          elementId: grade.elementId,
          organizationId: attempt.organizationId,
          answer,
          isCorrect: grade.isCorrect,
          pointsEarned: grade.pointsEarned,
          pointsPossible: grade.pointsPossible,
        };
      }),
    );
  }
  return row!;
}

import { sql } from 'drizzle-orm';
import type { AttemptStatistics } from '../../../contract/assessment';
import type { Db } from '../../db/client';
import { percentOf } from './grade';

/*
 * A learner's attempts at one activity, in the caller's organisation (row-level security, and
 * the organisation named so attempts_user_activity_idx is used).
 */

const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * True when the caller may read `userId`'s results: a member of the organisation and, for a
 * reader who reads as a teacher only, a student of a class they teach.
 */
export async function readableLearner(
  tx: Db,
  organizationId: string,
  userId: string,
  onlyTeacherId: string | null,
): Promise<boolean> {
  const rows = await rowsOf<{ ok: number }>(
    tx.execute(
      onlyTeacherId
        ? sql`select 1 as ok from class_room_students s
            join class_rooms c on c.id = s.class_room_id
            where s.student_id = ${userId} and s.organization_id = ${organizationId}
              and c.teacher_id = ${onlyTeacherId} limit 1`
        : sql`select 1 as ok from memberships
            where user_id = ${userId} and organization_id = ${organizationId} limit 1`,
    ),
  );
  return rows.length > 0;
}

/** An activity the organisation sees: platform content or its own. */
export async function visibleActivity(tx: Db, id: string) {
  const [row] = await rowsOf<{ id: string; kind: string; title_en: string; title_ar: string }>(
    tx.execute(sql`select id, kind, title_en, title_ar from activities where id = ${id}`),
  );
  return row
    ? {
        id: row.id,
        kind: row.kind as AttemptStatistics['activity']['kind'],
        titleEn: row.title_en,
        titleAr: row.title_ar,
      }
    : null;
}

export async function attemptStatistics(
  tx: Db,
  organizationId: string,
  activityId: string,
  userId: string,
): Promise<Omit<AttemptStatistics, 'activity' | 'userId'>> {
  const mine = sql`t.organization_id = ${organizationId} and t.user_id = ${userId}
    and t.activity_id = ${activityId}`;
  const attempts = await rowsOf<{
    id: string;
    class_room_id: string | null;
    started_at: Date | string | null;
    submitted_at: Date | string;
    score: number;
    max_score: number;
  }>(
    tx.execute(sql`select t.id, t.class_room_id, t.started_at, t.submitted_at, t.score, t.max_score
      from attempts t where ${mine} order by t.submitted_at desc, t.id`),
  );
  const elements = await rowsOf<{
    element_id: string;
    type_id: string;
    answered: number;
    correct: number;
    earned: number;
    possible: number;
  }>(
    tx.execute(sql`select e.id as element_id, e.type_id, count(*)::int as answered,
        (count(*) filter (where a.is_correct))::int as correct,
        sum(a.points_earned)::int as earned, sum(a.points_possible)::int as possible
      from attempt_answers a
      join attempts t on t.id = a.attempt_id
      join elements e on e.id = a.element_id
      where ${mine}
      group by e.id, e.type_id, e.position
      order by e.position, e.id`),
  );
  const percents = attempts
    .filter((attempt) => attempt.max_score > 0)
    .map((attempt) => (attempt.score * 100) / attempt.max_score);
  return {
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      classRoomId: attempt.class_room_id,
      startedAt: attempt.started_at === null ? null : iso(attempt.started_at),
      submittedAt: iso(attempt.submitted_at),
      score: attempt.score,
      maxScore: attempt.max_score,
      percent: percentOf(attempt.score, attempt.max_score),
    })),
    bestPercent: attempts.length
      ? Math.max(...attempts.map((attempt) => percentOf(attempt.score, attempt.max_score)))
      : null,
    averageScore: percents.length
      ? Math.round((percents.reduce((sum, p) => sum + p, 0) / percents.length) * 10) / 10
      : null,
    elements: elements.map((row) => ({
      elementId: row.element_id,
      typeId: row.type_id,
      answered: row.answered,
      correct: row.correct,
      pointsEarned: row.earned,
      pointsPossible: row.possible,
    })),
  };
}

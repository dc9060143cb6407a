import { sql } from 'drizzle-orm';
import type {
  ClassAssignment,
  ClassExam,
  ClassUnit,
  StudentProgress,
} from '../../../contract/assessment';
import type { Db } from '../../db/client';

/*
 * A class room's work and progress, read from the attempts counted for it
 * (`attempts.class_room_id`, indexed with the organisation: attempts_organization_class_idx).
 * Scores are each attempt's score over its maximum, as a percentage, averaged with one decimal
 * (attempts worth nothing left out); null without attempts. Every query runs under the caller's
 * row-level security and names the organisation too, so the index is used.
 */

const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
const average = sql`round(avg(t.score * 100.0 / nullif(t.max_score, 0)), 1)::float8`;

export interface ClassRef {
  id: string;
  organizationId: string;
  levelId: string | null;
}

/**
 * The class room when the caller may read it: one of their organisation's, and taught by them
 * when they read as its teacher only.
 */
export async function readableClass(
  tx: Db,
  organizationId: string,
  id: string,
  onlyTeacherId: string | null,
): Promise<ClassRef | null> {
  const [row] = await rowsOf<{ id: string; level_id: string | null }>(
    tx.execute(sql`select id, level_id from class_rooms
      where id = ${id} and organization_id = ${organizationId}
      ${onlyTeacherId ? sql`and teacher_id = ${onlyTeacherId}` : sql``}`),
  );
  return row ? { id: row.id, organizationId, levelId: row.level_id } : null;
}

/** The topic's published lessons, by unit (units published too). */
const lessonsOf = (levelId: string) => sql`select a.id, a.unit_id from activities a
  join units u on u.id = a.unit_id
  where u.level_id = ${levelId} and u.is_enabled and not u.is_archived
    and a.kind = 'lesson' and a.is_enabled and not a.is_archived`;

/** Per student of the class and unit: the unit's lessons they attempted for the class. */
const lessonsDone = (room: ClassRef) => sql`select t.user_id, l.unit_id,
    count(distinct t.activity_id) as n
  from attempts t join lessons l on l.id = t.activity_id
  where t.organization_id = ${room.organizationId} and t.class_room_id = ${room.id}
    and t.user_id in (select student_id from class_room_students where class_room_id = ${room.id})
  group by t.user_id, l.unit_id`;

export async function classUnits(tx: Db, room: ClassRef): Promise<ClassUnit[]> {
  if (!room.levelId) return [];
  const rows = await rowsOf<{
    id: string;
    position: number;
    title_en: string;
    title_ar: string;
    lessons: number;
    completed_by: number;
  }>(
    tx.execute(sql`with lessons as (${lessonsOf(room.levelId)}),
      sizes as (select unit_id, count(*) as n from lessons group by unit_id),
      done as (${lessonsDone(room)})
      select u.id, u.position, u.title_en, u.title_ar,
        coalesce(z.n, 0)::int as lessons,
        (select count(*) from done d where d.unit_id = u.id and d.n = z.n)::int as completed_by
      from units u left join sizes z on z.unit_id = u.id
      where u.level_id = ${room.levelId} and u.is_enabled and not u.is_archived
      order by u.position, u.created_at, u.id`),
  );
  return rows.map((row) => ({
    id: row.id,
    order: row.position,
    titleEn: row.title_en,
    titleAr: row.title_ar,
    lessons: row.lessons,
    completedBy: row.completed_by,
  }));
}

export async function classExams(tx: Db, room: ClassRef): Promise<ClassExam[]> {
  if (!room.levelId) return [];
  const rows = await rowsOf<{
    id: string;
    position: number;
    title_en: string;
    title_ar: string;
    expected_time_in_minutes: number | null;
    submitted_by: number;
    average_score: number | null;
  }>(
    tx.execute(sql`select a.id, a.position, a.title_en, a.title_ar, a.expected_time_in_minutes,
        count(distinct t.user_id)::int as submitted_by, ${average} as average_score
      from activities a
      left join attempts t on t.activity_id = a.id
        and t.organization_id = ${room.organizationId} and t.class_room_id = ${room.id}
      where a.level_id = ${room.levelId} and a.kind = 'exam' and a.is_enabled and not a.is_archived
      group by a.id
      order by a.position, a.created_at, a.id`),
  );
  return rows.map((row) => ({
    id: row.id,
    order: row.position,
    titleEn: row.title_en,
    titleAr: row.title_ar,
    expectedTimeInMinutes: row.expected_time_in_minutes,
    submittedBy: row.submitted_by,
    averageScore: row.average_score,
  }));
}

/** Given to the class, soonest due first (no due date last), then by when given. */
export async function classAssignments(tx: Db, room: ClassRef): Promise<ClassAssignment[]> {
  const rows = await rowsOf<{
    id: string;
    kind: ClassAssignment['kind'];
    title_en: string;
    title_ar: string;
    given_at: Date | string;
    due_at: Date | string | null;
    submitted_by: number;
    average_score: number | null;
  }>(
    tx.execute(sql`select a.id, a.kind, a.title_en, a.title_ar, g.created_at as given_at, g.due_at,
        count(distinct t.user_id)::int as submitted_by, ${average} as average_score
      from activity_class_rooms g
      join activities a on a.id = g.activity_id
      left join attempts t on t.activity_id = a.id
        and t.organization_id = ${room.organizationId} and t.class_room_id = g.class_room_id
      where g.organization_id = ${room.organizationId} and g.class_room_id = ${room.id}
      group by a.id, g.created_at, g.due_at
      order by g.due_at nulls last, g.created_at, a.id`),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    titleEn: row.title_en,
    titleAr: row.title_ar,
    givenAt: iso(row.given_at)!,
    dueAt: iso(row.due_at),
    submittedBy: row.submitted_by,
    averageScore: row.average_score,
  }));
}

/** Per student of the class (by name): units done, attempts, average score, last activity. */
export async function classProgress(tx: Db, room: ClassRef) {
  const topicId = room.levelId ?? '00000000-0000-0000-0000-000000000000';
  const [units] = await rowsOf<{ n: number }>(
    tx.execute(sql`select count(distinct unit_id)::int as n from (${lessonsOf(topicId)}) l`),
  );
  const rows = await rowsOf<{
    user_id: string;
    first_name: string;
    last_name: string;
    units_done: number;
    attempts: number;
    average_score: number | null;
    last_at: Date | string | null;
  }>(
    tx.execute(sql`with lessons as (${lessonsOf(topicId)}),
      sizes as (select unit_id, count(*) as n from lessons group by unit_id),
      done as (${lessonsDone(room)}),
      units_done as (select d.user_id, count(*)::int as n from done d
        join sizes z on z.unit_id = d.unit_id and z.n = d.n group by d.user_id),
      stats as (select t.user_id, count(*)::int as attempts, ${average} as average_score,
          max(t.submitted_at) as last_at
        from attempts t
        where t.organization_id = ${room.organizationId} and t.class_room_id = ${room.id}
        group by t.user_id)
      select s.student_id as user_id, u.first_name, u.last_name,
        coalesce(ud.n, 0) as units_done, coalesce(st.attempts, 0) as attempts,
        st.average_score, st.last_at
      from class_room_students s
      join users u on u.id = s.student_id
      left join units_done ud on ud.user_id = s.student_id
      left join stats st on st.user_id = s.student_id
      where s.class_room_id = ${room.id}
      order by lower(u.first_name), lower(u.last_name), u.id`),
  );
  const students: StudentProgress[] = rows.map((row) => ({
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    unitsDone: row.units_done,
    attempts: row.attempts,
    averageScore: row.average_score,
    lastActivityAt: iso(row.last_at),
  }));
  return { units: units?.n ?? 0, students };
}

import { sql, type SQL } from 'drizzle-orm';
import type { Assignment, AssignmentKind } from '../../../contract/assignments';
import type { Db } from '../../db/client';
import { containsPattern } from '../../platform/search';
import { rowsOf } from '../../platform/sql-rows';

/*
 * Reading an organisation's assignments and knowledge tests: summaries, one, and submissions.
 * `onlyTeacherId` limits the classes (and so the counts and submissions) to those a teacher
 * teaches.
 */

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
const average = sql`round(avg(t.score * 100.0 / nullif(t.max_score, 0)), 1)::float8`;
const taughtBy = (onlyTeacherId: string | null) =>
  onlyTeacherId ? sql`and c.teacher_id = ${onlyTeacherId}` : sql``;

interface SummaryRow {
  id: string;
  kind: AssignmentKind;
  title_en: string;
  title_ar: string;
  level_id: string | null;
  level_title_en: string | null;
  level_title_ar: string | null;
  expected_time_in_minutes: number | null;
  elements: number;
  class_rooms:
    { classRoomId: string; name: string; dueAt: string | null; givenAt: string }[] | string;
  submitted_by: number;
  attempts: number;
  average_score: number | null;
  created_at: Date | string;
}

const summaries = (organizationId: string, where: SQL, onlyTeacherId: string | null) => sql`
  select a.id, a.kind, a.title_en, a.title_ar, a.level_id, l.title_en as level_title_en,
    l.title_ar as level_title_ar, a.expected_time_in_minutes, a.created_at,
    (select count(*)::int from elements e where e.activity_id = a.id) as elements,
    coalesce((select json_agg(json_build_object('classRoomId', c.id, 'name', c.name,
        'dueAt', g.due_at, 'givenAt', g.created_at) order by lower(c.name), c.id)
      from activity_class_rooms g join class_rooms c on c.id = g.class_room_id
      where g.activity_id = a.id and g.organization_id = ${organizationId}
        ${taughtBy(onlyTeacherId)}), '[]'::json) as class_rooms,
    s.submitted_by, s.attempts, s.average_score
  from activities a
  left join levels l on l.id = a.level_id
  left join lateral (select count(distinct t.user_id)::int as submitted_by,
      count(t.id)::int as attempts, ${average} as average_score
    from attempts t
    join activity_class_rooms g on g.activity_id = t.activity_id
      and g.class_room_id = t.class_room_id
    join class_rooms c on c.id = g.class_room_id
    where t.organization_id = ${organizationId} and t.activity_id = a.id
      ${taughtBy(onlyTeacherId)}) s on true
  where a.organization_id = ${organizationId} and ${where}`;

type ClassJson = { classRoomId: string; name: string; dueAt: string | null; givenAt: string };

function presentSummary(row: SummaryRow): Assignment {
  const classes: ClassJson[] =
    typeof row.class_rooms === 'string'
      ? (JSON.parse(row.class_rooms) as ClassJson[])
      : row.class_rooms;
  return {
    id: row.id,
    kind: row.kind,
    titleEn: row.title_en,
    titleAr: row.title_ar,
    levelId: row.level_id,
    levelTitleEn: row.level_title_en,
    levelTitleAr: row.level_title_ar,
    expectedTimeInMinutes: row.expected_time_in_minutes,
    elements: row.elements,
    classRooms: classes.map((c) => ({
      classRoomId: c.classRoomId,
      name: c.name,
      dueAt: iso(c.dueAt),
      givenAt: iso(c.givenAt)!,
    })),
    submittedBy: row.submitted_by,
    attempts: row.attempts,
    averageScore: row.average_score,
    createdAt: iso(row.created_at)!,
  };
}

export interface AssignmentFilter {
  kind: AssignmentKind;
  search?: string | undefined;
}

const filterOf = (filter: AssignmentFilter) =>
  sql`a.kind = ${filter.kind} ${
    filter.search
      ? sql`and (a.title_en ilike ${containsPattern(filter.search)}
          or a.title_ar ilike ${containsPattern(filter.search)})`
      : sql``
  }`;

/** A page of the organisation's work of a kind, newest first. */
export async function listAssignments(
  tx: Db,
  organizationId: string,
  filter: AssignmentFilter,
  page: { offset: number; limit: number },
  onlyTeacherId: string | null,
) {
  const rows = await rowsOf<SummaryRow>(
    tx.execute(sql`${summaries(organizationId, filterOf(filter), onlyTeacherId)}
      order by a.created_at desc, a.id limit ${page.limit} offset ${page.offset}`),
  );
  return rows.map(presentSummary);
}

export async function countAssignments(tx: Db, organizationId: string, filter: AssignmentFilter) {
  const [row] = await rowsOf<{ n: number }>(
    tx.execute(sql`select count(*)::int as n from activities a
      where a.organization_id = ${organizationId} and ${filterOf(filter)}`),
  );
  return row?.n ?? 0;
}

export async function oneAssignment(
  tx: Db,
  organizationId: string,
  id: string,
  onlyTeacherId: string | null,
) {
  const [row] = await rowsOf<SummaryRow>(
    tx.execute(summaries(organizationId, sql`a.id = ${id}`, onlyTeacherId)),
  );
  return row ? presentSummary(row) : null;
}

/** Per student of each class it is given to (by class, then name): what they submitted. */
export async function submissionsOf(
  tx: Db,
  organizationId: string,
  activityId: string,
  onlyTeacherId: string | null,
) {
  const rows = await rowsOf<{
    user_id: string;
    first_name: string;
    last_name: string;
    class_room_id: string;
    class_name: string;
    due_at: Date | string | null;
    attempts: number;
    best_percent: number | null;
    last_percent: number | null;
    first_at: Date | string | null;
    last_at: Date | string | null;
  }>(
    tx.execute(sql`select s.student_id as user_id, u.first_name, u.last_name,
        c.id as class_room_id, c.name as class_name, g.due_at,
        count(t.id)::int as attempts,
        max(t.pct)::int as best_percent,
        ((array_agg(t.pct order by t.submitted_at desc) filter (where t.id is not null))[1])::int
          as last_percent,
        min(t.submitted_at) as first_at, max(t.submitted_at) as last_at
      from activity_class_rooms g
      join class_rooms c on c.id = g.class_room_id
      join class_room_students s on s.class_room_id = g.class_room_id
      join users u on u.id = s.student_id
      left join (select id, user_id, class_room_id, submitted_at,
          coalesce(round(score * 100.0 / nullif(max_score, 0)), 0) as pct
        from attempts where organization_id = ${organizationId} and activity_id = ${activityId}) t
        on t.user_id = s.student_id and t.class_room_id = g.class_room_id
      where g.organization_id = ${organizationId} and g.activity_id = ${activityId}
        ${taughtBy(onlyTeacherId)}
      group by s.student_id, u.id, c.id, g.due_at
      order by lower(c.name), c.id, lower(u.first_name), lower(u.last_name), u.id`),
  );
  return rows.map((row) => {
    const submittedAt = iso(row.first_at);
    const dueAt = iso(row.due_at);
    return {
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      classRoomId: row.class_room_id,
      className: row.class_name,
      dueAt,
      submitted: row.attempts > 0,
      attempts: row.attempts,
      bestPercent: row.best_percent,
      lastPercent: row.last_percent,
      submittedAt,
      lastSubmittedAt: iso(row.last_at),
      late: submittedAt !== null && dueAt !== null && Date.parse(submittedAt) > Date.parse(dueAt),
    };
  });
}

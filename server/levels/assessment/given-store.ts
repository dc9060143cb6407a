import { sql, type SQL } from 'drizzle-orm';
import type { ChoiceActivity, GivenActivity, GivenKind } from '../../../contract/given-activities';
import type { Db } from '../../db/client';
import { containsPattern } from '../../platform/search';
import { rowsOf } from '../../platform/sql-rows';

/*
 * An organisation's assignments and knowledge tests (docs/assessment.md). Every query runs under
 * the caller's row-level security and names the organisation too. `onlyTeacherId` limits the
 * classes (and so the counts and submissions) to those a teacher teaches.
 */

const json = (ids: string[]) => JSON.stringify(ids);
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
const average = sql`round(avg(t.score * 100.0 / nullif(t.max_score, 0)), 1)::float8`;
const taughtBy = (onlyTeacherId: string | null) =>
  onlyTeacherId ? sql`and c.teacher_id = ${onlyTeacherId}` : sql``;

/** Of `ids`, the published platform elements whose whole chain (activity, unit, topic) is too. */
export async function publishedElementIds(tx: Db, ids: string[]): Promise<Set<string>> {
  const rows = await rowsOf<{ id: string }>(
    tx.execute(sql`select e.id from elements e
      join activities a on a.id = e.activity_id
      left join units u on u.id = a.unit_id
      join levels l on l.id = coalesce(a.level_id, u.level_id)
      where e.id in (select value::uuid from jsonb_array_elements_text(${json(ids)}::jsonb))
        and e.organization_id is null and e.is_enabled and not e.is_archived
        and a.organization_id is null and a.kind in ('lesson', 'exam')
        and a.is_enabled and not a.is_archived
        and (a.unit_id is null or (u.is_enabled and not u.is_archived))
        and l.is_enabled and not l.is_archived`),
  );
  return new Set(rows.map((row) => row.id));
}

export async function isPublishedLevel(tx: Db, levelId: string) {
  const rows = await rowsOf(
    tx.execute(sql`select 1 from levels where id = ${levelId} and is_enabled and not is_archived`),
  );
  return rows.length > 0;
}

export interface NewGiven {
  kind: GivenKind;
  titleEn: string;
  titleAr: string;
  levelId: string | null;
  expectedTimeInMinutes: number | null;
  elementIds: string[];
}

/**
 * The activity and copies of the elements (in the order given) with their answers and points:
 * the organisation's own rows, independent of later edits of the curriculum. Published from the
 * start (what learners see is what was chosen).
 */
export async function insertGiven(tx: Db, organizationId: string, given: NewGiven) {
  const [activity] = await rowsOf<{ id: string }>(
    tx.execute(sql`insert into activities (kind, organization_id, level_id, title_en, title_ar,
        expected_time_in_minutes, position, is_enabled, published_at)
      values (${given.kind}, ${organizationId}, ${given.levelId}, ${given.titleEn},
        ${given.titleAr}, ${given.expectedTimeInMinutes}, 1, true, now())
      returning id`),
  );
  const id = activity!.id;
  await tx.execute(sql`with src as (
      select e.*, o.n::int as n
      from jsonb_array_elements_text(${json(given.elementIds)}::jsonb) with ordinality as o(id, n)
      join elements e on e.id = o.id::uuid
    ), copied as (
      insert into elements (activity_id, organization_id, type_id, questionnaire_level, points,
        content, position, title_en, title_ar, is_enabled, published_at)
      select ${id}, ${organizationId}, type_id, questionnaire_level, points, content, n,
        title_en, title_ar, true, now() from src
      returning id, position
    )
    insert into element_answers (element_id, organization_id, position, text, picture, is_correct)
    select c.id, ${organizationId}, a.position, a.text, a.picture, a.is_correct
    from copied c join src s on s.n = c.position join element_answers a on a.element_id = s.id`);
  return id;
}

/** The activity when it is one of the organisation's given kinds. */
export async function findGiven(tx: Db, organizationId: string, id: string, lock = false) {
  const [row] = await rowsOf<{ id: string; kind: GivenKind }>(
    tx.execute(sql`select id, kind from activities
      where id = ${id} and organization_id = ${organizationId}
        and kind in ('assignment', 'knowledge_test')
      ${lock ? sql`for update` : sql``}`),
  );
  return row ?? null;
}

export interface ClassRow {
  id: string;
  teacher_id: string | null;
  is_archived: boolean;
}

/** The organisation's class rooms among `ids` (others do not exist under RLS). */
export function classRoomsAmong(tx: Db, organizationId: string, ids: string[]) {
  return rowsOf<ClassRow>(
    tx.execute(sql`select id, teacher_id, is_archived from class_rooms
      where organization_id = ${organizationId}
        and id in (select value::uuid from jsonb_array_elements_text(${json(ids)}::jsonb))`),
  );
}

/** Where it is given now, with each class's teacher. */
export function givenTo(tx: Db, organizationId: string, activityId: string) {
  return rowsOf<{ class_room_id: string; due_at: Date | string | null; teacher_id: string | null }>(
    tx.execute(sql`select g.class_room_id, g.due_at, c.teacher_id from activity_class_rooms g
      join class_rooms c on c.id = g.class_room_id
      where g.organization_id = ${organizationId} and g.activity_id = ${activityId}`),
  );
}

export async function removeGiven(
  tx: Db,
  organizationId: string,
  activityId: string,
  classRoomIds: string[],
) {
  if (classRoomIds.length === 0) return;
  await tx.execute(sql`delete from activity_class_rooms
    where organization_id = ${organizationId} and activity_id = ${activityId}
      and class_room_id in (select value::uuid from jsonb_array_elements_text(${json(classRoomIds)}::jsonb))`);
}

/** Gives it to each class (a class it is given to already keeps its date given, due date changed). */
export async function upsertGiven(
  tx: Db,
  organizationId: string,
  activityId: string,
  rows: { classRoomId: string; dueAt: string | null }[],
  assignedBy: string,
) {
  for (const row of rows) {
    await tx.execute(sql`insert into activity_class_rooms
        (activity_id, class_room_id, organization_id, due_at, assigned_by)
      values (${activityId}, ${row.classRoomId}, ${organizationId}, ${row.dueAt}, ${assignedBy})
      on conflict (activity_id, class_room_id) do update set due_at = excluded.due_at,
        assigned_by = excluded.assigned_by
      where activity_class_rooms.due_at is distinct from excluded.due_at`);
  }
}

export async function attemptsAt(tx: Db, organizationId: string, activityId: string) {
  const [row] = await rowsOf<{ n: number }>(
    tx.execute(sql`select count(*)::int as n from attempts
      where organization_id = ${organizationId} and activity_id = ${activityId}`),
  );
  return row?.n ?? 0;
}

export async function deleteGiven(tx: Db, organizationId: string, activityId: string) {
  await tx.execute(sql`delete from activities
    where id = ${activityId} and organization_id = ${organizationId}`);
}

interface SummaryRow {
  id: string;
  kind: GivenKind;
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

function presentSummary(row: SummaryRow): GivenActivity {
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

export interface GivenFilter {
  kind: GivenKind;
  search?: string | undefined;
}

const filterOf = (filter: GivenFilter) =>
  sql`a.kind = ${filter.kind} ${
    filter.search
      ? sql`and (a.title_en ilike ${containsPattern(filter.search)}
          or a.title_ar ilike ${containsPattern(filter.search)})`
      : sql``
  }`;

/** A page of the organisation's work of a kind, newest first. */
export async function listGiven(
  tx: Db,
  organizationId: string,
  filter: GivenFilter,
  page: { offset: number; limit: number },
  onlyTeacherId: string | null,
) {
  const rows = await rowsOf<SummaryRow>(
    tx.execute(sql`${summaries(organizationId, filterOf(filter), onlyTeacherId)}
      order by a.created_at desc, a.id limit ${page.limit} offset ${page.offset}`),
  );
  return rows.map(presentSummary);
}

export async function countGiven(tx: Db, organizationId: string, filter: GivenFilter) {
  const [row] = await rowsOf<{ n: number }>(
    tx.execute(sql`select count(*)::int as n from activities a
      where a.organization_id = ${organizationId} and ${filterOf(filter)}`),
  );
  return row?.n ?? 0;
}

export async function oneGiven(
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

/** Published topics, in the curriculum's order. */
export function publishedTopics(tx: Db) {
  return rowsOf<{ id: string; titleEn: string; titleAr: string }>(
    tx.execute(sql`select id, title_en as "titleEn", title_ar as "titleAr" from levels
      where is_enabled and not is_archived order by position, created_at, id`),
  );
}

/** The topic's published lessons (unit published) and exams, each with its published elements. */
export async function publishedChoices(tx: Db, levelId: string) {
  const rows = await rowsOf<{
    activity_id: string;
    kind: 'lesson' | 'exam';
    a_en: string;
    a_ar: string;
    u_en: string | null;
    u_ar: string | null;
    id: string;
    type_id: string;
    title_en: string;
    title_ar: string;
    preview: string | null;
    points: number;
  }>(
    tx.execute(sql`select a.id as activity_id, a.kind, a.title_en as a_en, a.title_ar as a_ar,
        u.title_en as u_en, u.title_ar as u_ar, e.id, e.type_id, e.title_en, e.title_ar,
        coalesce(e.content->>'prompt', e.content->>'passage', '') as preview, e.points
      from activities a
      left join units u on u.id = a.unit_id
      join elements e on e.activity_id = a.id and e.is_enabled and not e.is_archived
        and e.organization_id is null
      where a.organization_id is null and a.is_enabled and not a.is_archived
        and ((a.kind = 'lesson' and u.level_id = ${levelId} and u.is_enabled and not u.is_archived)
          or (a.kind = 'exam' and a.level_id = ${levelId}))
        and exists (select 1 from levels l where l.id = ${levelId} and l.is_enabled and not l.is_archived)
      order by a.kind desc, u.position nulls last, a.position, a.id, e.position, e.id`),
  );
  const byActivity = new Map<string, ChoiceActivity>();
  for (const row of rows) {
    let activity = byActivity.get(row.activity_id);
    if (!activity) {
      activity = {
        id: row.activity_id,
        kind: row.kind,
        titleEn: row.a_en,
        titleAr: row.a_ar,
        unitTitleEn: row.u_en,
        unitTitleAr: row.u_ar,
        elements: [],
      };
      byActivity.set(row.activity_id, activity);
    }
    activity.elements.push({
      id: row.id,
      typeId: row.type_id,
      titleEn: row.title_en,
      titleAr: row.title_ar,
      preview: row.preview ?? '',
      points: row.points,
    });
  }
  return [...byActivity.values()];
}

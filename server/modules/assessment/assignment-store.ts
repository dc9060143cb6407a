import { sql } from 'drizzle-orm';
import type { AssignmentKind } from '../../../contract/assignments';
import type { Db } from '../../db/client';
import { rowsOf } from '../../platform/sql-rows';

/*
 * An organisation's assignments and knowledge tests (docs/assessment.md): what writes them.
 * Every query runs under the caller's row-level security and names the organisation too; the
 * reads are in given-reads.ts, the curriculum to pick from in given-choices.ts.
 */

const json = (ids: string[]) => JSON.stringify(ids);

/** Among `ids`, published platform elements (of `levelIds` only, when given). */
export async function publishedElementIds(
  tx: Db,
  ids: string[],
  levelIds: Set<string> | null = null,
): Promise<Set<string>> {
  const within = levelIds
    ? sql`and l.id in (select value::uuid from jsonb_array_elements_text(${json([...levelIds])}::jsonb))`
    : sql``;
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
        and l.is_enabled and not l.is_archived ${within}`),
  );
  return new Set(rows.map((row) => row.id));
}

export async function isPublishedTopic(tx: Db, levelId: string) {
  const rows = await rowsOf(
    tx.execute(sql`select 1 from levels where id = ${levelId} and is_enabled and not is_archived`),
  );
  return rows.length > 0;
}

export interface NewAssignment {
  kind: AssignmentKind;
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
export async function insertAssignment(tx: Db, organizationId: string, given: NewAssignment) {
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
export async function findAssignment(tx: Db, organizationId: string, id: string, lock = false) {
  const [row] = await rowsOf<{ id: string; kind: AssignmentKind; title: string }>(
    tx.execute(sql`select id, kind, coalesce(nullif(title_en, ''), title_ar) as title from activities
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

export async function removeAssignment(
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
export async function upsertAssignment(
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

export async function deleteAssignment(tx: Db, organizationId: string, activityId: string) {
  await tx.execute(sql`delete from activities
    where id = ${activityId} and organization_id = ${organizationId}`);
}

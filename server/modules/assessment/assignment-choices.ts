import { sql } from 'drizzle-orm';
import type { ChoiceActivity } from '../../../contract/assignments';
import type { Db } from '../../db/client';
import { rowsOf } from '../../platform/sql-rows';

/*
 * What an organisation picks its assignments' questions from: the published curriculum, read
 * without Levels or Elements rights (a manager holds neither).
 */

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

import { sql, type SQL } from 'drizzle-orm';
import type { ContentKind } from '../../../contract/curriculum';
import type { Db } from '../../db/client';
import { descendantKinds, KIND_TABLES, parentColumnOf, tableOf } from './kinds';

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** How many of `ids` are children of `parentId` (all of them, or the request is wrong). */
export async function countChildrenAmong(
  tx: Db,
  kind: ContentKind,
  parentId: string,
  ids: string[],
): Promise<number> {
  const { rows } = (await tx.execute(
    sql`select count(*)::int as n from ${tableOf(kind)}
      where ${parentColumnOf(kind)} = ${parentId} and id = any(${uuidArray(ids)})`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}

/** The columns copied for each kind (besides id, parent, position and the workflow flags). */
const COPIED: Record<ContentKind, string[]> = {
  level: ['title_en', 'title_ar'],
  unit: ['title_en', 'title_ar'],
  activity: ['title_en', 'title_ar', 'kind', 'expected_time_in_minutes'],
  element: ['title_en', 'title_ar', 'type_id', 'questionnaire_level', 'points', 'content'],
};
const columns = (names: string[], alias?: string) =>
  sql.join(
    names.map((name) =>
      alias ? sql`${sql.identifier(alias)}.${sql.identifier(name)}` : sql.identifier(name),
    ),
    sql`, `,
  );

/**
 * Copies `ids` (children of `sourceId`) under `targetId`, after its last child, in their
 * order, with everything below them and the elements' answers: one statement of chained
 * data-modifying CTEs, each level mapping old ids to new ones. Copies start unpublished and
 * never published; archived items stay archived. Returns the new top-level ids.
 */
export async function copyItems(
  tx: Db,
  kind: ContentKind,
  ids: string[],
  sourceId: string,
  targetId: string,
): Promise<string[]> {
  const parent = parentColumnOf(kind);
  const steps: SQL[] = [
    sql`s0 as materialized (select t.id, gen_random_uuid() as new_id, ${targetId}::uuid as new_parent,
        (select coalesce(max(position), 0) from ${tableOf(kind)} where ${parent} = ${targetId})
          + row_number() over (order by t.position, t.created_at, t.id) as position,
        ${columns(COPIED[kind], 't')}, t.is_archived
      from ${tableOf(kind)} t where t.${parent} = ${sourceId} and t.id = any(${uuidArray(ids)}))`,
    sql`i0 as (insert into ${tableOf(kind)} (id, ${parent}, position, ${columns(COPIED[kind])}, is_archived)
      select new_id, new_parent, position, ${columns(COPIED[kind])}, is_archived from s0)`,
  ];
  descendantKinds(kind).forEach((child, index) => {
    const level = index + 1;
    const from = sql.identifier(`s${level - 1}`);
    const self = sql.identifier(`s${level}`);
    const childParent = parentColumnOf(child);
    steps.push(
      sql`${self} as materialized (select t.id, gen_random_uuid() as new_id, p.new_id as new_parent,
          t.position, ${columns(COPIED[child], 't')}, t.is_archived
        from ${tableOf(child)} t join ${from} p on t.${childParent} = p.id)`,
      sql`${sql.identifier(`i${level}`)} as (insert into ${tableOf(child)}
          (id, ${childParent}, position, ${columns(COPIED[child])}, is_archived)
        select new_id, new_parent, position, ${columns(COPIED[child])}, is_archived from ${self})`,
    );
  });
  const elementStep = kind === 'element' ? 0 : descendantKinds(kind).indexOf('element') + 1;
  steps.push(
    sql`ia as (insert into element_answers (element_id, position, text, picture, is_correct)
      select e.new_id, a.position, a.text, a.picture, a.is_correct
      from element_answers a join ${sql.identifier(`s${elementStep}`)} e on a.element_id = e.id)`,
  );
  const { rows } = (await tx.execute(
    sql`with ${sql.join(steps, sql`, `)} select new_id from s0 order by position`,
  )) as unknown as { rows: { new_id: string }[] };
  return rows.map((row) => row.new_id);
}

/** Moves `ids` (children of `sourceId`) under `targetId`, after its last child, in their order. */
export async function moveItems(
  tx: Db,
  kind: ContentKind,
  ids: string[],
  sourceId: string,
  targetId: string,
): Promise<void> {
  const parent = parentColumnOf(kind);
  await tx.execute(sql`update ${tableOf(kind)} t set ${parent} = ${targetId}::uuid,
      position = m.position, updated_at = now()
    from (select id, (select coalesce(max(position), 0) from ${tableOf(kind)} where ${parent} = ${targetId})
            + row_number() over (order by position, created_at, id) as position
          from ${tableOf(kind)} where ${parent} = ${sourceId} and id = any(${uuidArray(ids)})) m
    where t.id = m.id`);
}

export const hasParent = (kind: ContentKind) => KIND_TABLES[kind].parentColumn !== null;

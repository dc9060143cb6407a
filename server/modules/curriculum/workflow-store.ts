import { sql } from 'drizzle-orm';
import type { ContentImpact, ContentKind } from '../../../contract/curriculum';
import type { Db } from '../../db/client';
import { rowsOf } from '../../platform/sql-rows';
import type { TrashKind } from '../../../contract/trash';
import type { Trashing } from '../../platform/trash';
import { chainFrom, chainVisible, descendantKinds, KIND_TABLES, tableOf } from './kinds';

/** The workflow columns of one item, locked for the rest of the transaction. */
export interface ItemState {
  id: string;
  parentId: string | null;
  isEnabled: boolean;
  isArchived: boolean;
  wasPublished: boolean;
}

/** Activities and elements may be an organisation's (assignments): never the curriculum's. */
const platformOnly = (kind: ContentKind) =>
  kind === 'activity' || kind === 'element' ? sql` and organization_id is null` : sql``;

export async function lockItem(tx: Db, kind: ContentKind, id: string): Promise<ItemState | null> {
  const parent = KIND_TABLES[kind].parentColumn;
  const [row] = await rowsOf<{
    id: string;
    parent_id: string | null;
    is_enabled: boolean;
    is_archived: boolean;
    was_published: boolean;
  }>(
    tx.execute(sql`select id, ${parent ? sql.identifier(parent) : sql`null::uuid`} as parent_id,
      is_enabled, is_archived, published_at is not null as was_published
      from ${tableOf(kind)} where id = ${id}${platformOnly(kind)} for update`),
  );
  if (!row) return null;
  return {
    id: row.id,
    parentId: row.parent_id,
    isEnabled: row.is_enabled,
    isArchived: row.is_archived,
    wasPublished: row.was_published,
  };
}

/** Sets the flags; the first publication is remembered (such an item is never deleted). */
export async function setItemFlags(
  tx: Db,
  kind: ContentKind,
  id: string,
  flags: { isEnabled: boolean; isArchived: boolean },
): Promise<void> {
  await tx.execute(sql`update ${tableOf(kind)} set is_enabled = ${flags.isEnabled},
    is_archived = ${flags.isArchived}, updated_at = now(),
    published_at = case when ${flags.isEnabled} then coalesce(published_at, now()) else published_at end
    where id = ${id}`);
}

/** The screen's words for a content kind's trash items. */
const TRASH_KIND: Record<ContentKind, TrashKind> = {
  level: 'topic',
  unit: 'unit',
  activity: 'activity',
  element: 'element',
};

const titleOf = (alias: string) =>
  sql.raw(`coalesce(nullif(${alias}.title_en, ''), nullif(${alias}.title_ar, ''), '')`);

/** What the trash keeps of a curriculum item: its title, and its parent's as the context. */
export async function trashingOf(tx: Db, kind: ContentKind, id: string): Promise<Trashing> {
  const { table, parentColumn, parentKind } = KIND_TABLES[kind];
  const parent =
    parentColumn && parentKind
      ? sql`(select ${titleOf('p')} from ${tableOf(parentKind)} p
             where p.id = t.${sql.identifier(parentColumn)})`
      : sql`null::text`;
  const [row] = await rowsOf<{ name: string; context: string | null }>(
    tx.execute(sql`select ${titleOf('t')} as name, ${parent} as context
      from ${tableOf(kind)} t where t.id = ${id}`),
  );
  return {
    kind: TRASH_KIND[kind],
    recordId: id,
    name: row?.name ?? '',
    context: row?.context ?? null,
    organizationId: null,
    roots: [{ table, match: { id: [id] } }],
  };
}

export async function deleteItem(tx: Db, kind: ContentKind, id: string): Promise<void> {
  await tx.execute(sql`delete from ${tableOf(kind)} where id = ${id}`);
}

/**
 * An activity has no single chain: a lesson sits in a unit of a topic, an exam closes a topic
 * (`level_id`), and the level test or an organisation's own work stands alone. Each part it has
 * must be published; the level test is always open (its published elements are what it asks).
 */
const activityVisible = (id: string) => sql`select
    (a.kind = 'level_test' or (a.is_enabled and not a.is_archived))
    and (u.id is null or (u.is_enabled and not u.is_archived))
    and (l.id is null or (l.is_enabled and not l.is_archived)) as visible
  from activities a
  left join units u on u.id = a.unit_id
  left join levels l on l.id = coalesce(a.level_id, u.level_id)
  where a.id = ${id}`;

/** True when the item and all its ancestors are published and not archived. */
export async function isVisible(tx: Db, kind: ContentKind, id: string): Promise<boolean> {
  const query =
    kind === 'activity'
      ? activityVisible(id)
      : sql`select ${chainVisible(kind)} as visible ${chainFrom(kind, id)}`;
  const rows = await rowsOf<{ visible: boolean }>(tx.execute(query));
  return rows[0]?.visible === true;
}

/**
 * The topic an item belongs to. A lesson reaches it through its unit; an exam (and its
 * elements) names it itself; the level test and an organisation's own work have none.
 */
function topicOf(kind: ContentKind, id: string) {
  if (kind === 'level') return sql`select ${id}::uuid as level_id`;
  if (kind === 'unit') return sql`select level_id from units where id = ${id}`;
  const activity =
    kind === 'activity'
      ? sql`from activities a`
      : sql`from elements e join activities a on a.id = e.activity_id`;
  const self = kind === 'activity' ? sql`a.id` : sql`e.id`;
  return sql`select coalesce(a.level_id, u.level_id) as level_id ${activity}
    left join units u on u.id = a.unit_id where ${self} = ${id}`;
}

/** The items below `id` as one union: each row's flags and first publication. */
function descendantsOf(kind: ContentKind, id: string) {
  const parts = [];
  let parentIds = sql`select ${id}::uuid`;
  for (const child of descendantKinds(kind)) {
    const info = KIND_TABLES[child];
    const select = sql`select id from ${sql.identifier(info.table)} where ${sql.identifier(info.parentColumn!)} in (${parentIds})`;
    parts.push(
      sql`select is_enabled, is_archived, published_at from ${sql.identifier(info.table)} where ${sql.identifier(info.parentColumn!)} in (${parentIds})`,
    );
    parentIds = select;
  }
  return parts;
}

/**
 * What archiving or deleting an item touches: class rooms (of every organisation) following
 * its topic, the items below it, and whether it or any of them was ever published. Needs a
 * platform-wide scope to count other organisations' class rooms.
 */
export async function itemImpact(
  tx: Db,
  kind: ContentKind,
  id: string,
  wasPublished: boolean,
): Promise<ContentImpact> {
  const [topic] = await rowsOf<{ level_id: string | null }>(tx.execute(topicOf(kind, id)));
  const [rooms] = topic?.level_id
    ? await rowsOf<{ n: number }>(
        tx.execute(sql`select count(*)::int as n from class_rooms where level_id = ${topic.level_id}
          and not is_archived`),
      )
    : [{ n: 0 }];
  const parts = descendantsOf(kind, id);
  const [below] = parts.length
    ? await rowsOf<{ children: number; published: number; ever: boolean | null }>(
        tx.execute(sql`select count(*)::int as children,
          (count(*) filter (where is_enabled and not is_archived))::int as published,
          bool_or(published_at is not null) as ever
          from (${sql.join(parts, sql` union all `)}) d`),
      )
    : [{ children: 0, published: 0, ever: false }];
  const classRooms = rooms?.n ?? 0;
  const everPublished = wasPublished || below?.ever === true;
  return {
    classRooms,
    children: below?.children ?? 0,
    publishedChildren: below?.published ?? 0,
    wasPublished: everPublished,
    deletable: !everPublished && (kind !== 'level' || classRooms === 0),
  };
}

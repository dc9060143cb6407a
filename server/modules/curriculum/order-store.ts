import { sql } from 'drizzle-orm';
import type { ContentKind } from '../../../contract/curriculum';
import type { Db } from '../../db/client';
import { parentColumnOf, tableOf } from './kinds';

/**
 * Gives `ids` positions 1..n when they are exactly the siblings under `parentId` (every topic
 * when `parentId` is null), locked first so two reorders apply one after the other. Returns
 * false, changing nothing, when the list names another set of items.
 */
export async function reorderSiblings(
  tx: Db,
  kind: ContentKind,
  parentId: string | null,
  ids: string[],
): Promise<boolean> {
  const where = parentId === null ? sql`true` : sql`${parentColumnOf(kind)} = ${parentId}`;
  const { rows } = (await tx.execute(
    sql`select id from ${tableOf(kind)} where ${where} order by id for update`,
  )) as unknown as { rows: { id: string }[] };
  const siblings = new Set(rows.map((row) => row.id));
  if (siblings.size !== ids.length || ids.some((id) => !siblings.has(id))) return false;
  await tx.execute(sql`update ${tableOf(kind)} t set position = v.position::int, updated_at = now()
    from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as v(id, position)
    where t.id = v.id and t.position <> v.position`);
  return true;
}

import { sql, type SQL } from 'drizzle-orm';
import type { ContentKind } from '../../../contract/curriculum';

/** Where each kind lives: its table, the column naming its parent, and its children's kind. */
export interface KindTable {
  table: string;
  /** Alias in chain queries (l, u, a, e). */
  alias: string;
  parentColumn: string | null;
  parentKind: ContentKind | null;
  childKind: ContentKind | null;
}

export const KIND_TABLES: Record<ContentKind, KindTable> = {
  level: { table: 'levels', alias: 'l', parentColumn: null, parentKind: null, childKind: 'unit' },
  unit: {
    table: 'units',
    alias: 'u',
    parentColumn: 'level_id',
    parentKind: 'level',
    childKind: 'activity',
  },
  activity: {
    table: 'activities',
    alias: 'a',
    parentColumn: 'unit_id',
    parentKind: 'unit',
    childKind: 'element',
  },
  element: {
    table: 'elements',
    alias: 'e',
    parentColumn: 'activity_id',
    parentKind: 'activity',
    childKind: null,
  },
};

export const tableOf = (kind: ContentKind) => sql.identifier(KIND_TABLES[kind].table);
export const parentColumnOf = (kind: ContentKind) => {
  const column = KIND_TABLES[kind].parentColumn;
  if (!column) throw new Error(`${kind} has no parent`);
  return sql.identifier(column);
};

/** The kind and its ancestors, from itself up to the topic. */
export function chainOf(kind: ContentKind): ContentKind[] {
  const chain: ContentKind[] = [kind];
  for (let parent = KIND_TABLES[kind].parentKind; parent; parent = KIND_TABLES[parent].parentKind) {
    chain.push(parent);
  }
  return chain;
}

/**
 * `from <item> join <its ancestors> where <item>.id = id`, each table under its alias, so a
 * query can read the topic (`l.id`) or test that the whole chain is published.
 */
export function chainFrom(kind: ContentKind, id: string): SQL {
  const chain = chainOf(kind);
  const joins = chain.slice(1).map((parent, i) => {
    const child = KIND_TABLES[chain[i]!];
    const table = KIND_TABLES[parent];
    return sql` join ${sql.identifier(table.table)} ${sql.identifier(table.alias)} on ${sql.identifier(table.alias)}.id = ${sql.identifier(child.alias)}.${sql.identifier(child.parentColumn!)}`;
  });
  const self = KIND_TABLES[kind];
  return sql`from ${sql.identifier(self.table)} ${sql.identifier(self.alias)}${sql.join(joins)} where ${sql.identifier(self.alias)}.id = ${id}`;
}

/** True when every table of the chain is published and not archived (what others may read). */
export function chainVisible(kind: ContentKind): SQL {
  return sql.join(
    chainOf(kind).map((k) => {
      const alias = sql.identifier(KIND_TABLES[k].alias);
      return sql`(${alias}.is_enabled and not ${alias}.is_archived)`;
    }),
    sql` and `,
  );
}

/** The kinds below `kind`, nearest first. */
export function descendantKinds(kind: ContentKind): ContentKind[] {
  const below: ContentKind[] = [];
  for (let child = KIND_TABLES[kind].childKind; child; child = KIND_TABLES[child].childKind) {
    below.push(child);
  }
  return below;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../sql-rows';

/**
 * The database's own description of its tables, read once from pg_catalog: which foreign keys
 * cascade or set null on a delete (what a delete takes with it), each table's primary key and
 * the columns a restore may write. The trash follows it rather than a list of its own, so a
 * new table that cascades from a trashed one is kept and restored without a change here.
 */
export interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  parentColumn: string;
  /** c: cascade, n: set null; others block the delete and are not followed. */
  onDelete: 'c' | 'n' | 'r' | 'a' | 'd';
}

export interface Table {
  primaryKey: string[];
  /** Column name → its SQL type (`uuid`, `text`, `integer`). */
  types: Record<string, string>;
  /** Columns a restore writes (generated ones are computed again). */
  writable: string[];
}

export interface Graph {
  keys: ForeignKey[];
  tables: Map<string, Table>;
}

let cached: Promise<Graph> | undefined;

/** The graph of the public schema (every database of a process has the same migrations). */
export function graphOf(tx: Db): Promise<Graph> {
  cached ??= readGraph(tx).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function readGraph(tx: Db): Promise<Graph> {
  const keys = await rowsOf<ForeignKey & { columns: number }>(
    tx.execute(sql`
      select child.relname as child, parent.relname as parent, c.confdeltype as "onDelete",
             array_length(c.conkey, 1) as columns,
             (select attname from pg_catalog.pg_attribute
               where attrelid = c.conrelid and attnum = c.conkey[1]) as column,
             (select attname from pg_catalog.pg_attribute
               where attrelid = c.confrelid and attnum = c.confkey[1]) as "parentColumn"
      from pg_catalog.pg_constraint c
      join pg_catalog.pg_class child on child.oid = c.conrelid
      join pg_catalog.pg_class parent on parent.oid = c.confrelid
      join pg_catalog.pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public'`),
  );
  const columns = await rowsOf<{
    table: string;
    column: string;
    type: string;
    generated: boolean;
    primary: number | null;
  }>(
    tx.execute(sql`
      select t.relname as table, a.attname as column,
             pg_catalog.format_type(a.atttypid, null) as type,
             a.attgenerated <> '' as generated,
             array_position(i.indkey::int2[], a.attnum) as primary
      from pg_catalog.pg_class t
      join pg_catalog.pg_namespace n on n.oid = t.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped
      left join pg_catalog.pg_index i on i.indrelid = t.oid and i.indisprimary
        and a.attnum = any (i.indkey::int2[])
      where n.nspname = 'public' and t.relkind in ('r', 'p')
      order by t.relname, a.attnum`),
  );
  const tables = new Map<string, Table>();
  const keyOrder = new Map<string, [number, string][]>();
  for (const row of columns) {
    const table = tables.get(row.table) ?? { primaryKey: [], types: {}, writable: [] };
    tables.set(row.table, table);
    table.types[row.column] = row.type;
    if (!row.generated) table.writable.push(row.column);
    if (row.primary !== null) {
      const order = keyOrder.get(row.table) ?? [];
      order.push([row.primary, row.column]);
      keyOrder.set(row.table, order);
    }
  }
  for (const [name, order] of keyOrder) {
    tables.get(name)!.primaryKey = order.sort((a, b) => a[0] - b[0]).map(([, column]) => column);
  }
  const followed = keys.filter((key) => key.onDelete === 'c' || key.onDelete === 'n');
  const composite = followed.find((key) => key.columns !== 1);
  if (composite) throw new Error(`trash: ${composite.child} has a composite foreign key`);
  return {
    keys: keys.map(({ child, column, parent, parentColumn, onDelete }) => ({
      child,
      column,
      parent,
      parentColumn,
      onDelete,
    })),
    tables,
  };
}

/** The tables of `names` ordered so that a table comes after every table it references. */
export function parentsFirst(graph: Graph, names: string[]): string[] {
  const wanted = new Set(names);
  const done = new Set<string>();
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name) || path.has(name)) return;
    path.add(name);
    for (const key of graph.keys) {
      if (key.child === name && key.parent !== name && wanted.has(key.parent)) {
        visit(key.parent, path);
      }
    }
    done.add(name);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

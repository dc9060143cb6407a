import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../sql-rows';
import { graphOf, parentsFirst, type Graph } from './graph';

type Row = Record<string, unknown>;

/** Where a delete starts: the rows of `table` whose every column in `match` is one of its values. */
export interface Root {
  table: string;
  match: Record<string, string[]>;
}

/** References a delete set to null: put back on restore where they are still null. */
export interface Link {
  table: string;
  column: string;
  /** The referring rows' primary key (one column) and the value the column held. */
  rows: { key: string; value: string }[];
}

/** What a delete takes away: every row by table, and the references it clears. */
export interface Snapshot {
  tables: Record<string, Row[]>;
  links: Link[];
}

const id = (name: string) => sql.identifier(name);

/** `column = any(values)`, cast to the column's own type so its index serves. */
function matching(graph: Graph, table: string, column: string, values: string[]): SQL {
  const type = graph.tables.get(table)?.types[column];
  if (!type) throw new Error(`trash: no column ${table}.${column}`);
  return sql`${id(column)} = any(${listOf(values, type)})`;
}

const matchingAll = (graph: Graph, table: string, match: Root['match']): SQL =>
  sql.join(
    Object.entries(match).map(([column, values]) => matching(graph, table, column, values)),
    sql` and `,
  );

/** `values` as one array parameter of `type` (sent as JSON: any text is safe). */
export const listOf = (values: string[], type: string): SQL =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::${sql.raw(type)}[]`;

const keyOf = (graph: Graph, table: string, row: Row) =>
  graph.tables
    .get(table)!
    .primaryKey.map((column) => String(row[column]))
    .join('/');

/**
 * The rows `roots` name and everything a delete of them would take by cascade, read under the
 * caller's scope, and the references it would set to null. Read before the delete, in its
 * transaction.
 */
export async function capture(tx: Db, roots: Root[], extraLinks: Link[] = []): Promise<Snapshot> {
  const graph = await graphOf(tx);
  const kept = new Map<string, Map<string, Row>>();
  const links: Link[] = [...extraLinks];
  const queue = [...roots];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { table, match } = next;
    if (Object.values(match).some((values) => values.length === 0)) continue;
    const found = await rowsOf<{ row: Row }>(
      tx.execute(
        sql`select to_jsonb(t) as row from ${id(table)} t where ${matchingAll(graph, table, match)}`,
      ),
    );
    const rows = kept.get(table) ?? new Map<string, Row>();
    kept.set(table, rows);
    const added: Row[] = [];
    for (const { row } of found) {
      const key = keyOf(graph, table, row);
      if (rows.has(key)) continue;
      rows.set(key, row);
      added.push(row);
    }
    if (added.length === 0) continue;
    for (const key of graph.keys.filter((k) => k.parent === table)) {
      const referenced = [...new Set(added.map((row) => row[key.parentColumn]))]
        .filter((value) => value !== null && value !== undefined)
        .map(String);
      if (key.onDelete === 'c') {
        queue.push({ table: key.child, match: { [key.column]: referenced } });
      }
      if (key.onDelete === 'n' && referenced.length > 0) {
        links.push(await linksOf(tx, graph, key.child, key.column, referenced));
      }
    }
  }
  const tables: Record<string, Row[]> = {};
  for (const [table, rows] of kept) if (rows.size > 0) tables[table] = [...rows.values()];
  if (tables[roots[0]?.table ?? ''] === undefined) throw new Error('trash: the record is gone');
  return { tables, links: links.filter((link) => link.rows.length > 0) };
}

async function linksOf(
  tx: Db,
  graph: Graph,
  table: string,
  column: string,
  values: string[],
): Promise<Link> {
  const [primary, ...more] = graph.tables.get(table)!.primaryKey;
  if (!primary || more.length > 0) throw new Error(`trash: ${table} needs a one-column key`);
  const rows = await rowsOf<{ key: string; value: string }>(
    tx.execute(
      sql`select ${id(primary)}::text as key, ${id(column)}::text as value from ${id(table)}
          where ${matching(graph, table, column, values)}`,
    ),
  );
  return { table, column, rows };
}

/** A restore under another name: the row of `table` keyed `key` gets `value` in `column`. */
export interface Rename {
  table: string;
  key: string;
  column: string;
  value: string;
}

/**
 * Puts a snapshot back under the caller's scope: every table parents first, then the
 * references that are still null. A name or key taken meanwhile, or a parent that is gone,
 * fails with the database's own error (the caller says which).
 */
export async function putBack(tx: Db, snapshot: Snapshot, rename?: Rename): Promise<void> {
  const graph = await graphOf(tx);
  for (const table of parentsFirst(graph, Object.keys(snapshot.tables))) {
    const shape = graph.tables.get(table);
    if (!shape) throw new Error(`trash: the table ${table} is gone`);
    const rows = snapshot.tables[table]!.map((row) =>
      rename && rename.table === table && keyOf(graph, table, row) === rename.key
        ? { ...row, [rename.column]: rename.value }
        : row,
    );
    const kept = new Set(rows.flatMap((row) => Object.keys(row)));
    const columns = sql.join(shape.writable.filter((column) => kept.has(column)).map(id), sql`, `);
    await tx.execute(sql`
      insert into ${id(table)} (${columns}) overriding system value
      select ${columns} from jsonb_populate_recordset(null::${id(table)}, ${JSON.stringify(rows)}::jsonb)`);
  }
  for (const link of snapshot.links) {
    const [primary] = graph.tables.get(link.table)?.primaryKey ?? [];
    const type = graph.tables.get(link.table)?.types[link.column];
    if (!primary || !type) continue;
    await tx.execute(sql`
      update ${id(link.table)} t set ${id(link.column)} = l.value::${sql.raw(type)}
      from jsonb_to_recordset(${JSON.stringify(link.rows)}::jsonb) as l(key text, value text)
      where t.${id(primary)}::text = l.key and t.${id(link.column)} is null`);
  }
}

/** Every text in the snapshot's rows that `names` (the stored upload names) holds. */
export function textsOf(snapshot: Snapshot): string[] {
  const texts = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  Object.values(snapshot.tables).forEach(walk);
  return [...texts];
}

/** The key of a row as `capture` keeps it (its primary key's values joined by `/`). */
export async function rowKey(tx: Db, table: string, row: Row): Promise<string> {
  return keyOf(await graphOf(tx), table, row);
}

/** A reference of a kept row to a row that is neither in the database nor in the snapshot. */
export interface Missing {
  table: string;
  parent: string;
  parentColumn: string;
  value: string;
}

/**
 * What a restore would point at that is gone. References the delete would have set to null
 * are set to null in the snapshot (a teacher who left); the others are answered, for the
 * caller to say (a parent in the trash, or gone for good).
 */
export async function missingParents(tx: Db, snapshot: Snapshot): Promise<Missing[]> {
  const graph = await graphOf(tx);
  const missing: Missing[] = [];
  for (const [table, rows] of Object.entries(snapshot.tables)) {
    for (const key of graph.keys.filter((k) => k.child === table && k.parent !== table)) {
      const values = [...new Set(rows.map((row) => row[key.column]))]
        .filter((value) => value !== null && value !== undefined)
        .map(String);
      if (values.length === 0) continue;
      const kept = new Set(
        (snapshot.tables[key.parent] ?? []).map((row) => String(row[key.parentColumn])),
      );
      const outside = values.filter((value) => !kept.has(value));
      if (outside.length === 0) continue;
      const found = new Set(
        (
          await rowsOf<{ value: string }>(
            tx.execute(
              sql`select ${id(key.parentColumn)}::text as value from ${id(key.parent)}
                  where ${matching(graph, key.parent, key.parentColumn, outside)}`,
            ),
          )
        ).map((row) => row.value),
      );
      const gone = outside.filter((value) => !found.has(value));
      if (gone.length === 0) continue;
      if (key.onDelete === 'n') {
        for (const row of rows) if (gone.includes(String(row[key.column]))) row[key.column] = null;
      } else {
        missing.push(
          ...gone.map((value) => ({
            table,
            parent: key.parent,
            parentColumn: key.parentColumn,
            value,
          })),
        );
      }
    }
  }
  return missing;
}

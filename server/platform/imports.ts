import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  IMPORT_MESSAGES,
  RECENT_IMPORTS,
  type Import,
  type Rollback,
  type RollbackRow,
} from '../../contract/imports';
import { canRollBack, importStatusOf, rollbackUntil } from '../../machines/import.machine';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { conflict, notFound } from './errors';
import { fullName } from './person-name';

/*
 * What the import modules share (docs/imports.md): a batch table read as the wire's Import, and
 * the rollback's frame (lock, decide with the import machine, record who and when). Each module
 * says what its rows are and what undoing one means.
 */

/** The columns every batch table has (invitation_batches, live_class_batches). */
export interface BatchTable {
  table: PgTable;
  id: PgColumn;
  organizationId: PgColumn;
  fileName: PgColumn;
  createdBy: PgColumn;
  createdAt: PgColumn;
  /** Invitations sent, live classes created. */
  createdCount: PgColumn;
  skippedCount: PgColumn;
  rolledBackAt: PgColumn;
  rolledBackBy: PgColumn;
}

const creator = alias(users, 'import_creator');
const undoer = alias(users, 'import_undoer');

interface ImportRow {
  id: string;
  fileName: string | null;
  createdById: string | null;
  createdByFirst: string | null;
  createdByLast: string | null;
  createdAt: Date;
  createdCount: number;
  skippedCount: number;
  rolledBackAt: Date | null;
  rolledBackById: string | null;
  rolledBackByFirst: string | null;
  rolledBackByLast: string | null;
}

const when = (value: Date | string) => new Date(value);

function present(row: ImportRow, now: Date): Import {
  const createdAt = when(row.createdAt);
  const rolledBackAt = row.rolledBackAt ? when(row.rolledBackAt) : null;
  return {
    id: row.id,
    fileName: row.fileName,
    createdBy: row.createdById
      ? { id: row.createdById, name: fullName(row.createdByFirst, row.createdByLast) }
      : null,
    createdAt: createdAt.toISOString(),
    createdCount: row.createdCount,
    skippedCount: row.skippedCount,
    status: importStatusOf(rolledBackAt, createdAt, now),
    rolledBackBy: row.rolledBackById
      ? { id: row.rolledBackById, name: fullName(row.rolledBackByFirst, row.rolledBackByLast) }
      : null,
    rolledBackAt: rolledBackAt?.toISOString() ?? null,
    rollbackUntil: rollbackUntil(createdAt).toISOString(),
  };
}

function selectImports(tx: Db, batches: BatchTable, where: SQL | undefined) {
  return tx
    .select({
      id: sql<string>`${batches.id}`,
      fileName: sql<string | null>`${batches.fileName}`,
      createdById: sql<string | null>`${batches.createdBy}`,
      createdByFirst: creator.firstName,
      createdByLast: creator.lastName,
      createdAt: sql<Date>`${batches.createdAt}`,
      createdCount: sql<number>`${batches.createdCount}`,
      skippedCount: sql<number>`${batches.skippedCount}`,
      rolledBackAt: sql<Date | null>`${batches.rolledBackAt}`,
      rolledBackById: sql<string | null>`${batches.rolledBackBy}`,
      rolledBackByFirst: undoer.firstName,
      rolledBackByLast: undoer.lastName,
    })
    .from(batches.table)
    .leftJoin(creator, eq(creator.id, batches.createdBy))
    .leftJoin(undoer, eq(undoer.id, batches.rolledBackBy))
    .where(where);
}

/** The organisation's newest imports of one table (and kind), RECENT_IMPORTS at most. */
export async function recentImports(
  tx: Db,
  batches: BatchTable,
  where: { organizationId: string; also?: SQL },
  now: Date,
): Promise<Import[]> {
  const rows = await selectImports(
    tx,
    batches,
    and(eq(batches.organizationId, where.organizationId), where.also),
  )
    .orderBy(desc(batches.createdAt), desc(batches.id))
    .limit(RECENT_IMPORTS);
  return rows.map((row) => present(row, now));
}

/** One import of the organisation, locked for a rollback when `lock`; 404 when not theirs. */
export async function importOf(
  tx: Db,
  batches: BatchTable,
  where: { organizationId: string; id: string; also?: SQL },
  now: Date,
  { lock }: { lock: boolean },
): Promise<Import> {
  const query = selectImports(
    tx,
    batches,
    and(eq(batches.organizationId, where.organizationId), eq(batches.id, where.id), where.also),
  );
  const [row] = lock ? await query.for('update', { of: batches.table }) : await query;
  if (!row) throw notFound();
  return present(row, now);
}

/** What a module's rollback needs to know and do for the rows of one import. */
export interface RollbackRows {
  /** The rows the import created, each with what a rollback does to it now (locked to undo). */
  decide(options: { lock: boolean }): Promise<RollbackRow[]>;
  /** Undoes the rows decided 'cancel' or 'trash', in the caller's transaction. */
  undo(rows: RollbackRow[]): Promise<void>;
}

/** The kept rows first (what the person must know about), then the rest in the module's order. */
function rollbackOf(target: Import, rows: RollbackRow[], done: boolean): Rollback {
  const kept = rows.filter((row) => row.outcome === 'keep');
  const undone = rows.filter((row) => row.outcome === 'cancel' || row.outcome === 'trash');
  const rest = rows.filter((row) => row.outcome === 'none');
  return {
    import: target,
    rows: [...kept, ...undone, ...rest],
    undoneCount: undone.length,
    keptCount: kept.length,
    done,
  };
}

/** A module's rows of an import. */
export type RowsOf = (target: Import) => RollbackRows;

/** What rolling `target` back would do now (its rows as they are when already rolled back). */
export async function previewRollback(target: Import, rowsOf: RowsOf): Promise<Rollback> {
  const decided = await rowsOf(target).decide({ lock: false });
  if (target.status === 'rolledBack') {
    return rollbackOf(
      target,
      decided.map((row) => (row.outcome === 'keep' ? row : { ...row, outcome: 'none' })),
      false,
    );
  }
  return rollbackOf(target, decided, false);
}

/**
 * Rolls an import of the organisation back once, in the caller's transaction, on its batch row's
 * lock (so two rollbacks run one after the other): 404 when not theirs, 409 once its window has
 * passed; a second rollback changes nothing and says so.
 */
export async function rollBack(
  tx: Db,
  batches: BatchTable,
  where: { organizationId: string; id: string; also?: SQL },
  rowsOf: RowsOf,
  context: { userId: string; now: Date },
): Promise<{ rollback: Rollback; message: string }> {
  const target = await importOf(tx, batches, where, context.now, { lock: true });
  if (target.status === 'rolledBack') {
    return {
      rollback: await previewRollback(target, rowsOf),
      message: IMPORT_MESSAGES.alreadyRolledBack,
    };
  }
  if (!canRollBack(target.status)) throw conflict(IMPORT_MESSAGES.closed);
  const rows = rowsOf(target);
  const decided = await rows.decide({ lock: true });
  await rows.undo(decided);
  // Both batch tables name these columns alike (BatchTable).
  await tx.execute(
    sql`update ${batches.table} set rolled_back_at = ${context.now.toISOString()}::timestamptz,
      rolled_back_by = ${context.userId}::uuid where ${batches.id} = ${target.id}::uuid`,
  );
  const after = await importOf(tx, batches, where, context.now, { lock: false });
  const rollback = rollbackOf(after, decided, true);
  return { rollback, message: IMPORT_MESSAGES.rolledBack(rollback.undoneCount) };
}

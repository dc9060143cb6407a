import type { Db } from './client';

/**
 * Transactions on node-postgres whose BEGIN travels with their first statement: one simple
 * query message `begin; <opening>`, one round trip, where Drizzle's `db.transaction` sends
 * BEGIN alone and then the statement. The opening has its values written in as literals
 * (`literal`), since the simple protocol takes no parameters; the work inside is Drizzle's
 * usual transaction (savepoints for nested ones).
 */
export interface OpenTransaction {
  /** The rows the opening's last statement answered. */
  rows: Record<string, unknown>[];
  /** Runs `work` in the transaction, then commits (rolls back if it throws) and lets go. */
  run<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Rolls back and lets go, without running anything. */
  abandon(): Promise<void>;
}

export interface PgTransactions {
  open(opening: string): Promise<OpenTransaction>;
  /**
   * Called before this pool hands out a connection, on the asking code's async context (the
   * auth guard frees a transaction it opened for the request, so a request never holds one
   * connection while it waits for another).
   */
  beforeCheckout(hook: () => void): void;
}

const registry = new WeakMap<Db, PgTransactions>();

/**
 * A PostgreSQL string literal of `value`, as node-postgres's escapeLiteral writes it: quotes
 * doubled, and backslashes doubled in an E'' string so the result does not depend on
 * standard_conforming_strings.
 */
export function literal(value: string): string {
  if (value.includes('\0')) throw new Error('A literal cannot hold a NUL character.');
  const quoted = value.replace(/'/g, "''");
  return value.includes('\\') ? ` E'${quoted.replace(/\\/g, '\\\\')}'` : `'${quoted}'`;
}

/** Makes `transactions` the way `withTenant` opens transactions of `db`. */
export const setPgTransactions = (db: Db, transactions: PgTransactions): void => {
  registry.set(db, transactions);
};

/** The one-message transactions of `db`, or undefined (PGlite: in-process, no round trips). */
export const pgTransactionsOf = (db: Db): PgTransactions | undefined => registry.get(db);

import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** The advisory-lock key of start-up (any fixed number of ours; see decide.ts for another). */
const STARTUP_LOCK = 7_461_001;

/**
 * Runs `work` (migrations, demo seeding) in one process at a time: API processes started
 * together on one PostgreSQL would otherwise migrate the same schema twice, or both find the
 * database empty and seed it twice. The lock is a transaction-scoped advisory lock held by one
 * pooled connection while `work` runs on the others; a process that waits finds the work done.
 * PGlite belongs to one process: nothing to share.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.engine !== 'pg') return work();
  let result: T | undefined;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK})`);
    result = await work();
  });
  return result as T;
}

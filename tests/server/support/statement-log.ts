import type { Logger } from 'drizzle-orm/logger';
import type { Db } from '../../../server/db/client';
import type { TestDatabase } from './test-database';

/**
 * The same database through a second Drizzle handle that records every statement it sends
 * (on PGlite, BEGIN and COMMIT are PGlite's own and not among them). Closing it is the
 * original's business.
 */
export async function loggingDatabase(
  database: TestDatabase,
): Promise<{ database: TestDatabase; statements: string[] }> {
  const statements: string[] = [];
  const logger: Logger = { logQuery: (query) => statements.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db: Db =
    database.engine === 'pglite'
      ? (await import('drizzle-orm/pglite')).drizzle({ client: client as never, logger })
      : (await import('drizzle-orm/node-postgres')).drizzle({ client: client as never, logger });
  return { database: { ...database, db, close: async () => undefined }, statements };
}

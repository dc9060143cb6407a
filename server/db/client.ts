import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The Drizzle handle every store takes; the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Engine = 'pglite' | 'pg';

export interface Database {
  db: Db;
  engine: Engine;
  /** Applies the drizzle-kit migrations in server/db/migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (reopen with `loadDataDir`). */
  snapshot?(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface PgliteOptions {
  /** Directory of the database files; omitted means in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir` to start from (tests use a migrated, seeded snapshot). */
  loadDataDir?: Blob;
}

// Drivers are imported on demand: a process loads only the engine it uses (faster start).
export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  const [{ PGlite }, { btree_gist }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    // Live classes' exclusion constraint (migration 0018) needs btree_gist's uuid operators.
    extensions: { btree_gist },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzle({ client });
  return {
    db,
    engine: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}

export async function openPostgres(connectionString: string, max = 10): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection ended by the server (restart, failover, admin shutdown) is emitted here;
  // unhandled, it would crash the process. The pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzle({ client: pool });
  return {
    db,
    engine: 'pg',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

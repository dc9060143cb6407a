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
  /** shared_buffers (PGLITE_SHARED_BUFFERS): most of what PGlite keeps resident. */
  sharedBuffers?: string;
}

/**
 * PGlite's buffer cache unless told otherwise. Its own default, 128MB, is resident from the
 * start (an idle server: 407 MB against 291 MB here); 24MB still holds the pages a name search
 * over 100,000 students reads (median 12.7 ms, as at 128MB; 26.7 ms at 16MB), and neither
 * start-up nor a 10,000-row import changes with it (docs/performance.md).
 */
export const PGLITE_SHARED_BUFFERS = '24MB';

/**
 * postgresql.conf of an embedded database. Given one, PGlite writes the file whole, so it says
 * again what PGlite's initdb wrote (UTC, ISO dates, C locale messages, English text search).
 */
const pgliteConf = (sharedBuffers: string) => [
  `shared_buffers = '${sharedBuffers}'`,
  "timezone = 'UTC'",
  "log_timezone = 'UTC'",
  "datestyle = 'iso, mdy'",
  "lc_messages = 'C'",
  "lc_monetary = 'C'",
  "lc_numeric = 'C'",
  "lc_time = 'C'",
  "default_text_search_config = 'pg_catalog.english'",
  "dynamic_shared_memory_type = 'posix'",
  "max_wal_size = '1GB'",
  "min_wal_size = '80MB'",
];

// Drivers are imported on demand: a process loads only the engine it uses (faster start).
export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  const [{ PGlite }, { btree_gist }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    // Live classes' exclusion constraint (migration 0018) needs btree_gist's uuid operators;
    // name searches read pg_trgm's indexes (0030).
    extensions: { btree_gist, pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    postgresqlconf: pgliteConf(options.sharedBuffers ?? PGLITE_SHARED_BUFFERS),
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
  const [{ default: pg }, { drizzle }, { migrate }, { registerPgTransactions }] = await Promise.all(
    [
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('./pg-transactions'),
    ],
  );
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection ended by the server (restart, failover, admin shutdown) is emitted here;
  // unhandled, it would crash the process. The pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzle({ client: pool });
  registerPgTransactions(db, pool);
  return {
    db,
    engine: 'pg',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

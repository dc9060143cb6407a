import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Engine } from '../server/db/client';

/** The PostgreSQL the benchmarks create their throwaway databases on. */
export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `work` with a connection to ADMIN_URL (creating and dropping databases). */
export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database of the engine for a benchmark, and how to get rid of it: PGlite in
 * `scratch`, or a `<prefix>_<pid>` database on ADMIN_URL's server (its `url` for other clients).
 */
export async function openFreshDatabase(engine: Engine, scratch: string, prefix: string) {
  if (engine === 'pglite') {
    const database = await openPglite({
      dataDir: join(scratch, 'pglite'),
      ...(process.env.PGLITE_SHARED_BUFFERS
        ? { sharedBuffers: process.env.PGLITE_SHARED_BUFFERS }
        : {}),
    });
    return {
      database,
      label: 'PGlite (in this process, one connection)',
      url: undefined,
      drop: async () => {},
    };
  }
  const name = `${prefix}_${process.pid}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  const drop = () =>
    withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  return {
    database,
    label: `PostgreSQL (pool of 10), database ${name}`,
    url: url.toString(),
    drop,
  };
}

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../../server/db/client';
import { createDatabase, databaseUrl, dropDatabases } from './pg-admin';
import './provided';

export interface TestDatabase extends Database {
  /** pg only: URL of this file's own database (e.g. for a spawned server). */
  url?: string;
}

let snapshot: Blob | undefined;

/** A fresh, migrated and seeded database for one test file (or one test). */
export async function openTestDatabase(): Promise<TestDatabase> {
  const info = inject('testDatabase');
  if (info.engine === 'pglite') {
    if (!info.snapshotPath) throw new Error('no PGlite snapshot provided');
    snapshot ??= new Blob([await readFile(info.snapshotPath)]);
    return openPglite({ loadDataDir: snapshot });
  }
  const { adminUrl, templateDatabase, databasePrefix } = info;
  if (!adminUrl || !templateDatabase || !databasePrefix) throw new Error('no pg template');
  const name = `${databasePrefix}${randomBytes(4).toString('hex')}`;
  await createDatabase(adminUrl, name, templateDatabase);
  const url = databaseUrl(adminUrl, name);
  const database = await openPostgres(url, 4);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await dropDatabases(adminUrl, [name]);
    },
  };
}

/** A fresh, empty database name on the pg server (for a spawned server to migrate). */
export async function createEmptyPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, databasePrefix } = inject('testDatabase');
  if (!adminUrl || !databasePrefix) throw new Error('pg engine only');
  const name = `${databasePrefix}${randomBytes(4).toString('hex')}`;
  await createDatabase(adminUrl, name);
  return { url: databaseUrl(adminUrl, name), drop: () => dropDatabases(adminUrl, [name]) };
}

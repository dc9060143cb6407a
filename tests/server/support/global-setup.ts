import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../../../server/db/client';
import { seedDemo } from '../../../server/db/seed';
import {
  closeToConnections,
  createDatabase,
  databaseUrl,
  dropDatabases,
  listDatabases,
  TEST_DATABASE_PREFIX,
} from './pg-admin';
import type { TestDatabaseInfo } from './provided';

async function migrateAndSeed(database: Database, scratch: string) {
  await database.migrate();
  // The seed's argon2 hashing happens here once, not in every test file.
  await seedDemo(database.db, { logosDir: path.join(scratch, 'logos') });
}

/**
 * Once per run and engine: a migrated, seeded database that each test file copies.
 * PGlite: a data-dir tarball; PostgreSQL: a template database.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_ENGINE === 'pg' ? 'pg' : 'pglite';
  const scratch = await mkdtemp(path.join(os.tmpdir(), `console-${engine}-setup-`));

  if (engine === 'pglite') {
    const database = await openPglite();
    await migrateAndSeed(database, scratch);
    const snapshotPath = path.join(scratch, 'seeded.tar');
    const blob = await database.snapshot?.();
    if (!blob) throw new Error('PGlite snapshot unavailable');
    await writeFile(snapshotPath, Buffer.from(await blob.arrayBuffer()));
    await database.close();
    project.provide('testDatabase', { engine, snapshotPath } satisfies TestDatabaseInfo);
    return async () => rm(scratch, { recursive: true, force: true });
  }

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('server-pg tests need DATABASE_URL');
  const databasePrefix = `${TEST_DATABASE_PREFIX}${randomBytes(4).toString('hex')}_`;
  const templateDatabase = `${databasePrefix}template`;
  await createDatabase(adminUrl, templateDatabase);
  const database = await openPostgres(databaseUrl(adminUrl, templateDatabase), 2);
  await migrateAndSeed(database, scratch);
  // A template must have no open connections when it is copied.
  await database.close();
  await closeToConnections(adminUrl, templateDatabase);
  project.provide('testDatabase', {
    engine,
    adminUrl,
    templateDatabase,
    databasePrefix,
  } satisfies TestDatabaseInfo);
  return async () => {
    await dropDatabases(adminUrl, await listDatabases(adminUrl, databasePrefix));
    await rm(scratch, { recursive: true, force: true });
  };
}

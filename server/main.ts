import path from 'node:path';
import { openPglite, openPostgres, type Database } from './db/client';
import { DEMO_LOGINS } from './db/demo-data';
import { isDatabaseEmpty, seedDemo } from './db/seed';
import { withStartupLock } from './db/startup-lock';
import { ConfigError, loadConfig, type AppConfig } from './platform/config';
import { resolveJwtSecret } from './platform/jwt-secret';
import { createMailWorker } from './platform/mail/worker';
import { createMediaStore } from './platform/media-store/create';
import type { MediaStore } from './platform/media-store/types';
import { installGracefulShutdown } from './platform/shutdown';
import { registerSlowRoute } from './platform/slow-route';
import { uploadPaths } from './platform/storage';
import { createUploadSweeper } from './platform/uploads-sweeper';
import { createTrashPurge } from './modules/trash/public';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function openDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite({
    dataDir: path.join(config.dataDir, 'pglite'),
    sharedBuffers: config.pgliteSharedBuffers,
  });
}

/** Seeds when empty by default; SEED_DEMO=1 also tops up missing demo rows; 0 never seeds. */
async function maybeSeed(
  database: Database,
  config: AppConfig,
  media: MediaStore,
): Promise<boolean> {
  if (config.seedMode === 'never') return false;
  const empty = await isDatabaseEmpty(database.db);
  if (!empty && config.seedMode === 'auto') return false;
  await seedDemo(database.db, {
    logosDir: uploadPaths(config.dataDir).logos,
    media,
  });
  return true;
}

function printBanner(config: AppConfig, address: string, seeded: boolean) {
  const lines = [
    '',
    `  Arabic teaching console: ${address}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
    `  Services: ${config.services.join(', ')}${seeded ? ' (demo data loaded)' : ''}`,
  ];
  if (config.seedMode !== 'never') {
    lines.push('  Demo logins:');
    for (const login of DEMO_LOGINS) {
      lines.push(`    ${login.email.padEnd(20)} ${login.password}  ${login.description}`);
    }
  }
  lines.push(`  ready in ${Math.round(performance.now())} ms`, '');
  console.log(lines.join('\n'));
}

async function main() {
  const config = readConfig();
  // Open the database (WebAssembly compile for PGlite) while the HTTP modules load.
  const [database, { buildApp }, jwtSecret] = await Promise.all([
    openDatabase(config),
    import('./app'),
    resolveJwtSecret(config.dataDir, config.jwtSecret),
  ]);
  // Chosen once: S3 when S3_BUCKET is set, disk under DATA_DIR otherwise.
  const media = createMediaStore({ s3: config.s3, mediaDir: uploadPaths(config.dataDir).media });
  // Several processes may start together on one PostgreSQL: one migrates and seeds at a time.
  const seeded = await withStartupLock(database, async () => {
    await database.migrate();
    return maybeSeed(database, config, media);
  });
  const app = await buildApp({ config, db: database.db, jwtSecret, media });
  if (process.env.TEST_SLOW_ROUTE === '1') registerSlowRoute(app);
  const mailWorker = createMailWorker({
    db: database.db,
    dataDir: config.dataDir,
    mail: config.mail,
    log: app.log.child({ component: 'mail' }),
  });
  const uploadSweeper = createUploadSweeper({
    db: database.db,
    media,
    filesDir: uploadPaths(config.dataDir).files,
    log: app.log.child({ component: 'uploads' }),
  });
  const trashPurge = createTrashPurge({
    db: database.db,
    retentionDays: config.trashRetentionDays,
    log: app.log.child({ component: 'trash' }),
  });
  installGracefulShutdown(app, {
    closeResources: async () => {
      await mailWorker.stop();
      await uploadSweeper.stop();
      await trashPurge.stop();
      await database.close();
    },
    timeoutMs: config.shutdownTimeoutMs,
  });
  await app.listen({ port: config.port, host: config.host });
  mailWorker.start();
  uploadSweeper.start();
  trashPurge.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  printBanner(config, `http://${host}:${port}`, seeded);
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error);
  process.exit(1);
});

/**
 * npm run bench:import: a 10,000-row .xlsx of student invitations, dry run then commit, through
 * the real app (in-process, on loopback, signed in as manager@demo.test of a seeded database),
 * on PGlite and on PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a
 * throwaway bench_import_<pid> database; skipped when unreachable). Prints each step's time and
 * the process's peak memory (RSS sampled every 10 ms; PGlite runs inside this process, so its
 * figure includes the database). Targets: dry run under 2 s, commit under 5 s, peak under 250 MB.
 * BENCH_ENGINES=pg (or pglite) runs one.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { IDEMPOTENCY_HEADER, INVITATION_FILE } from '../contract/invitations';
import { SERVICE_PREFIX, USERS_PATHS } from '../contract/paths';
import { buildApp } from '../server/app';
import type { Engine } from '../server/db/client';
import { DEMO_PASSWORD } from '../server/db/demo-data';
import { organizations } from '../server/db/schema/organizations';
import { seedDemo } from '../server/db/seed';
import { loadConfig } from '../server/platform/config';
import { ADMIN_URL, openFreshDatabase, withAdmin } from './bench-database';

const ROWS = INVITATION_FILE.maxRows;
const TARGETS = { dryRunMs: 2000, commitMs: 5000, peakMb: 250 };
const MB = 1024 * 1024;

/** 10,000 students: Arabic and Latin names, a third in Alif, a third in Ba. */
function workbook(): Buffer {
  const rows: string[][] = [['email', 'firstName', 'lastName', 'className']];
  for (let i = 0; i < ROWS; i += 1) {
    rows.push([
      `bench-${i}@import.test`,
      i % 2 ? 'هدى' : 'Sami',
      i % 2 ? 'صالح' : 'Haddad',
      ['Alif', 'Ba', ''][i % 3]!,
    ]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Invitations');
  // Compressed, as spreadsheet programs save them.
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** Peak RSS while `work` runs, sampled every 10 ms. */
async function measured<T>(work: () => Promise<T>) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - started;
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, ms, peakMb: peak / MB };
  } finally {
    clearInterval(timer);
  }
}

async function post(url: string, token: string, file: Buffer, headers: Record<string, string>) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(file)]), 'students.xlsx');
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body,
  });
  const json = (await response.json()) as { data?: Record<string, unknown>; message?: string };
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(json)}`);
  return json.data ?? {};
}

const verdict = (value: number, target: number) => (value < target ? 'met' : 'MISSED');

async function benchEngine(engine: Engine, file: Buffer) {
  const scratch = await mkdtemp(join(tmpdir(), 'console-bench-import-'));
  const { database, label, drop } = await openFreshDatabase(engine, scratch, 'bench_import');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    await seedDemo(database.db, { logosDir: join(scratch, 'logos') });
    // Room for 10,000 more students in Nour Academy (the demo contract has 200 seats).
    await database.db
      .update(organizations)
      .set({ maxStudents: 20_000 })
      .where(eq(organizations.name, 'Nour Academy'));
    const config = loadConfig({
      DATA_DIR: scratch,
      STATIC_DIR: join(scratch, 'no-console'),
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, db: database.db, jwtSecret: randomBytes(32) });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${base}${SERVICE_PREFIX.users}/v1/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'manager@demo.test', password: DEMO_PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const url = `${base}${SERVICE_PREFIX.users}/${USERS_PATHS.invitationsBulk('user')}`;
    const baseline = process.memoryUsage().rss / MB;

    const dryRun = await measured(() => post(`${url}?dryRun=true`, data.accessToken, file, {}));
    const key = `bench-${randomBytes(8).toString('hex')}`;
    const commit = await measured(() =>
      post(url, data.accessToken, file, { [IDEMPOTENCY_HEADER]: key }),
    );
    console.log(
      `\n${label}: ${ROWS.toLocaleString('en')} rows, ${(file.length / 1024).toFixed(0)} kB .xlsx`,
    );
    const driver = engine === 'pglite' ? "PGlite's WebAssembly heap included" : 'node-postgres';
    console.log(
      `  memory before the steps: ${baseline.toFixed(0)} MB RSS (the app and its database ` +
        `driver, ${driver}); the steps add dry run +${(dryRun.peakMb - baseline).toFixed(0)} MB, ` +
        `commit +${(commit.peakMb - baseline).toFixed(0)} MB`,
    );
    console.log(
      `  dry run: ${dryRun.ms.toFixed(0)} ms (target < ${TARGETS.dryRunMs}: ${verdict(dryRun.ms, TARGETS.dryRunMs)}), ` +
        `peak ${dryRun.peakMb.toFixed(0)} MB (target < ${TARGETS.peakMb}: ${verdict(dryRun.peakMb, TARGETS.peakMb)}); ` +
        `valid ${String(dryRun.result.validRows)}, invalid ${String(dryRun.result.invalidRows)}`,
    );
    console.log(
      `  commit:  ${commit.ms.toFixed(0)} ms (target < ${TARGETS.commitMs}: ${verdict(commit.ms, TARGETS.commitMs)}), ` +
        `peak ${commit.peakMb.toFixed(0)} MB (target < ${TARGETS.peakMb}: ${verdict(commit.peakMb, TARGETS.peakMb)}); ` +
        `invited ${String(commit.result.invitedCount)}, e-mails queued in the same transaction`,
    );
  } finally {
    await app?.close();
    await database.close();
    await drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

async function pgReachable(): Promise<boolean> {
  try {
    await withAdmin((client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,pg').split(',') as Engine[];
if (engines.length > 1) {
  // Each engine in a process of its own, so one's memory does not count in the other's peak.
  for (const engine of engines) {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, BENCH_ENGINES: engine },
      stdio: 'inherit',
    });
    await new Promise((resolve) => child.once('exit', resolve));
  }
} else {
  const [engine] = engines;
  if (engine === 'pg' && !(await pgReachable())) {
    console.log(`\nPostgreSQL: ${ADMIN_URL} is not reachable; skipped.`);
  } else if (engine) {
    await benchEngine(engine, workbook());
  }
}

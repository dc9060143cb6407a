/**
 * npm run bench:startup: builds the services (dist-server, as `npm start` runs them: plain
 * JavaScript, no TypeScript loader), then starts the server twice on one fresh embedded
 * database and twice on one fresh PostgreSQL database (DATABASE_URL's server, else
 * postgres://postgres@127.0.0.1:5432/test; skipped when unreachable). Prints how long each
 * start took to answer, and the server's resident memory once it has stood idle a few seconds.
 * On PGlite it does so for each shared_buffers in BENCH_SHARED_BUFFERS (default `16MB,128MB`:
 * ours and PGlite's own), since most of what the embedded database keeps resident is its cache.
 * Targets: second start under 1.5 s; idle under 300 MB on PGlite and 150 MB on PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer, type ServerOptions } from '../tests/e2e/support/server';
import { ADMIN_URL, withAdmin } from './bench-database';

const TARGETS = { secondStartMs: 1500, pgliteMb: 300, postgresMb: 150 };
const IDLE_MS = 3000;
const sharedBuffers = (process.env.BENCH_SHARED_BUFFERS ?? '16MB,128MB').split(',');

/** Resident memory of a process, in MB (Linux: VmRSS of /proc/<pid>/status). */
function residentMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1] ?? NaN) / 1024;
}

interface Start {
  ms: number;
  ownMs: string;
  idleMb: number;
}

async function timedStart(options: ServerOptions): Promise<Start> {
  const began = performance.now();
  const server = await startServer(options);
  const ms = performance.now() - began;
  const ownMs = /ready in (\d+) ms/.exec(server.output())?.[1] ?? '?';
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const idleMb = residentMb(server.pid);
  await server.stop();
  return { ms, ownMs, idleMb };
}

const describe = (start: Start) =>
  `${start.ms.toFixed(0)} ms to the first answer (the server's own figure: ${start.ownMs} ms), ` +
  `${start.idleMb.toFixed(0)} MB resident after ${IDLE_MS / 1000} s idle`;

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

function report(label: string, first: Start, second: Start, memoryTargetMb: number) {
  console.log(`\n${label}`);
  console.log(`  first start (migrate, seed demo data): ${describe(first)}`);
  console.log(`  second start (data kept): ${describe(second)}`);
  console.log(
    `  targets: second start < ${TARGETS.secondStartMs} ms ` +
      `${verdict(second.ms < TARGETS.secondStartMs)}; idle < ${memoryTargetMb} MB ` +
      verdict(second.idleMb < memoryTargetMb),
  );
}

async function benchPglite(buffers: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  try {
    const options = { dataDir, env: { PGLITE_SHARED_BUFFERS: buffers } };
    const first = await timedStart(options);
    const second = await timedStart(options);
    report(`PGlite, shared_buffers ${buffers}`, first, second, TARGETS.pgliteMb);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const name = `bench_startup_${process.pid}`;
  try {
    await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  } catch (error) {
    console.log(`\nPostgreSQL skipped: ${(error as Error).message}`);
    return;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'console-bench-'));
  try {
    const options = { dataDir, databaseUrl: url.toString() };
    const first = await timedStart(options);
    const second = await timedStart(options);
    report(`PostgreSQL (database ${name})`, first, second, TARGETS.postgresMb);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}

execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
for (const buffers of sharedBuffers) await benchPglite(buffers);
await benchPostgres();

/**
 * The ceiling of a PostgreSQL for the benchmarks (bench:api, bench:live-classes,
 * bench:reports): `pgbench -S` (one primary-key select per transaction, from C, no HTTP, no
 * BEGIN, no tenant settings) on a scale-1 pgbench schema initialised in the benchmark's
 * throwaway database, at 1 and at 10 clients by default.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DEBIAN_PGBENCH = '/usr/lib/postgresql/15/bin/pgbench';

/** pgbench on PATH, else Debian's PostgreSQL 15 one. */
async function pgbenchPath() {
  try {
    await run('pgbench', ['--version']);
    return 'pgbench';
  } catch {
    if (existsSync(DEBIAN_PGBENCH)) return DEBIAN_PGBENCH;
    throw new Error('pgbench not found (on PATH or at ' + DEBIAN_PGBENCH + ')');
  }
}

export async function pgbenchCeiling(url: string, seconds: number, clientCounts = [1, 10]) {
  const pgbench = await pgbenchPath();
  await run(pgbench, ['--initialize', '--scale=1', '--quiet', url]);
  const figures: { clients: number; tps: number }[] = [];
  for (const clients of clientCounts) {
    const threads = String(Math.min(clients, availableParallelism()));
    const { stdout } = await run(pgbench, [
      '--select-only',
      `--client=${clients}`,
      `--jobs=${threads}`,
      `--time=${seconds}`,
      url,
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`no tps in pgbench's output:\n${stdout}`);
    figures.push({ clients, tps: Number(tps) });
  }
  return figures;
}

/**
 * npm run bench:api: seeds 50 organisations, 1,000 classes and 100,000 students on PGlite and
 * on PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a throwaway
 * bench_api_<pid> database), starts the app in-process on loopback and measures list calls
 * with autocannon (50 connections), next to the same store calls straight through the driver.
 * Targets (PostgreSQL): p99 under 25 ms, API at least half the direct rate.
 * BENCH_SECONDS (default 6) sets each measurement's length; BENCH_ENGINES=pg (or pglite) runs one.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import type { Engine } from '../server/db/client';
import { loadConfig } from '../server/platform/config';
import { openFreshDatabase } from './bench-database';
import { classRoomCases, loginAs, type BenchCase, type BenchContext } from './bench-api/cases';
import {
  measureDirect,
  measureHttp,
  trackInFlight,
  type Figures,
  type Load,
} from './bench-api/measure';
import { BENCH, seedBench } from './bench-api/seed';
import { studentCases } from './bench-api/student-cases';

const LOAD: Load = { connections: 50, seconds: Number(process.env.BENCH_SECONDS ?? 6) };
const TARGET_P99_MS = 25;
const TARGET_RATIO = 0.5;

interface Row {
  name: string;
  api: Figures;
  direct: Figures;
}

const ms = (value: number) => value.toFixed(1);
const rate = (value: number) => value.toFixed(0);

function printTable(label: string, engine: Engine, rows: Row[]) {
  const header = ['call', 'API req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'direct q/s', 'API/direct'];
  const lines = rows.map(({ name, api, direct }) => [
    name,
    rate(api.perSecond),
    ms(api.p50),
    ms(api.p99),
    String(api.failed),
    rate(direct.perSecond),
    (api.perSecond / direct.perSecond).toFixed(2),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((l) => l[i]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(`\n${label}: ${LOAD.connections} connections, ${LOAD.seconds} s per call`);
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  for (const { name, api } of rows.filter((row) => row.api.seconds !== LOAD.seconds)) {
    console.log(
      `  ${name}: API measured for ${api.seconds} s (too few answers in ${LOAD.seconds} s)`,
    );
  }
  const invalid = rows.filter(({ api }) => api.failed > 0 || api.ok === 0);
  for (const { name, api } of invalid) {
    console.log(`!!! ${name}: ${api.failed} non-2xx or failed, ${api.ok} 2xx: INVALID figure`);
  }
  if (engine !== 'pg') return;
  for (const { name, api, direct } of rows.filter((row) => !invalid.includes(row))) {
    const p99 = api.p99 < TARGET_P99_MS ? 'met' : 'MISSED';
    const ratio = api.perSecond >= TARGET_RATIO * direct.perSecond ? 'met' : 'MISSED';
    console.log(
      `  ${name}: p99 < ${TARGET_P99_MS} ms ${p99}; API >= ${TARGET_RATIO} x direct ${ratio}`,
    );
  }
}

async function benchEngine(engine: Engine) {
  const scratch = await mkdtemp(join(tmpdir(), 'console-bench-api-'));
  const { database, label, drop } = await openFreshDatabase(engine, scratch, 'bench_api');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    const seeded = await seedBench(database.db, join(scratch, 'logos'));
    console.log(
      `\n${label}: seeded ${BENCH.organizations} organisations, ` +
        `${BENCH.organizations * BENCH.classesPerOrganization} classes, ` +
        `${BENCH.students.toLocaleString('en')} students in ${(seeded.bulkMs / 1000).toFixed(1)} s ` +
        `(+ ${(seeded.demoMs / 1000).toFixed(1)} s for the demo roles, HAD and its admin)`,
    );
    const config = loadConfig({
      DATA_DIR: scratch,
      STATIC_DIR: join(scratch, 'no-console'),
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, db: database.db, jwtSecret: randomBytes(32) });
    const idle = trackInFlight(app);
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const ctx: BenchContext = {
      baseUrl,
      db: database.db,
      manager: await loginAs(baseUrl, database.db, BENCH.managerEmail),
      hadAdmin: await loginAs(baseUrl, database.db, BENCH.hadAdminEmail),
    };
    const cases: BenchCase[] = [...classRoomCases(ctx), ...(await studentCases(ctx))];
    const rows: Row[] = [];
    for (const benchCase of cases) {
      const api = await measureHttp(benchCase.url, benchCase.token, LOAD, idle);
      const direct = await measureDirect(benchCase.direct, LOAD);
      rows.push({ name: benchCase.name, api, direct });
    }
    printTable(label, engine, rows);
  } finally {
    await app?.close();
    await database.close();
    await drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,pg').split(',') as Engine[];
for (const engine of engines) await benchEngine(engine);

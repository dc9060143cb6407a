/**
 * npm run bench:api: seeds 50 organisations, 1,000 classes and 100,000 students on PGlite and
 * on PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a throwaway
 * bench_api_<pid> database), starts the app in-process on loopback and measures list calls
 * with autocannon (50 connections), next to the same store calls straight through the driver
 * and, as the ceiling, a primary-key read through the same driver at the same concurrency
 * (PostgreSQL: and `pgbench -S` at 10 and 50 clients). Then the name search's own latency, one
 * call at a time.
 *
 * Targets (PostgreSQL): the classes and students page-1 calls at 2,000 req/s or at least 20% of
 * the ceiling; every call at least 0.6 of its direct rate; name search under 20 ms median
 * (both engines).
 * BENCH_SECONDS (default 6) sets each measurement's length; BENCH_ENGINES=pg (or pglite) runs one;
 * BENCH_CASES (a regular expression) keeps the calls whose names match.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import type { Engine } from '../server/db/client';
import { loadConfig } from '../server/platform/config';
import { classRoomCases, loginAs, type BenchCase, type BenchContext } from './bench-api/cases';
import { ceilingRead } from './bench-api/ceiling';
import {
  measureDirect,
  measureHttp,
  measureOneByOne,
  trackInFlight,
  type Figures,
  type Load,
} from './bench-api/measure';
import { printTable, printTargets, type Row } from './bench-api/report';
import { BENCH, seedBench } from './bench-api/seed';
import { SEARCH_CASE, studentCases } from './bench-api/student-cases';
import { openFreshDatabase } from './bench-database';
import { pgbenchCeiling } from './bench-pgbench';

const LOAD: Load = { connections: 50, seconds: Number(process.env.BENCH_SECONDS ?? 6) };
const SEARCH_CALLS = 200;

async function benchEngine(engine: Engine) {
  const scratch = await mkdtemp(join(tmpdir(), 'console-bench-api-'));
  const { database, label, url, drop } = await openFreshDatabase(engine, scratch, 'bench_api');
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
    const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES, 'i') : null;
    const cases: BenchCase[] = [...classRoomCases(ctx), ...(await studentCases(ctx))].filter(
      (benchCase) => !only || only.test(benchCase.name),
    );
    const ceiling = await measureDirect(await ceilingRead(database.db), LOAD);
    const rows: Row[] = [];
    for (const benchCase of cases) {
      const api = await measureHttp(benchCase.url, benchCase.token, LOAD, idle);
      const direct = await measureDirect(benchCase.direct, LOAD);
      rows.push({ name: benchCase.name, api, direct });
    }
    const search = cases.find((benchCase) => benchCase.name === SEARCH_CASE);
    const searchAlone: Figures | undefined = search
      ? await measureOneByOne(search.url, search.token, SEARCH_CALLS)
      : undefined;
    const pgbench = url ? await pgbenchCeiling(url, LOAD.seconds, [10, LOAD.connections]) : [];
    printTable({ label, load: LOAD, rows, ceiling, pgbench });
    printTargets({ engine, rows, ceiling, searchAlone });
  } finally {
    await app?.close();
    await database.close();
    await drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,pg').split(',') as Engine[];
for (const engine of engines) await benchEngine(engine);

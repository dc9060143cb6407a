/**
 * npm run bench:reports: seeds 50 organisations, 100,000 students in classes of 40 and
 * 5,000,000 attempts over the last year (scripts/bench-reports/seed.ts) on PostgreSQL
 * (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a throwaway bench_reports_<pid>
 * database) and, smaller, on PGlite; starts the app in-process on loopback and measures, as the
 * manager of a typical organisation (about 1/54 of the attempts) and of the large one (1/10),
 * the achievement report (GET v1/reports: the default last 30 days, and 366 days) and the
 * progress of a 40-student class (GET v1/admin/units/class_rooms/{id}/progress), through HTTP
 * next to the same store calls straight through the driver, at 1 connection and at 10 (the
 * calls under a second at 1): median and p95 latency, calls per second, API/direct. On
 * PostgreSQL it prints each read's plan (its slowest statement's scans) and the server's
 * ceiling (pgbench -S at 1 and 10 clients). Targets on PostgreSQL: every median under 100 ms
 * at 1 connection, and the API at least 0.6 of the direct rate. BENCH_SECONDS (default 5) per
 * measurement; BENCH_ENGINES (default pg; pglite,pg for both); BENCH_PGLITE_SCALE (default
 * 0.1) sizes PGlite's data, BENCH_SCALE (default 1) PostgreSQL's (for a quick try only).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import type { Engine } from '../server/db/client';
import { loadConfig } from '../server/platform/config';
import { loginAs } from './bench-api/cases';
import { openFreshDatabase } from './bench-database';
import { pgbenchCeiling } from './bench-pgbench';
import { reportCases } from './bench-reports/cases';
import { explainCall } from './bench-reports/explain';
import { getter, measureLoop } from './bench-reports/measure';
import { SHAPE, seedReports } from './bench-reports/seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [1, 10];
const TARGET_MEDIAN_MS = 100;
const TARGET_RATIO = 0.6;
/** A call slower than this at 1 connection is not measured at 10 (they would only queue). */
const SLOW_MS = 1000;
const PG_SCALE = Number(process.env.BENCH_SCALE ?? 1);
const PGLITE_SCALE = Number(process.env.BENCH_PGLITE_SCALE ?? 0.1);

const ms = (value: number) => value.toFixed(1);

async function benchEngine(engine: Engine) {
  const scratch = await mkdtemp(join(tmpdir(), 'console-bench-reports-'));
  const { database, label, url, drop } = await openFreshDatabase(engine, scratch, 'bench_reports');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    const scale = engine === 'pglite' ? PGLITE_SCALE : PG_SCALE;
    const seeded = await seedReports(database.db, join(scratch, 'logos'), scale);
    console.log(
      `\n${label}: seeded ${SHAPE.organizations} organisations, ` +
        `${seeded.students.toLocaleString('en')} students in classes of ${SHAPE.classSize}, ` +
        `${seeded.attempts.toLocaleString('en')} attempts over ${SHAPE.days} days ` +
        `(no attempt_answers: neither read uses them) in ${(seeded.bulkMs / 1000).toFixed(1)} s, ` +
        `vacuum analyze ${(seeded.vacuumMs / 1000).toFixed(1)} s` +
        (scale === 1 ? '' : ` [at ${scale} of the full size]`),
    );
    const config = loadConfig({
      DATA_DIR: scratch,
      STATIC_DIR: join(scratch, 'none'),
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, db: database.db, jwtSecret: randomBytes(32) });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const managers = {
      typical: await loginAs(baseUrl, database.db, SHAPE.managers.typical.email),
      large: await loginAs(baseUrl, database.db, SHAPE.managers.large.email),
    };
    const { cases, described } = await reportCases(baseUrl, database.db, managers);
    for (const line of described) console.log(`  ${line}`);

    const connections = engine === 'pglite' ? [1] : CONNECTIONS;
    const medians = new Map<string, number>();
    for (const clients of connections) {
      console.log(`\ncalls at ${clients} connection${clients === 1 ? '' : 's'}, ${SECONDS} s each`);
      console.log(
        'call | API req/s | API p50 ms | API p95 ms | direct q/s | direct p50 ms | ' +
          `direct p95 ms | API/direct | targets: p50 < ${TARGET_MEDIAN_MS} ms, API >= ${TARGET_RATIO} x direct`,
      );
      for (const call of cases) {
        if (clients > 1 && (medians.get(call.name) ?? 0) > SLOW_MS) {
          console.log(`${call.name} | skipped: over ${SLOW_MS} ms a call at 1 connection`);
          continue;
        }
        const api = await measureLoop(getter(call.url, call.token), clients, SECONDS);
        if (clients === 1) medians.set(call.name, api.p50);
        const direct = await measureLoop(call.direct, clients, SECONDS);
        const ratio = api.perSecond / direct.perSecond;
        const verdicts = [
          clients === 1 ? `p50 ${api.p50 < TARGET_MEDIAN_MS ? 'met' : 'MISSED'}` : undefined,
          `ratio ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'}`,
        ].filter(Boolean);
        console.log(
          `${call.name} | ${api.perSecond.toFixed(1)} | ${ms(api.p50)} | ${ms(api.p95)} | ` +
            `${direct.perSecond.toFixed(1)} | ${ms(direct.p50)} | ${ms(direct.p95)} | ` +
            `${ratio.toFixed(2)} | ${verdicts.join(', ')}`,
        );
      }
    }
    if (engine !== 'pg' || !url) return;

    console.log('\nplans on PostgreSQL (EXPLAIN ANALYZE of each call, the slowest statement)');
    for (const call of cases) {
      const explained = await explainCall(call.direct);
      const timeOf = (plan: string[]) =>
        Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1] ?? 0);
      const total = explained.reduce((sum, one) => sum + timeOf(one.plan), 0);
      const slowest = explained.reduce((a, b) => (timeOf(b.plan) > timeOf(a.plan) ? b : a));
      console.log(
        `- ${call.name}: ${explained.length} statements, ${total.toFixed(1)} ms executing; ` +
          `slowest ${timeOf(slowest.plan).toFixed(1)} ms: ${slowest.statement}...`,
      );
      for (const line of slowest.plan.filter((line) => /Scan|Execution/.test(line))) {
        console.log(`    ${line.trim()}`);
      }
    }

    console.log(`\nceiling: pgbench -S (primary-key select), ${SECONDS} s each`);
    for (const { clients, tps } of await pgbenchCeiling(url, SECONDS)) {
      console.log(`  ${clients} client${clients === 1 ? '' : 's'}: ${tps.toFixed(0)} tps`);
    }
  } finally {
    await app?.close();
    await database.close();
    await drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'pg').split(',') as Engine[];
for (const engine of engines) await benchEngine(engine);

/**
 * npm run bench:live-classes: seeds 50 organisations with 5 teachers and 400 live classes each
 * (20,000 over a year, 3 in 4 approved, no teacher double-booked among approved ones) on PGlite
 * and on PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a throwaway
 * bench_live_classes_<pid> database), starts the app in-process on loopback and, at one
 * connection, measures as an organisation's manager the list of one week and the double-booking
 * check (straight, and through the assign call that runs it) next to the same store calls
 * straight through the driver. On PostgreSQL it prints the check's plan (does it use the
 * exclusion constraint's gist index?) and the ceiling of the server (pgbench -S at 1 and 10
 * clients). Target: the API at least 0.6 of the direct rate. BENCH_SECONDS (default 5) per
 * call; BENCH_ENGINES=pg (or pglite) runs one engine.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEVELS_PATHS } from '../contract/curriculum-paths';
import { SERVICE_PREFIX } from '../contract/paths';
import { buildApp } from '../server/app';
import type { Engine } from '../server/db/client';
import { loadConfig } from '../server/platform/config';
import { loginAs } from './bench-api/cases';
import { measureDirect, measureHttp, trackInFlight, type Load } from './bench-api/measure';
import { openFreshDatabase } from './bench-database';
import { liveCases } from './bench-live-classes/cases';
import { EXCLUSION_INDEX, explainClashCheck } from './bench-live-classes/explain';
import { pgbenchCeiling } from './bench-pgbench';
import { SHAPE, seedLiveClasses } from './bench-live-classes/seed';

const LOAD: Load = { connections: 1, seconds: Number(process.env.BENCH_SECONDS ?? 5) };
const TARGET_RATIO = 0.6;

async function benchEngine(engine: Engine) {
  const scratch = await mkdtemp(join(tmpdir(), 'console-bench-live-classes-'));
  const { database, label, url, drop } = await openFreshDatabase(
    engine,
    scratch,
    'bench_live_classes',
  );
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    const seeded = await seedLiveClasses(database.db, join(scratch, 'logos'));
    const classes = SHAPE.organizations * SHAPE.classesPerOrganization;
    console.log(
      `\n${label}: seeded ${SHAPE.organizations} organisations x ` +
        `${SHAPE.teachersPerOrganization} teachers, ${classes.toLocaleString('en')} live classes ` +
        `in ${(seeded.bulkMs / 1000).toFixed(1)} s`,
    );
    const config = loadConfig({
      DATA_DIR: scratch,
      STATIC_DIR: join(scratch, 'none'),
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, db: database.db, jwtSecret: randomBytes(32) });
    const idle = trackInFlight(app);
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const manager = await loginAs(baseUrl, database.db, SHAPE.managerEmail);
    const { cases, slot, caller } = await liveCases(baseUrl, database.db, manager);

    console.log(`\ncalls at ${LOAD.connections} connection, ${LOAD.seconds} s each`);
    console.log(
      'call | API req/s | API p50 ms | API p99 ms | direct q/s | direct p50 ms | API/direct | ' +
        `target API >= ${TARGET_RATIO} x direct`,
    );
    for (const call of cases) {
      const api = call.url
        ? await measureHttp(call.url, manager.token, LOAD, idle, call.call)
        : undefined;
      const direct = await measureDirect(call.direct, LOAD);
      const ratio = api ? api.perSecond / direct.perSecond : undefined;
      const verdict = ratio === undefined ? '-' : ratio >= TARGET_RATIO ? 'met' : 'MISSED';
      console.log(
        `${call.name} | ${api ? api.perSecond.toFixed(0) : '-'} | ${api ? api.p50.toFixed(1) : '-'} | ` +
          `${api ? api.p99.toFixed(1) : '-'} | ${direct.perSecond.toFixed(0)} | ` +
          `${direct.p50.toFixed(2)} | ${ratio === undefined ? '-' : ratio.toFixed(2)} | ${verdict}` +
          `${api && api.failed > 0 ? ` | INVALID: ${api.failed} failed` : ''}`,
      );
    }
    // The floor of any call on this machine: what HTTP alone, then HTTP with the auth guard, cost.
    for (const [name, path, token] of [
      ['floor: GET v1/health (no auth, no query)', 'v1/health', ''],
      ['floor: GET v2/levels/lookups (auth guard, no query)', LEVELS_PATHS.lookups, manager.token],
    ] as const) {
      const floor = await measureHttp(
        `${baseUrl}${SERVICE_PREFIX.levels}/${path}`,
        token,
        LOAD,
        idle,
      );
      console.log(
        `${name} | ${floor.perSecond.toFixed(0)} | ${floor.p50.toFixed(1)} | ${floor.p99.toFixed(1)}`,
      );
    }
    if (engine !== 'pg' || !url) return;

    const explained = await explainClashCheck(database.db, caller.scope, slot);
    console.log('\nclash check (clashingClass) on PostgreSQL: EXPLAIN (ANALYZE, BUFFERS)');
    for (const line of explained.plan) console.log(`  ${line}`);
    console.log(
      `  uses the exclusion constraint's gist index ${EXCLUSION_INDEX}: ` +
        `${explained.usesExclusionIndex ? 'yes' : 'NO'}; the time overlap (&&) in its index ` +
        `condition: ${explained.overlapInIndex ? 'yes' : "no, a filter on the teacher's approved classes"}`,
    );

    console.log(`\nceiling: pgbench -S (primary-key select), ${LOAD.seconds} s each`);
    for (const { clients, tps } of await pgbenchCeiling(url, LOAD.seconds)) {
      console.log(`  ${clients} client${clients === 1 ? '' : 's'}: ${tps.toFixed(0)} tps`);
    }
  } finally {
    await app?.close();
    await database.close();
    await drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,pg').split(',') as Engine[];
for (const engine of engines) await benchEngine(engine);

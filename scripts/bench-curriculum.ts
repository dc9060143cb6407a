/**
 * npm run bench:curriculum: seeds 50 topics x 20 units x 20 activities x 10 elements with
 * answers on PGlite and on PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test;
 * a throwaway bench_curriculum_<pid> database), starts the app in-process on loopback and, at one
 * connection, measures the reads (a topic's tree, the overview page, an activity with its
 * elements) through HTTP next to the same store calls straight through the driver, then times a
 * reorder of 20 siblings and the copy of a unit (20 activities, 200 elements, 600 answers).
 * Targets: each read's median within 20 ms and at least 0.6 of the direct rate; the copy under
 * 300 ms. BENCH_SECONDS (default 5) per read; BENCH_ENGINES=pg (or pglite) runs one engine.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { LEVELS_PATHS } from '../contract/curriculum-paths';
import { SERVICE_PREFIX } from '../contract/paths';
import { buildApp } from '../server/app';
import type { Db, Engine } from '../server/db/client';
import { elementsOf } from '../server/modules/curriculum/elements-store';
import { topicOverviews } from '../server/modules/curriculum/topics-store';
import { topicTree } from '../server/modules/curriculum/tree';
import { loadConfig } from '../server/platform/config';
import { createListTotals, LIST_TOTALS_TTL_MS } from '../server/platform/list-totals';
import { withTenant, type TenantScope } from '../server/platform/tenant';
import { loginAs } from './bench-api/cases';
import { measureDirect, measureHttp, trackInFlight, type Load } from './bench-api/measure';
import { openFreshDatabase } from './bench-database';
import { SHAPE, seedCurriculum } from './bench-curriculum/seed';

const LOAD: Load = { connections: 1, seconds: Number(process.env.BENCH_SECONDS ?? 5) };
const TARGET_MEDIAN_MS = 20;
const TARGET_RATIO = 0.6;
const TARGET_COPY_MS = 300;
const TIMED_RUNS = 10;

const first = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function benchEngine(engine: Engine) {
  const scratch = await mkdtemp(join(tmpdir(), 'console-bench-curriculum-'));
  const { database, label, drop } = await openFreshDatabase(engine, scratch, 'bench_curriculum');
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    const seeded = await seedCurriculum(database.db, join(scratch, 'logos'));
    const total = SHAPE.levels * SHAPE.units * SHAPE.activities * SHAPE.elements;
    console.log(
      `\n${label}: seeded ${SHAPE.levels} topics x ${SHAPE.units} units x ${SHAPE.activities} ` +
        `activities x ${SHAPE.elements} elements (${total.toLocaleString('en')} elements, ` +
        `${(total * SHAPE.answers).toLocaleString('en')} answers) in ` +
        `${(seeded.bulkMs / 1000).toFixed(1)} s`,
    );
    const config = loadConfig({
      DATA_DIR: scratch,
      STATIC_DIR: join(scratch, 'none'),
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, db: database.db, jwtSecret: randomBytes(32) });
    const idle = trackInFlight(app);
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const admin = await loginAs(baseUrl, database.db, 'admin@demo.test');
    const scope: TenantScope = { organizationId: admin.organizationId, userId: admin.userId };
    const url = (path: string) => `${baseUrl}${SERVICE_PREFIX.levels}/${path}`;
    const db = database.db;

    const topic = await first<{ id: string }>(db, sql`select id from levels where position = 25`);
    const unit = await first<{ id: string }>(
      db,
      sql`select id from units where level_id = ${topic.id} and position = 10`,
    );
    const activity = await first<{ id: string }>(
      db,
      sql`select id from activities where unit_id = ${unit.id} and position = 10`,
    );
    const overviewFilter = { seesDrafts: true, includeArchived: false, offset: 0, limit: 20 };
    // The counts are kept a few seconds as the route keeps them (see topics-store.ts).
    const kept = createListTotals({ ttlMs: LIST_TOTALS_TTL_MS });
    const reads = [
      {
        name: 'tree of one topic (20 units, 400 activities)',
        path: LEVELS_PATHS.item('level', topic.id),
        direct: () => withTenant(db, scope, (tx) => topicTree(tx, topic.id, true)),
      },
      {
        name: 'overview page (20 topics with counts)',
        path: LEVELS_PATHS.overview,
        direct: () => withTenant(db, scope, (tx) => topicOverviews(tx, overviewFilter, kept)),
      },
      {
        name: 'one activity with its 10 elements',
        path: LEVELS_PATHS.activityElements(activity.id),
        direct: () =>
          withTenant(db, scope, (tx) =>
            elementsOf(tx, activity.id, { includeArchived: false, drafts: true }),
          ),
      },
    ];
    console.log(`\nreads at ${LOAD.connections} connection, ${LOAD.seconds} s each`);
    console.log(
      'call | API req/s | API p50 ms | API p99 ms | direct q/s | direct p50 ms | API/direct',
    );
    for (const read of reads) {
      const api = await measureHttp(url(read.path), admin.token, LOAD, idle);
      const direct = await measureDirect(read.direct, LOAD);
      const ratio = api.perSecond / direct.perSecond;
      console.log(
        `${read.name} | ${api.perSecond.toFixed(0)} | ${api.p50.toFixed(1)} | ${api.p99.toFixed(1)} | ` +
          `${direct.perSecond.toFixed(0)} | ${direct.p50.toFixed(2)} | ${ratio.toFixed(2)}` +
          `${api.failed > 0 ? ` | INVALID: ${api.failed} failed` : ''}`,
      );
      console.log(
        `  median < ${TARGET_MEDIAN_MS} ms ${api.p50 < TARGET_MEDIAN_MS ? 'met' : 'MISSED'}; ` +
          `API >= ${TARGET_RATIO} x direct ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'}`,
      );
    }

    const timed = async (name: string, call: (i: number) => Promise<Response>, target?: number) => {
      const times: number[] = [];
      for (let i = 0; i < TIMED_RUNS; i++) {
        const start = performance.now();
        const response = await call(i);
        if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        times.push(performance.now() - start);
      }
      const verdict = target ? `; < ${target} ms ${median(times) < target ? 'met' : 'MISSED'}` : '';
      console.log(
        `${name}: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms ` +
          `over ${TIMED_RUNS} calls${verdict}`,
      );
    };
    const send = (method: string, path: string, body: unknown) =>
      fetch(url(path), {
        method,
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const siblings = (
      (await db.execute(
        sql`select id from units where level_id = ${topic.id} order by position`,
      )) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((row) => row.id);
    // The floor of any call on this machine: what HTTP alone, then HTTP with the auth guard, cost.
    for (const [name, path, token] of [
      ['floor: GET v1/health (no auth, no query)', 'v1/health', ''],
      ['floor: GET v2/levels/lookups (auth guard, no query)', LEVELS_PATHS.lookups, admin.token],
    ] as const) {
      const floor = await measureHttp(url(path), token, LOAD, idle);
      console.log(
        `${name} | ${floor.perSecond.toFixed(0)} | ${floor.p50.toFixed(1)} | ${floor.p99.toFixed(1)}`,
      );
    }
    const fresh = createListTotals({ ttlMs: 0 });
    const cold: number[] = [];
    for (let i = 0; i < TIMED_RUNS; i++) {
      const start = performance.now();
      await withTenant(db, scope, (tx) => topicOverviews(tx, overviewFilter, fresh));
      cold.push(performance.now() - start);
    }
    console.log(
      `  overview counted afresh (the first call after a write), direct: median ` +
        `${median(cold).toFixed(1)} ms over ${TIMED_RUNS} calls`,
    );
    console.log('');
    await timed('reorder of 20 units', (i) =>
      send('PUT', LEVELS_PATHS.reorder('unit'), {
        parentId: topic.id,
        ids: i % 2 ? siblings : [...siblings].reverse(),
      }),
    );
    const target = await first<{ id: string }>(db, sql`select id from levels where position = 26`);
    await timed(
      `copy of a unit (${SHAPE.activities} activities, ${SHAPE.activities * SHAPE.elements} elements, ` +
        `${SHAPE.activities * SHAPE.elements * SHAPE.answers} answers)`,
      () =>
        send('POST', LEVELS_PATHS.copyUnits, {
          unitsIds: [unit.id],
          sourceLevelId: topic.id,
          targetLevelId: target.id,
        }),
      TARGET_COPY_MS,
    );
  } finally {
    await app?.close();
    await database.close();
    await drop();
    await rm(scratch, { recursive: true, force: true });
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'pglite,pg').split(',') as Engine[];
for (const engine of engines) await benchEngine(engine);

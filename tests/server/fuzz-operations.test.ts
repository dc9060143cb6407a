import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HAD_ORG_NAME } from '../../contract/constants';
import { LIVE_CLASS_MESSAGES } from '../../contract/live-classes';
import { MEETING_MESSAGES } from '../../contract/meetings';
import { TRANSLATE_MESSAGES } from '../../contract/translate';
import { apiErrorSchema, ERROR_CODES } from '../../contract/wire';
import { ROLE_NAMES } from '../../server/db/demo-data';
import { createUser, organizationId, roleId } from './support/factories';
import { requestsOf, type FuzzRequest, type Operation } from './support/fuzz-requests';
import type { OpenApiDocument } from './support/openapi-check';
import type { JsonSchema } from './support/schema-arbitrary';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/**
 * Every operation of the OpenAPI document, called with generated input (fast-check): drawn
 * from the document's own schemas, or made hostile (NUL, huge, out-of-range dates, wrong
 * types, fields missing or extra), by each kind of caller. No answer may be a 500 or outside
 * the document (the test app checks every answer against it). Bounded: FUZZ_RUNS calls an
 * operation (default 6), on each engine, within FUZZ_SECONDS (default 120; about 6 are used);
 * a failure prints the seed to run it again (FUZZ_SEED), FUZZ_STATS=1 prints the statuses.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const BUDGET_SECONDS = Number(process.env.FUZZ_SECONDS ?? 120);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** The 5xx a request may meet on purpose: a provider this test app has not configured. */
const UNCONFIGURED = new Set<string>([
  TRANSLATE_MESSAGES.notConfigured,
  TRANSLATE_MESSAGES.providerFailed,
  LIVE_CLASS_MESSAGES.meetingsNotConfigured,
  MEETING_MESSAGES.providerFailed,
]);

/** Operations that change who their caller is: made by a person of their own, signed in each time. */
const CHANGES_ITS_CALLER = [
  'post /api/users/v1/auth/logout',
  'put /api/users/v1/users/admin/switchActiveGroup/{id}',
  'put /api/users/v1/users/admin/joinGroup/{id}',
];

type Caller = 'admin' | 'manager' | 'teacher' | 'student' | 'nobody' | 'drifter';
/** Who calls, the platform's admin and a customer's manager most often (they may do most). */
const CALLERS: Caller[] = [
  'admin',
  'admin',
  'admin',
  'manager',
  'manager',
  'teacher',
  'student',
  'nobody',
];

let t: TestApp;
let document: OpenApiDocument & { paths: Record<string, Record<string, Operation>> };
const tokens = new Map<Caller, string | null>([['nobody', null]]);
let drifter: string;
/** Existing records' ids by table, besides random ones; never the callers' own (see idsOf). */
let ids = new Map<string, string[]>();

/** `class_rooms`, `classRoomId` and `class_room` alike: letters only, no plural. */
const stem = (name: string) =>
  name
    .toLowerCase()
    .replace(/id$/, '')
    .replace(/[^a-z]/g, '')
    .replace(/(es|s)$/, '');

/** The ids of the tables a field's name suggests, or of every table. */
function idsFor(hint: string | undefined): string[] {
  const wanted = hint === undefined ? '' : stem(hint);
  const matching = [...ids].filter(
    ([table, found]) => found.length > 0 && wanted !== '' && stem(table).startsWith(wanted),
  );
  return (matching.length > 0 ? matching : [...ids]).flatMap(([, found]) => found);
}

const statuses = new Map<string, number>();

const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

/**
 * Up to five ids of every table with a uuid id, but those that would take the callers' rights
 * away (themselves, their memberships, roles and organisations) and leave the rest of the run
 * refused at the door.
 */
async function idsOf(keep: { users: string[]; organizations: string[]; roles: string[] }) {
  const tables = await rowsOf<{ name: string }>(
    t.db.execute(sql`select table_name as name from information_schema.columns
      where table_schema = 'public' and column_name = 'id' and data_type = 'uuid'`),
  );
  const memberships = await rowsOf<{ id: string }>(
    t.db.execute(sql`select id::text as id from memberships
      where user_id::text in (${sql.join(
        keep.users.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  const kept = new Set([
    ...keep.users,
    ...keep.organizations,
    ...keep.roles,
    ...memberships.map((row) => row.id),
  ]);
  const found = new Map<string, string[]>();
  for (const { name } of tables) {
    const rows = await rowsOf<{ id: string }>(
      t.db.execute(sql`select id::text as id from ${sql.identifier(name)} limit 5`),
    );
    found.set(
      name,
      rows.map((row) => row.id).filter((id) => !kept.has(id)),
    );
  }
  return found;
}

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const nour = await organizationId(t.db, 'Nour Academy');
  const student = await createUser(t.db, {
    memberships: [{ organizationId: nour, roleId: await roleId(t.db, ROLE_NAMES.student) }],
  });
  const moving = await createUser(t.db, {
    memberships: [
      { organizationId: nour, roleId: await roleId(t.db, ROLE_NAMES.manager), isActive: true },
      {
        organizationId: await organizationId(t.db, 'Dar Al Ilm'),
        roleId: await roleId(t.db, ROLE_NAMES.teacher),
      },
    ],
  });
  drifter = moving.email;
  const emails = {
    admin: 'admin@demo.test',
    manager: 'manager@demo.test',
    teacher: 'huda@demo.test',
    student: student.email,
  };
  for (const [caller, email] of Object.entries(emails)) {
    tokens.set(caller as Caller, await t.login(email));
  }
  const addresses = [...Object.values(emails), drifter].map((email) => sql`${email}`);
  const users = await rowsOf<{ id: string; role: string }>(
    t.db.execute(sql`select u.id::text as id, m.role_id::text as role
      from users u join memberships m on m.user_id = u.id
      where u.email in (${sql.join(addresses, sql`, `)})`),
  );
  ids = await idsOf({
    users: users.map((row) => row.id),
    roles: users.map((row) => row.role),
    organizations: [nour, await organizationId(t.db, HAD_ORG_NAME)],
  });
}, 120_000);
afterAll(() => t?.close());

const resolve = (ref: string): JsonSchema => {
  const name = ref.replace('#/components/schemas/', '');
  const schema = (document.components?.schemas ?? {})[name];
  if (!schema) throw new Error(`no schema ${ref}`);
  return schema as JsonSchema;
};

/** Sends one generated call; resolves with what is wrong with its answer, or null. */
async function send(request: FuzzRequest<Caller>): Promise<string | null> {
  const token = request.caller === 'drifter' ? await t.login(drifter) : tokens.get(request.caller);
  let response;
  try {
    response = await t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...(token ? bearer(token) : {}) },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  } catch (error) {
    // The test app throws on an answer outside the document.
    return (error as Error).message;
  }
  const tally = `${request.valid ? 'valid' : 'hostile'} ${request.caller} ${response.statusCode}`;
  statuses.set(tally, (statuses.get(tally) ?? 0) + 1);
  if (response.statusCode < 500) return null;
  const body = apiErrorSchema.safeParse(response.json());
  const expected =
    body.success &&
    [ERROR_CODES.unavailable, ERROR_CODES.badGateway].includes(body.data.code as never) &&
    UNCONFIGURED.has(body.data.message);
  if (expected) return null;
  // The service's own log line of the failure says what broke.
  const requestId = String(response.headers['x-request-id']);
  const logged = t.logs().filter((line) => line.includes(requestId) && line.includes('"err"'));
  return `${response.statusCode}: ${response.body.slice(0, 300)}\n  ${logged.join('\n  ').slice(0, 1500)}`;
}

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );

it(`answers every operation in the document, never 500 (${RUNS} calls each)`, async () => {
  const failures: string[] = [];
  const all = operations();
  expect(all.length).toBeGreaterThan(200);
  const deadline = performance.now() + BUDGET_SECONDS * 1000;
  for (const [index, { method, path, operation }] of all.entries()) {
    const key = `${method} ${path}`;
    const callers: readonly Caller[] = CHANGES_ITS_CALLER.includes(key) ? ['drifter'] : CALLERS;
    const property = fc.asyncProperty(
      requestsOf(method, path, operation, callers, { resolve, idsFor }),
      async (request) => {
        const wrong = await send(request);
        if (wrong) throw new Error(wrong);
      },
    );
    // One seed per operation: the same seed everywhere would draw the same callers for all.
    const result = await fc.check(property, {
      numRuns: RUNS,
      seed: SEED + index,
      endOnFailure: true,
    });
    if (result.failed) {
      const example = JSON.stringify(result.counterexample?.[0], (_key, value: unknown) =>
        typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}…` : value,
      );
      failures.push(`${key}\n  ${String(result.errorInstance)}\n  ${example}`);
    }
    if (performance.now() > deadline) {
      failures.push(`out of time (FUZZ_SECONDS=${BUDGET_SECONDS}) after ${index + 1} operations`);
      break;
    }
  }
  if (process.env.FUZZ_STATS) {
    console.log(
      [...statuses]
        .sort()
        .map(([tally, count]) => `${tally}: ${count}`)
        .join('\n'),
    );
  }
  expect(failures, `seed ${SEED} (FUZZ_SEED=${SEED} runs it again)`).toEqual([]);
  // Not a fuzz of the front door only: many calls drawn from the schemas got through.
  const drawn = [...statuses].filter(([tally]) => tally.startsWith('valid '));
  const through = drawn.filter(([tally]) => / 2\d\d$/.test(tally));
  const count = (tallies: [string, number][]) => tallies.reduce((sum, [, n]) => sum + n, 0);
  expect(count(through)).toBeGreaterThan(count(drawn) * 0.08);
}, 300_000);

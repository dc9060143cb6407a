import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { USERS_PATHS } from '../../contract/paths';
import { registerRequestContext } from '../../server/platform/request-context';
import { scopeOf, withTenant } from '../../server/platform/tenant';
import { createTokenService } from '../../server/platform/tokens';
import { createClassRoom, organizationId, userId } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/**
 * What a request costs PostgreSQL in messages: every query any pooled connection sends while
 * the request runs (node-postgres sends one message a query: a simple query, or an extended
 * one's parse, bind, execute and sync in one write). PGlite runs in the process and has no
 * round trips to save, so this is PostgreSQL's test (the server-pg project).
 */
const onPostgres = inject('testDatabase').engine === 'pg';

function recordQueries(pool: Pool): string[] {
  const sent: string[] = [];
  const wrapped = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const first = args[0] as string | { text: string };
      sent.push(typeof first === 'string' ? first : first.text);
      return query(...args);
    }) as typeof client.query;
  });
  return sent;
}

let t: TestApp;
let sent: string[];
let token: string;
let classId: string;

/**
 * Test-only routes inside a plugin with the request context, as the services' routes are: one
 * whose handler waits a moment before its first transaction, one that first reads outside any
 * transaction (another checkout of the pool). They use `t.db`, set by the time they run.
 */
function waitingRoutes(app: FastifyInstance) {
  void app.register(async (service) => {
    registerRequestContext(service);
    const whoAmI = (request: FastifyRequest) =>
      withTenant(t.db, scopeOf(request.auth!), (tx) => tx.execute(sql`select 1`));
    service.get(
      '/api/test/waits-first',
      { config: { access: 'authenticated' } },
      async (request) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        await whoAmI(request);
        return { data: null };
      },
    );
    service.get(
      '/api/test/pool-first',
      { config: { access: 'authenticated' } },
      async (request) => {
        await t.db.execute(sql`select 2`);
        await whoAmI(request);
        return { data: null };
      },
    );
  });
}

beforeAll(async () => {
  t = await createTestApp({ routes: waitingRoutes });
  if (!onPostgres) return;
  sent = recordQueries((t.db as unknown as { $client: Pool }).$client);
  token = await t.login('manager@demo.test');
  classId = await createClassRoom(t.db, await organizationId(t.db, 'Nour Academy'));
});
afterAll(() => t.close());

describe.skipIf(!onPostgres)('round trips of a request on PostgreSQL', () => {
  it('a list: one message opens the transaction with the caller and the scope, then the query and COMMIT', async () => {
    sent.length = 0;
    const response = await t.request(
      token,
      'GET',
      `${usersUrl(USERS_PATHS.classRooms)}?pageNumber=1&pageSize=20`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(sent).toHaveLength(3);
    const [opening, list, commit] = sent as [string, string, string];
    expect(opening).toMatch(/^begin; select context\.\*/);
    for (const part of [
      'console_auth_context',
      "set_config('role'",
      "'app.organization_id'",
      "'app.actor_id'",
    ]) {
      expect(opening).toContain(part);
    }
    expect(list).toMatch(/^select [\s\S]* from "class_rooms"/);
    expect(commit).toBe('commit');
  });

  it('a write with a body: the same one opening message', async () => {
    sent.length = 0;
    const response = await t.request(
      token,
      'PUT',
      usersUrl(`${USERS_PATHS.classRooms}/${classId}`),
      {
        name: 'Round trips',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(sent.filter((text) => text.includes('console_auth_context'))).toHaveLength(1);
    expect(sent[0]).toMatch(/^begin; select context\.\*/);
    expect(sent.filter((text) => /^begin\b/.test(text))).toHaveLength(1);
    expect(sent.at(-1)).toBe('commit');
  });

  it('a second transaction in a request (or one outside any) opens with BEGIN and its settings in one message', async () => {
    const managerId = await userId(t.db, 'manager@demo.test');
    const organization = await organizationId(t.db, 'Nour Academy');
    sent.length = 0;
    await withTenant(t.db, { organizationId: organization, userId: managerId }, async () => 1);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^begin; select set_config\('role', 'console_app', true\)/);
    expect(sent[1]).toBe('commit');
  });

  it('a handler that waits before its first transaction: the opening is rolled back meanwhile, and it opens its own', async () => {
    sent.length = 0;
    const response = await t.request(token, 'GET', '/api/test/waits-first');
    expect(response.statusCode, response.body).toBe(200);
    expect(sent[0]).toContain('console_auth_context');
    expect(sent.slice(1)).toEqual([
      'rollback',
      expect.stringMatching(/^begin; select set_config\('role', 'console_app', true\)/),
      'select 1',
      'commit',
    ]);
  });

  it('a handler that first checks out another connection lets go of the opening before it waits for one', async () => {
    sent.length = 0;
    const response = await t.request(token, 'GET', '/api/test/pool-first');
    expect(response.statusCode, response.body).toBe(200);
    expect(sent[0]).toContain('console_auth_context');
    // The rollback is sent before the pool hands out the connection for `select 2`.
    expect(sent.slice(1, 3)).toEqual(['rollback', 'select 2']);
    expect(sent.slice(3)).toEqual([
      expect.stringMatching(/^begin; select set_config\('role'/),
      'select 1',
      'commit',
    ]);
  });

  it('a session that no longer holds: the opening finds no caller and is rolled back', async () => {
    const tokens = createTokenService(t.jwtSecret);
    const unknownSession = await tokens.signAccess({
      userId: await userId(t.db, 'manager@demo.test'),
      sessionId: randomUUID(),
      expiresAt: new Date(Date.now() + 60_000),
    });
    sent.length = 0;
    const response = await t.request(unknownSession, 'GET', usersUrl(USERS_PATHS.classRooms));
    expect(response.statusCode).toBe(401);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toContain('console_auth_context');
    expect(sent[1]).toBe('rollback');
  });
});

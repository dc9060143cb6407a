import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../server/db/schema/users';
import { needs } from '../../server/platform/access';
import {
  buildIsolationWorld,
  exemptRoutes,
  registeredCases,
  routesToCover,
  runIsolationCase,
  type IsolationCase,
  type IsolationWorld,
} from './support/isolation';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

// Every module's cases: tests/server/support/isolation-<module>.ts registers them on import.
import.meta.glob('./support/isolation-*.ts', { eager: true });

let t: TestApp;
let world: IsolationWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildIsolationWorld(t);
});
afterAll(() => t.close());

const cases = registeredCases();

describe('tenant isolation', () => {
  it.each(
    cases.map((entry) => {
      const item = entry.case;
      const expected =
        item.kind === 'no-permission'
          ? '403'
          : `${item.status ?? 404}${item.statusReason ? ` (${item.statusReason})` : ''}`;
      return [`${item.route}: ${item.title} -> ${expected}`, entry] as const;
    }),
  )('%s', async (_name, entry) => {
    await runIsolationCase(world, entry.case);
  });

  it('names only registered routes, and exempts only registered routes', () => {
    const registered = new Set(t.app.routeRegistry.map((route) => `${route.method} ${route.url}`));
    expect(
      cases.filter((entry) => !registered.has(entry.case.route)).map((e) => e.case.route),
    ).toEqual([]);
    expect([...exemptRoutes().keys()].filter((route) => !registered.has(route))).toEqual([]);
    const covered = new Set(cases.map((entry) => entry.case.route));
    expect([...exemptRoutes().keys()].filter((route) => covered.has(route))).toEqual([]);
  });

  it('other-organisation cases other than 404 say why', () => {
    const unexplained = cases.filter(
      ({ case: item }) =>
        item.kind === 'other-organisation' && item.status !== undefined && !item.statusReason,
    );
    expect(unexplained.map((entry) => entry.case.route)).toEqual([]);
  });

  it('covers every route that is not public or exempt, and says how many', () => {
    const toCover = routesToCover(t.app.routeRegistry);
    const covered = new Set(cases.map((entry) => entry.case.route));
    const missing = toCover.filter((route) => !covered.has(route));
    const line = `tenant isolation: covered ${toCover.length - missing.length} of ${toCover.length} routes`;
    console.log([line, ...missing.map((route) => `  not covered: ${route}`)].join('\n'));
    expect(toCover.length).toBeGreaterThan(0);
    // A route with neither a case nor a stated exemption fails here (CONTRIBUTING says so).
    expect(missing).toEqual([]);
  });
});

describe('the harness itself', () => {
  const LEAKY = '/api/users/v1/test/leaky-role/:id';
  /** A deliberately broken route: changes any user's memberships, whatever their organisation. */
  const leakyRoute = (app: FastifyInstance) => {
    app.put(LEAKY, { config: needs('Users', 'write') }, async (request) => {
      const { id } = request.params as { id: string };
      const { roleId } = request.body as { roleId: string };
      const rows = await t.db
        .update(memberships)
        .set({ roleId })
        .where(eq(memberships.userId, id))
        .returning();
      return { data: rows.length };
    });
  };
  const leakyCase: IsolationCase = {
    route: `PUT ${LEAKY}`,
    kind: 'other-organisation',
    title: 'leaky',
    request: ({ actor, target, world }) => ({
      token: actor.manager.token,
      method: 'PUT',
      url: usersUrl(`v1/test/leaky-role/${target.member.id}`),
      payload: { roleId: world.roles.bare },
    }),
  };

  it('fails a case whose route leaks across organisations', async () => {
    const leaky = await createTestApp({ database: t.database, routes: leakyRoute });
    try {
      const leakyWorld = await buildIsolationWorld(leaky);
      await expect(runIsolationCase(leakyWorld, leakyCase)).rejects.toThrow(/other organisation/);
      await expect(
        runIsolationCase(leakyWorld, { ...leakyCase, kind: 'no-permission' }),
      ).rejects.toThrow();
    } finally {
      await leaky.close();
    }
  });
});

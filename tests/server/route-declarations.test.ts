import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, RESOURCES } from '../../contract/permissions';
import { grantsOf } from '../../server/platform/access';
import { API_PREFIX } from '../../server/platform/auth-guard';
import { API_DOCS_PREFIX } from '../../server/platform/openapi';
import { createRole, createUser, organizationId } from './support/factories';
import { fastifyRoutes } from './support/fastify-routes';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every route anyone may call without a token. Adding a public route means adding it here,
 * on purpose; any other public route fails this test.
 */
const PUBLIC_ROUTES = [
  'GET /api/users/v1/health',
  'HEAD /api/users/v1/health',
  'GET /api/levels/v1/health',
  'HEAD /api/levels/v1/health',
  'GET /api/settings/v1/health',
  'HEAD /api/settings/v1/health',
  'POST /api/users/v1/auth/admin/login',
  'POST /api/users/v1/auth/admin/signup',
  'POST /api/users/v1/auth/admin/request-reset-password',
  'POST /api/users/v1/auth/admin/resend-code',
  'POST /api/users/v1/auth/admin/request-verification',
  'POST /api/users/v1/auth/admin/verify-token',
  'POST /api/users/v1/admin-invitations/check-email',
  'POST /api/users/v1/admin-invitations/register',
  // The OpenAPI document and its viewer (server/platform/openapi.ts).
  ...[
    '',
    '/static/index.html',
    '/static/swagger-initializer.js',
    '/json',
    '/yaml',
    '/static/*',
  ].flatMap((path) => [`GET /api/docs${path}`, `HEAD /api/docs${path}`]),
  'HEAD /api/docs/',
].sort();

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const ANY_ID = '00000000-0000-4000-8000-000000000000';
/** A concrete URL for a route pattern: every `:param` becomes a well-formed, unknown uuid. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, ANY_ID);

let t: TestApp;
let api: TestApp['app']['routeRegistry'];

beforeAll(async () => {
  t = await createTestApp();
  api = t.app.routeRegistry.filter(
    (route) => route.url === API_PREFIX || route.url.startsWith(`${API_PREFIX}/`),
  );
});
afterAll(() => t.close());

describe('the route declarations', () => {
  it('gives a GET that writes no HEAD twin (Fastify would run the same handler)', async () => {
    // The specification's GETs that change something: a teacher's attendance, and join codes.
    const writingGets = [
      '/api/levels/v1/live-class/:id/teachers/heartbeat',
      '/api/levels/v1/live-class/:id/teachers/join',
      '/api/users/v1/organization/getGroupCode/:id',
    ];
    const routes = new Set(api.map(key));
    for (const url of writingGets) {
      expect(routes.has(`GET ${url}`), url).toBe(true);
      expect(routes.has(`HEAD ${url}`), url).toBe(false);
      const head = await t.app.inject({ method: 'HEAD', url: concrete(url) });
      expect(head.statusCode, url).toBe(404);
    }
  });

  it('registry and Fastify agree on the /api routes', () => {
    // The viewer's routes are a library's: Fastify adds a trailing-slash twin without onRoute,
    // and its printout nests the static wildcard. They are public (listed above) either way.
    const isDocs = (route: string) => route.includes(` ${API_DOCS_PREFIX}`);
    const fromFastify = fastifyRoutes(t.app).filter(
      (route) => route.includes(` ${API_PREFIX}/`) && !isDocs(route),
    );
    expect(fromFastify.length).toBeGreaterThan(20);
    expect(
      api
        .map(key)
        .filter((route) => !isDocs(route))
        .sort(),
    ).toEqual(fromFastify.sort());
    expect(new Set(api.map(key)).size).toBe(api.length);
  });

  it('every /api route declares public, authenticated or real resources and operations', () => {
    const invalid = api.filter(({ access }) => {
      if (access === 'public' || access === 'authenticated') return false;
      if (typeof access !== 'object') return true;
      const grants = grantsOf(access);
      return (
        grants.length === 0 ||
        !grants.every(
          (grant) =>
            (RESOURCES as readonly string[]).includes(grant.resource) &&
            (OPERATIONS as readonly string[]).includes(grant.op),
        )
      );
    });
    expect(invalid.map(key)).toEqual([]);
  });

  it('the public routes are exactly the listed ones', () => {
    const isPublic = api
      .filter((route) => route.access === 'public')
      .map(key)
      .sort();
    expect(isPublic).toEqual(PUBLIC_ROUTES);
  });

  it('every route that is not public answers 401 without a token', async () => {
    const open: string[] = [];
    for (const route of api.filter((r) => r.access !== 'public')) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
      });
      if (response.statusCode !== 401) open.push(`${key(route)} -> ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('every resource route answers 403 to a signed-in user without that resource', async () => {
    const nothing = await createRole(t.db);
    const user = await createUser(t.db, {
      memberships: [
        {
          organizationId: await organizationId(t.db, 'Nour Academy'),
          roleId: nothing,
          isActive: true,
        },
      ],
    });
    const token = await t.login(user.email);
    const guarded = api.filter((route) => typeof route.access === 'object');
    expect(guarded.length).toBeGreaterThan(0);
    const leaks: string[] = [];
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 403) leaks.push(`${key(route)} -> ${response.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });
});

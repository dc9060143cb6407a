import { RESOURCES } from '../../../contract/permissions';
import type { RegisteredRoute } from '../../../server/platform/access';
import { API_PREFIX } from '../../../server/platform/auth-guard';
import { createOrganization, createRole, createUser } from './factories';
import type { TestApp } from './test-app';

/**
 * Tenant-isolation harness. Each module registers, in `tests/server/support/isolation-*.ts`
 * (picked up by tenant-isolation.test.ts, no other edit needed), cases that say how to call
 * one of its routes against a record. The harness builds two organisations with the same
 * data and runs every case:
 *
 * - `other-organisation`: an actor of A calls the route on B's record. It must answer 404
 *   (never 403 or 200: another organisation's records do not exist for A), leave B's record
 *   as it was (`unchanged`), and the very same call on A's own record must succeed
 *   (the control: it proves the 404 is about the organisation, not a malformed call).
 * - `no-permission`: an actor of A without the route's resource (or scope) gets 403.
 *
 * Coverage: every /api route (GET/HEAD counted once) that is not public and not exempt must
 * have at least one case; the test prints `tenant isolation: covered N of M routes`.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Actor {
  id: string;
  email: string;
  token: string;
}

/** One organisation of the pair; both are built by the same code with the same data. */
export interface TenantSide {
  label: 'A' | 'B';
  organizationId: string;
  organizationName: string;
  /** Every resource except Roles, with read, write and update: a full organisation admin. */
  manager: Actor;
  /** A plain member (Reports read): the typical record acted upon. */
  member: Actor;
  /** A member whose role grants nothing: the actor of `no-permission` cases. */
  bare: Actor;
  /**
   * A member (member role) whose record cases may change: on B it must stay as it is, on A
   * the controls change it, so nothing may rely on A's subject.
   */
  subject: Actor;
}

export interface IsolationWorld {
  t: TestApp;
  a: TenantSide;
  b: TenantSide;
  /** Platform-wide roles the two sides use (roles are not tenant-owned). */
  roles: { manager: string; member: string; bare: string };
}

export interface IsolationContext {
  t: TestApp;
  world: IsolationWorld;
  /** Who calls: always organisation A. */
  actor: TenantSide;
  /** Whose record is addressed: B for the check, A for the control. */
  target: TenantSide;
}

export interface IsolationRequest {
  token: string;
  method: Method;
  /** Full URL, e.g. usersUrl(USERS_PATHS.role(id)); must match `route`. */
  url: string;
  payload?: unknown;
  /** Extra headers (a multipart body's content type, an Idempotency-Key). */
  headers?: Record<string, string>;
}

interface CaseBase {
  /** `METHOD /api/...pattern` exactly as in app.routeRegistry, e.g. 'PUT /api/users/v1/roles/:id'. */
  route: string;
  title: string;
  /** Builds the call; may create the records it needs with factories (for `ctx.target`). */
  request(ctx: IsolationContext): Promise<IsolationRequest> | IsolationRequest;
}

export interface OtherOrganisationCase extends CaseBase {
  kind: 'other-organisation';
  /** Default 404. Anything else needs `statusReason` (shown in the test name). */
  status?: number;
  statusReason?: string;
  /** Throws (expect) when the target's record changed. */
  unchanged?(ctx: IsolationContext): Promise<void>;
  /** Set to a reason to skip the control call on A's own record (e.g. it needs a secret). */
  noControl?: string;
}

export interface NoPermissionCase extends CaseBase {
  kind: 'no-permission';
}

export type IsolationCase = OtherOrganisationCase | NoPermissionCase;

const cases: { module: string; case: IsolationCase }[] = [];
const exempt = new Map<string, string>();

export function registerIsolationCases(module: string, list: IsolationCase[]): void {
  for (const item of list) cases.push({ module, case: item });
}

/** Routes with no tenant record to isolate (self-scoped, platform-wide ...), each with why. */
export function exemptFromIsolation(reasons: Record<string, string>): void {
  for (const [route, reason] of Object.entries(reasons)) {
    if (!reason.trim()) throw new Error(`exempt route ${route} needs a reason`);
    exempt.set(route, reason);
  }
}

export const registeredCases = () => [...cases];
export const exemptRoutes = () => new Map(exempt);

const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/** Routes that must be covered: /api, not public, not exempt; HEAD goes with its GET. */
export function routesToCover(registry: RegisteredRoute[]): string[] {
  return registry
    .filter((route) => route.url.startsWith(`${API_PREFIX}/`) && route.method !== 'HEAD')
    .filter((route) => route.access !== 'public' && !exempt.has(routeKey(route)))
    .map(routeKey)
    .sort();
}

/** True when `method url` is a call of the route pattern `route` ('PUT /api/x/:id'). */
export function matchesRoute(route: string, method: string, url: string): boolean {
  const [routeMethod, pattern = ''] = route.split(' ');
  const path = url.split('?')[0] ?? '';
  const regex = new RegExp(
    `^${pattern
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  );
  return routeMethod === method && regex.test(path);
}

// The managers hold every resource but Roles (platform-wide, HAD admins only).
const TENANT_RESOURCES = RESOURCES.filter((resource) => resource !== 'Roles');

async function buildSide(
  t: TestApp,
  label: 'A' | 'B',
  roles: IsolationWorld['roles'],
  suffix: string,
): Promise<TenantSide> {
  const organizationName = `Isolation ${label} ${suffix}`;
  const organizationId = await createOrganization(t.db, { name: organizationName });
  const actor = async (role: string, who: string): Promise<Actor> => {
    const user = await createUser(t.db, {
      email: `${who}-${label.toLowerCase()}-${suffix}@isolation.test`,
      memberships: [{ organizationId, roleId: role, isActive: true }],
    });
    return { ...user, token: await t.login(user.email) };
  };
  return {
    label,
    organizationId,
    organizationName,
    manager: await actor(roles.manager, 'manager'),
    member: await actor(roles.member, 'member'),
    bare: await actor(roles.bare, 'bare'),
    subject: await actor(roles.member, 'subject'),
  };
}

/** Two organisations with the same people and roles. */
export async function buildIsolationWorld(t: TestApp): Promise<IsolationWorld> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const all = ['read', 'write', 'update'] as const;
  const roles = {
    manager: await createRole(t.db, {
      name: `Isolation manager ${suffix}`,
      number: 1,
      grants: Object.fromEntries(TENANT_RESOURCES.map((resource) => [resource, [...all]])),
    }),
    member: await createRole(t.db, {
      name: `Isolation member ${suffix}`,
      grants: { Reports: ['read'] },
    }),
    bare: await createRole(t.db, { name: `Isolation bare ${suffix}` }),
  };
  return {
    t,
    roles,
    a: await buildSide(t, 'A', roles, suffix),
    b: await buildSide(t, 'B', roles, suffix),
  };
}

async function send(t: TestApp, call: IsolationRequest) {
  if (!call.headers) return t.request(call.token, call.method, call.url, call.payload);
  return t.app.inject({
    method: call.method,
    url: call.url,
    headers: { authorization: `Bearer ${call.token}`, ...call.headers },
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  });
}

/** Runs one case; throws (a failed expectation) when isolation is broken. */
export async function runIsolationCase(world: IsolationWorld, item: IsolationCase): Promise<void> {
  const { expect } = await import('vitest');
  const own: IsolationContext = { t: world.t, world, actor: world.a, target: world.a };
  if (item.kind === 'no-permission') {
    const call = await item.request(own);
    expect(matchesRoute(item.route, call.method, call.url), `${call.method} ${call.url}`).toBe(
      true,
    );
    const response = await send(world.t, call);
    expect(response.statusCode, response.body).toBe(403);
    return;
  }
  const other: IsolationContext = { ...own, target: world.b };
  const call = await item.request(other);
  expect(matchesRoute(item.route, call.method, call.url), `${call.method} ${call.url}`).toBe(true);
  const response = await send(world.t, call);
  expect(response.statusCode, `other organisation: ${response.body}`).toBe(item.status ?? 404);
  if (item.status === undefined) expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  await item.unchanged?.(other);
  if (item.noControl) return;
  const control = await send(world.t, await item.request(own));
  expect(control.statusCode, `own organisation (control): ${control.body}`).toBeGreaterThanOrEqual(
    200,
  );
  expect(control.statusCode, `own organisation (control): ${control.body}`).toBeLessThan(300);
}

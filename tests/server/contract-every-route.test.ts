import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES, type ContractAction } from '../../contract/organizations';
import { USERS_PATHS } from '../../contract/paths';
import type { RegisteredRoute } from '../../server/platform/access';
import { API_PREFIX } from '../../server/platform/auth-guard';
import { createOrganization, createUser, roleId } from './support/factories';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/**
 * Every /api route of the three services, called by an Admin (every right) of a customer
 * organisation whose contract is paused, then canceled. The routes refused while paused must be
 * exactly the writes; the lists below name, on purpose, the writes that stay open (the person's
 * own) and the reads that write (attendance), so a new route that slips past the contract fails.
 */

/** Writes that are the person's own, not the organisation's: allowed whatever its contract. */
const PERSONAL_WRITES = [
  'POST /api/users/v1/auth/logout',
  'POST /api/users/v1/auth/admin/reset-password',
  'PUT /api/users/v1/users/admin/switchActiveGroup/:id',
  // Joining another organisation (that one's contract decides) or accepting its invitation.
  'PUT /api/users/v1/users/admin/joinGroup/:id',
  'POST /api/users/v1/admin-invitations/use',
  // The teacher's own profile (it belongs to the person, not to an organisation).
  'POST /api/users/v1/teachers/complete-profile',
  'POST /api/users/v1/teachers/profile-complete/skip',
  'POST /api/users/v1/teachers/profile-changes/submit',
];
/**
 * Calls other than GET that only read or observe, allowed to a read-only member: lists asked
 * for by POST (teachers, learners' achievements), and an observer (r LiveClassesObserver, which the Admin holds) entering a Live
 * class to watch it.
 */
const READS_NOT_BY_GET = [
  'POST /api/users/v1/teachers/get-all',
  'POST /api/levels/v1/reports/measure_achievements',
  'POST /api/levels/v2/live-classes/teacher/generate-signature',
  'PUT /api/levels/v1/live-class/admin/enter/:id',
];
/**
 * GETs declared with a write right, refused while paused: a teacher's attendance (join,
 * heartbeat), join codes topped up as they are downloaded, the roles an invitation may grant
 * (asked only to write one), and the editors' helpers (what a deletion would take, machine
 * translation).
 */
const WRITES_BY_GET = [
  'GET /api/levels/v1/live-class/:id/teachers/join',
  'GET /api/levels/v1/live-class/:id/teachers/heartbeat',
  'GET /api/users/v1/organization/getGroupCode/:id',
  'GET /api/users/v1/admin-invitations/roles',
  'GET /api/users/v1/general/translate',
  'GET /api/levels/v1/admin/levels/:id/impact',
  'GET /api/levels/v1/admin/units/:id/impact',
  'GET /api/levels/v1/admin/activities/:id/impact',
  'GET /api/levels/v1/admin/multichoiceActivities/:id/impact',
];

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const ANY_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, ANY_ID);
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

let t: TestApp;
let api: RegisteredRoute[];
let admin: string;
let org: { id: string; name: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  // HEAD answers carry no body (so no message to tell the refusal by); their GETs are walked.
  api = t.app.routeRegistry.filter(
    (route) =>
      route.url.startsWith(`${API_PREFIX}/`) &&
      route.access !== 'public' &&
      route.method !== 'HEAD',
  );
  admin = await t.login('admin@demo.test');
  const name = `Walked ${Date.now()}`;
  const id = await createOrganization(t.db, { name, contractStatus: 'active' });
  const user = await createUser(t.db, {
    memberships: [{ organizationId: id, roleId: await roleId(t.db, 'Admin'), isActive: true }],
  });
  org = { id, name, token: await t.login(user.email) };
});
afterAll(() => t.close());

async function setContract(action: ContractAction) {
  const response = await t.request(
    admin,
    'PUT',
    usersUrl(USERS_PATHS.contractAction(org.id, action)),
  );
  expect(response.statusCode, response.body).toBe(200);
}

/** Signing out would end the session the walk uses; it is the person's own anyway. */
const NOT_CALLED = 'POST /api/users/v1/auth/logout';

/** Each route's answer to the organisation's Admin: status and message. */
async function callEvery() {
  const answers = new Map<string, { status: number; message: string | undefined }>();
  for (const route of api) {
    if (key(route) === NOT_CALLED) continue;
    const response = await t.app.inject({
      method: route.method as 'GET',
      url: concrete(route.url),
      headers: { authorization: `Bearer ${org.token}` },
    });
    let message: string | undefined;
    try {
      message = (response.json() as { message?: string }).message;
    } catch {
      message = undefined;
    }
    answers.set(key(route), { status: response.statusCode, message });
  }
  return answers;
}

describe('the contract over every route', () => {
  it('while paused refuses exactly the writes (409 naming the contract)', async () => {
    await setContract('pause');
    const answers = await callEvery();
    const paused = ORGANIZATION_MESSAGES.contractPaused(org.name);
    const refused = [...answers]
      .filter(([, answer]) => answer.status === 409 && answer.message === paused)
      .map(([route]) => route)
      .sort();
    const expected = api
      .map(key)
      .filter((route) => {
        if (WRITES_BY_GET.includes(route)) return true;
        const method = route.split(' ')[0]!;
        return (
          !isRead(method) && !PERSONAL_WRITES.includes(route) && !READS_NOT_BY_GET.includes(route)
        );
      })
      .sort();
    expect(expected.length).toBeGreaterThan(60);
    expect(refused).toEqual(expected);
    // The named exceptions are real routes (a renamed one must be renamed here too).
    const known = new Set(api.map(key));
    for (const route of [...PERSONAL_WRITES, ...READS_NOT_BY_GET, ...WRITES_BY_GET]) {
      expect(known.has(route), route).toBe(true);
    }
  });

  it('once canceled refuses every route of the organisation (403), not the personal ones', async () => {
    await setContract('cancel');
    const answers = await callEvery();
    const closed = ORGANIZATION_MESSAGES.contractClosed(org.name, 'canceled');
    const refused = [...answers]
      .filter(([, answer]) => answer.status === 403 && answer.message === closed)
      .map(([route]) => route)
      .sort();
    const expected = api
      .filter((route) => typeof route.access === 'object' || route.organizationUse !== undefined)
      .map(key)
      .sort();
    expect(expected).toContain('GET /api/users/v1/organization/report');
    expect(refused).toEqual(expected);
    for (const route of PERSONAL_WRITES) expect(refused).not.toContain(route);
  });

  it('reactivated, refuses nothing for the contract', async () => {
    await setContract('reactivate');
    const answers = await callEvery();
    const texts = [
      ORGANIZATION_MESSAGES.contractPaused(org.name),
      ORGANIZATION_MESSAGES.contractClosed(org.name, 'canceled'),
    ];
    const still = [...answers].filter(([, a]) => texts.includes(a.message ?? ''));
    expect(still).toEqual([]);
  });
});

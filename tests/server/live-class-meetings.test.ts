import { decodeProtectedHeader, jwtVerify } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLASS_MESSAGES } from '../../contract/live-classes';
import { LIVE_PATHS } from '../../contract/live-classes-paths';
import { MEETING_MESSAGES, meetingSignatureSchema } from '../../contract/meetings';
import { envelope } from '../../contract/wire';
import { createOrganization, createRole, createUser } from './support/factories';
import {
  createLiveClass,
  levelsUrl,
  meetingIdOf,
  standInCredentials,
  testMeetingKeys,
  writeMeetingKeys,
  zoomEnv,
} from './support/meetings';
import { createTestApp, type TestApp } from './support/test-app';
import { startZoomStandIn, ZOOM_INTERNAL_TEXT, type ZoomStandIn } from './support/zoom-stand-in';

const keys = testMeetingKeys();
const SECRETS_KEY = randomBytes(32).toString('base64');
/** Both apps of this file reach the stand-in and open the same stored keys. */
const env = () => ({ ...zoomEnv(standIn), SECRETS_KEY });
const TEACHER_URL = levelsUrl(LIVE_PATHS.teacherSignature);
const STUDENT_URL = levelsUrl(LIVE_PATHS.studentSignature);

let standIn: ZoomStandIn;
let t: TestApp;
let admin: string;
let org: string;
let otherOrg: string;
let roles: Record<'teacher' | 'readOnly' | 'approver' | 'observer' | 'student', string>;
const people: Record<string, { id: string; name: string; email: string; token: string }> = {};

async function person(name: string, role: string, organizationId = org) {
  const user = await createUser(t.db, {
    firstName: name,
    lastName: 'Tester',
    memberships: [{ organizationId, roleId: role, isActive: true }],
  });
  const entry = { id: user.id, name, email: user.email, token: await t.login(user.email) };
  people[name] = entry;
  return entry;
}

/** A Live, approved class taught by a teacher of its own (teachers may not overlap). */
async function liveClassWithTeacher(values: Parameters<typeof createLiveClass>[2] = {}) {
  const teacher = await person(`Teacher${Object.keys(people).length}`, roles.teacher);
  const id = await createLiveClass(t.db, org, { teacherId: teacher.id, ...values });
  return { id, teacher };
}

const sign = (url: string, token: string, liveClassId: string) =>
  t.request(token, 'POST', url, { liveClassId });

const answerOf = (response: { json(): unknown }) =>
  envelope(meetingSignatureSchema).parse(response.json()).data;

beforeAll(async () => {
  standIn = await startZoomStandIn(standInCredentials(keys));
  t = await createTestApp({ env: env() });
  admin = await t.login('admin@demo.test');
  org = await createOrganization(t.db, { name: `Meetings ${Date.now()}` });
  otherOrg = await createOrganization(t.db, { name: `Meetings other ${Date.now()}` });
  roles = {
    teacher: await createRole(t.db, {
      number: 5,
      grants: { LiveClasses: ['read', 'write', 'update'] },
    }),
    readOnly: await createRole(t.db, { grants: { LiveClasses: ['read'] } }),
    approver: await createRole(t.db, {
      grants: { LiveClassesApprove: ['read', 'write', 'update'] },
    }),
    observer: await createRole(t.db, { grants: { LiveClassesObserver: ['read'] } }),
    student: await createRole(t.db, { number: 6 }),
  };
  await person('Approver', roles.approver);
  await person('Observer', roles.observer);
  await person('Student', roles.student);
  await person('ReadOnly', roles.readOnly);
  await person('Outsider', roles.student, otherOrg);
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});
afterEach(() => {
  standIn.mode = 'ok';
  standIn.createDelayMs = 0;
});

describe('without meeting keys', () => {
  it('answers 503 "meetings are not configured" to the teacher and the student, calling nobody', async () => {
    const { id, teacher } = await liveClassWithTeacher();
    for (const [url, token] of [
      [TEACHER_URL, teacher.token],
      [STUDENT_URL, people.Student!.token],
    ] as const) {
      const response = await sign(url, token, id);
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: LIVE_CLASS_MESSAGES.meetingsNotConfigured,
      });
    }
    expect(standIn.calls).toEqual([]);
    expect(await meetingIdOf(t.db, id)).toBeNull();
  });
});

describe('with meeting keys', () => {
  beforeAll(async () => {
    await writeMeetingKeys(t, admin, keys);
  });

  it("gives the class's teacher a host signature as Zoom documents it, with the host's ZAK", async () => {
    const { id, teacher } = await liveClassWithTeacher({ title: 'Alif live' });
    const before = Math.floor(Date.now() / 1000);
    const response = await sign(TEACHER_URL, teacher.token, id);
    expect(response.statusCode, response.body).toBe(200);
    const data = answerOf(response);
    expect(data.sdkKey).toBe(keys.sdkKey);
    expect(data.zak).toBe(standIn.zak);
    expect(data.userName).toBe(`${teacher.name} Tester`);
    expect(data.meetingId).toBe(await meetingIdOf(t.db, id));

    expect(decodeProtectedHeader(data.signature)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(data.signature, new TextEncoder().encode(keys.sdkSecret), {
      algorithms: ['HS256'],
    });
    expect(Object.keys(payload).sort()).toEqual(
      ['appKey', 'exp', 'iat', 'mn', 'role', 'sdkKey', 'tokenExp'].sort(),
    );
    expect(payload.appKey).toBe(keys.sdkKey);
    expect(payload.sdkKey).toBe(keys.sdkKey);
    expect(payload.mn).toBe(data.meetingId);
    expect(payload.role).toBe(1);
    for (const claim of ['iat', 'exp', 'tokenExp', 'role'] as const) {
      expect(Number.isInteger(payload[claim]), claim).toBe(true);
    }
    const iat = payload.iat!;
    const exp = payload.exp!;
    expect(iat).toBeGreaterThanOrEqual(before - 60);
    expect(iat).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(exp - iat).toBeGreaterThanOrEqual(1800);
    expect(exp - iat).toBeLessThanOrEqual(48 * 3600);
    expect(payload.tokenExp).toBe(exp);
    // Another secret does not verify it.
    await expect(
      jwtVerify(data.signature, new TextEncoder().encode(`${keys.sdkSecret}x`)),
    ).rejects.toThrow();
  });

  it('creates the meeting through the documented calls: S2S OAuth, the meeting, the ZAK', async () => {
    // An app of its own: its access token is not yet fetched.
    const fresh = await createTestApp({ database: t.database, env: env() });
    try {
      standIn.calls.length = 0;
      const first = await liveClassWithTeacher({ title: 'Ba live', durationMinutes: 45 });
      // Its own JWT key: a session of its own.
      const token = await fresh.login(first.teacher.email);
      const response = await fresh.request(token, 'POST', TEACHER_URL, {
        liveClassId: first.id,
      });
      expect(response.statusCode, response.body).toBe(200);
      const basic = Buffer.from(`${keys.clientKey}:${keys.clientSecret}`).toString('base64');
      const access = standIn.issuedTokens.at(-1);
      expect(standIn.calls).toEqual([
        {
          method: 'POST',
          url: `/oauth/token?grant_type=account_credentials&account_id=${keys.accountId}`,
          authorization: `Basic ${basic}`,
          contentType: 'application/x-www-form-urlencoded',
          body: undefined,
        },
        {
          method: 'POST',
          url: '/v2/users/me/meetings',
          authorization: `Bearer ${access}`,
          contentType: 'application/json',
          body: {
            topic: 'Ba live',
            type: 2,
            start_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
            timezone: 'UTC',
            duration: 45,
            settings: expect.any(Object),
          },
        },
        {
          method: 'GET',
          url: '/v2/users/me/token?type=zak',
          authorization: `Bearer ${access}`,
          contentType: undefined,
          body: undefined,
        },
      ]);
      const start = (standIn.calls[1]!.body as { start_time: string }).start_time;
      expect(Math.abs(Date.parse(start) - (Date.now() - 10 * 60_000))).toBeLessThan(60_000);

      // The access token is kept until shortly before it expires: no second OAuth call.
      standIn.calls.length = 0;
      const second = await liveClassWithTeacher();
      const again = await fresh.request(
        await fresh.login(second.teacher.email),
        'POST',
        TEACHER_URL,
        {
          liveClassId: second.id,
        },
      );
      expect(again.statusCode, again.body).toBe(200);
      expect(standIn.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
        'POST /v2/users/me/meetings',
        'GET /v2/users/me/token?type=zak',
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('answers a member of the organisation a participant signature (role 0, no ZAK) for the same meeting', async () => {
    const { id, teacher } = await liveClassWithTeacher();
    const host = answerOf(await sign(TEACHER_URL, teacher.token, id));
    const meetings = standIn.meetingCalls().length;
    const response = await sign(STUDENT_URL, people.Student!.token, id);
    expect(response.statusCode, response.body).toBe(200);
    const data = answerOf(response);
    expect(data.meetingId).toBe(host.meetingId);
    expect(data.zak).toBeUndefined();
    expect(data.userName).toBe('Student Tester');
    const { payload } = await jwtVerify(data.signature, new TextEncoder().encode(keys.sdkSecret));
    expect(payload.role).toBe(0);
    expect(payload.mn).toBe(host.meetingId);
    expect(standIn.meetingCalls().length).toBe(meetings);
  });

  it('lets an approver or an observer enter as role 1 without the host key', async () => {
    for (const name of ['Approver', 'Observer']) {
      const { id } = await liveClassWithTeacher();
      const response = await sign(TEACHER_URL, people[name]!.token, id);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      const data = answerOf(response);
      expect(data.zak).toBeUndefined();
      const { payload } = await jwtVerify(data.signature, new TextEncoder().encode(keys.sdkSecret));
      expect(payload.role).toBe(1);
    }
  });

  it('creates one meeting per class when many ask at once', async () => {
    standIn.createDelayMs = 150;
    const { id, teacher } = await liveClassWithTeacher();
    const before = standIn.meetingCalls().length;
    const responses = await Promise.all([
      sign(TEACHER_URL, teacher.token, id),
      sign(STUDENT_URL, people.Student!.token, id),
      sign(TEACHER_URL, people.Approver!.token, id),
      sign(STUDENT_URL, people.Student!.token, id),
      sign(TEACHER_URL, people.Observer!.token, id),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(responses.map((response) => answerOf(response).meetingId));
    expect(ids.size).toBe(1);
    expect(standIn.meetingCalls().length - before).toBe(1);
    expect(await meetingIdOf(t.db, id)).toBe([...ids][0]);
  });

  it('refuses with 409 what the machine refuses: not started, finished, not approved', async () => {
    const cases = [
      { startsInMinutes: 30 },
      { startsInMinutes: -120, durationMinutes: 60 },
      { approved: false },
    ];
    for (const values of cases) {
      const { id, teacher } = await liveClassWithTeacher(values);
      for (const [url, token] of [
        [TEACHER_URL, teacher.token],
        [TEACHER_URL, people.Approver!.token],
        [STUDENT_URL, people.Student!.token],
      ] as const) {
        const response = await sign(url, token, id);
        expect(response.statusCode, `${JSON.stringify(values)}: ${response.body}`).toBe(409);
        expect(response.json()).toMatchObject({ message: MEETING_MESSAGES.notOpen });
      }
      expect(await meetingIdOf(t.db, id)).toBeNull();
    }
  });

  it("refuses the teacher's signature with 403 to another teacher, and to rights the route does not name", async () => {
    const { id } = await liveClassWithTeacher();
    const other = await person('OtherTeacher', roles.teacher);
    const refused = await sign(TEACHER_URL, other.token, id);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ message: MEETING_MESSAGES.notYourClass });
    for (const name of ['ReadOnly', 'Student']) {
      const response = await sign(TEACHER_URL, people[name]!.token, id);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
    }
    expect(await meetingIdOf(t.db, id)).toBeNull();
  });

  it("answers 404 for another organisation's class, and 401 without a session", async () => {
    const { id } = await liveClassWithTeacher();
    const response = await sign(STUDENT_URL, people.Outsider!.token, id);
    expect(response.statusCode, response.body).toBe(404);
    const missing = await sign(STUDENT_URL, people.Student!.token, randomUUID());
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.request(null, 'POST', STUDENT_URL, { liveClassId: id });
    expect(anonymous.statusCode).toBe(401);
    expect(await meetingIdOf(t.db, id)).toBeNull();
  });

  it('validates the body: a live class id and nothing else', async () => {
    for (const body of [{}, { liveClassId: 'nope' }, { liveClassId: randomUUID(), x: 1 }]) {
      const response = await t.request(people.Student!.token, 'POST', STUDENT_URL, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers 502 when the provider fails, passing nothing of it on, and keeps no meeting', async () => {
    for (const mode of ['fail', 'no-id'] as const) {
      standIn.mode = mode;
      const { id, teacher } = await liveClassWithTeacher();
      const response = await sign(TEACHER_URL, teacher.token, id);
      expect(response.statusCode, response.body).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'BAD_GATEWAY',
        message: MEETING_MESSAGES.providerFailed,
      });
      expect(response.body).not.toContain(ZOOM_INTERNAL_TEXT);
      expect(await meetingIdOf(t.db, id)).toBeNull();
    }
    expect(t.logs().some((line) => line.includes('meeting provider failed'))).toBe(true);
  });

  it('fetches a new access token once when Zoom revokes the one it holds', async () => {
    standIn.revokeTokens();
    const tokensBefore = standIn.issuedTokens.length;
    const { id, teacher } = await liveClassWithTeacher();
    const response = await sign(TEACHER_URL, teacher.token, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(standIn.issuedTokens.length).toBe(tokensBefore + 1);
  });

  it('never lets a secret, a provider token or a host start link into an answer or a log', () => {
    const logs = t.logs().join('\n');
    const secrets = [
      keys.clientKey,
      keys.clientSecret,
      keys.accountId,
      keys.sdkSecret,
      standIn.zak,
      ZOOM_INTERNAL_TEXT,
      ...standIn.issuedTokens,
      ...standIn.startUrls,
    ];
    expect(standIn.startUrls.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(logs, secret).not.toContain(secret);
    expect(logs).toContain('"url":"/api/levels/v2/live-classes/teacher/generate-signature"');
  });

  it('answers 503 again once a key is removed', async () => {
    await writeMeetingKeys(t, admin, { sdkSecret: null });
    const { id, teacher } = await liveClassWithTeacher();
    const response = await sign(TEACHER_URL, teacher.token, id);
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toMatchObject({ message: LIVE_CLASS_MESSAGES.meetingsNotConfigured });
  });
});

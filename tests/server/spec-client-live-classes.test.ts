import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectData,
  expectPaged,
  find,
  LEVELS,
  PNG,
  SETTINGS,
  specClient,
  type SpecClient,
} from './support/spec-client';
import { createTestApp, type TestApp } from './support/test-app';
import { startZoomStandIn, type ZoomStandIn } from './support/zoom-stand-in';

/**
 * SPEC.md section 7, "Live classes", sent by a client written from the spec alone
 * (support/spec-client.ts): 21 calls, on the demo's classes of Nour Academy (taught by Huda).
 * The meeting provider is a local stand-in (support/zoom-stand-in.ts).
 */

const KEYS = {
  clientKey: 'spec-client-key',
  clientSecret: 'spec-client-secret',
  accountId: 'spec-account',
  sdkKey: 'spec-sdk-key',
  sdkSecret: 'spec-sdk-secret',
};

let standIn: ZoomStandIn;
let t: TestApp;
let api: SpecClient;
let manager: string;
let huda: string;
let classes: { id: string; title: string; teacherId: string | null }[];
/** The server's clock runs this far ahead, to let a class created here begin. */
let ahead = 0;

const LIVE = `${LEVELS}v1/live-class`;
const ADMIN_LIVE = `${LEVELS}v2/admin/live-classes`;
const byTitle = (title: string) => find(classes, 'title', title);

beforeAll(async () => {
  standIn = await startZoomStandIn({
    accountId: KEYS.accountId,
    clientId: KEYS.clientKey,
    clientSecret: KEYS.clientSecret,
  });
  t = await createTestApp({
    env: { ZOOM_OAUTH_URL: standIn.oauthUrl, ZOOM_API_URL: standIn.apiUrl },
    clock: () => new Date(Date.now() + ahead),
  });
  api = specClient(t);
  manager = (await api.login('manager@demo.test')).token;
  huda = (await api.login('huda@demo.test')).token;
  classes = expectPaged(
    await api.call(manager, 'GET', `${LEVELS}v1/admin/liveClasses?pageSize=100`),
  ) as unknown as typeof classes;
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

/** The spec's live-class fields (section 3) with the services' names for them. */
const liveClass = (title: string, days: number) => ({
  title,
  startsAt: new Date(Date.now() + days * 86_400_000).toISOString(),
  durationMinutes: 45,
  minUsers: 2,
  maxUsers: 12,
  tag: 'reading',
});

describe('live-class lists', () => {
  it('lists the manager’s classes, the invalid, the teacher’s own and the available ones', async () => {
    expect(classes.length).toBeGreaterThan(0);
    expectPaged(await api.call(manager, 'GET', `${ADMIN_LIVE}/invalid?pageNumber=1`));
    expectPaged(await api.call(huda, 'GET', `${ADMIN_LIVE}/myClasses?pageNumber=1`));
    expectPaged(await api.call(huda, 'GET', `${ADMIN_LIVE}/available?pageNumber=1`));
  });

  it('lists a class’s and a teacher’s reviews, the lookups and a meeting’s report', async () => {
    const finished = byTitle('Alif reading circle');
    expectPaged(await api.call(manager, 'GET', `${ADMIN_LIVE}/${finished.id}/reviews?pageSize=5`));
    const teacher = await api.call(
      manager,
      'GET',
      `${ADMIN_LIVE}/teachers/${finished.teacherId}/reviews?pageSize=5`,
    );
    expectPaged(teacher);
    expectData(await api.call(manager, 'GET', `${LEVELS}v2/live-classes/lookups`), 200);
    const report = `${LEVELS}v1/admin/liveClasses/report/81000000001`;
    expectData(await api.call(manager, 'GET', report), 200);
  });
});

describe('a Live class', () => {
  it('the teacher joins and beats, and an admin enters', async () => {
    expectData(await api.call(huda, 'GET', `${LIVE}/81000000002/teachers/join`), 200);
    expectData(await api.call(huda, 'GET', `${LIVE}/81000000002/teachers/heartbeat`), 200);
    const live = byTitle('Ba and Ta practice');
    const entered = await api.call(manager, 'PUT', `${LIVE}/admin/enter/${live.id}`, {
      enteredUsing: 'web',
    });
    expectData(entered, 200);
  });
});

describe('live-class writes', () => {
  it('approves, is accepted by a teacher, assigns a teacher, deletes and validates', async () => {
    const approved = await api.call(
      manager,
      'PUT',
      `${LIVE}/approve/${byTitle('Words in the sky').id}`,
    );
    expectData(approved, 200);
    const taken = await api.call(
      huda,
      'PUT',
      `${LIVE}/accept/${byTitle('Open Quran recitation').id}`,
    );
    expectData(taken, 200);
    const teacherId = byTitle('Alif reading circle').teacherId;
    const story = byTitle('Story time (no teacher yet)');
    // The spec names the body: teacherId.
    expectData(
      await api.call(manager, 'PUT', `${LIVE}/assignTeacherToClass/${story.id}`, { teacherId }),
      200,
    );
    // The drill clashes with the conversation; once that is deleted, the drill validates.
    const deleted = await api.call(
      manager,
      'DELETE',
      `${LIVE}/${byTitle('Greetings conversation').id}`,
    );
    expectData(deleted, 200);
    const validated = await api.call(
      manager,
      'PUT',
      `${LIVE}/validate/${byTitle('Extra greetings drill').id}`,
    );
    expectData(validated, 200);
  });

  it('creates and updates a class, imports a spreadsheet and uploads a cover image', async () => {
    // The spec shows no body: we send the live class's fields (section 3).
    const created = expectData(
      await api.call(manager, 'POST', LIVE, liveClass('Spec live class', 20)),
      201,
    );
    const updated = await api.call(manager, 'PUT', `${LIVE}/${created.id}`, {
      ...liveClass('Spec live class, later', 21),
    });
    expectData(updated, 200);

    // Section 5: title, duration, start date (day/month/year hours:minutes), nothing else.
    const day = new Date(Date.now() + 30 * 86_400_000);
    const start = `${day.getUTCDate()}/${day.getUTCMonth() + 1}/${day.getUTCFullYear()} 10:30`;
    const sheet = await api.upload(manager, `${LIVE}/bulk`, {
      name: 'classes.csv',
      type: 'text/csv',
      content: `title,duration,start date\nSpec imported class,40,${start}\n`,
    });
    expectData(sheet, 200);
    const image = await api.upload(manager, `${LIVE}/upload-image`, {
      name: 'cover.png',
      type: 'image/png',
      content: PNG,
    });
    expectData(image, 201);
  });
});

describe('meeting signatures', () => {
  it('a class begins: its teacher gets the host’s signature, a student theirs', async () => {
    // A class of Huda's after her Live one (72 minutes from now), approved; then the clock
    // moves past its start.
    const created = await api.call(manager, 'POST', LIVE, liveClass('Spec signed class', 0.05));
    const live = expectData(created, 201).id as string;
    expectData(
      await api.call(manager, 'PUT', `${LIVE}/assignTeacherToClass/${live}`, {
        teacherId: byTitle('Alif reading circle').teacherId,
      }),
      200,
    );
    expectData(await api.call(manager, 'PUT', `${LIVE}/approve/${live}`), 200);
    ahead = 80 * 60_000;

    // The keys are the settings' meeting keys (section 1); the spec lists no call that writes
    // them, so the admin sets them through the services' own call first.
    const admin = (await api.login('admin@demo.test')).token;
    expectData(await api.call(admin, 'PUT', `${SETTINGS}v1/settings/meeting-keys`, KEYS), 200);
    // The spec shows no body: we send the class.
    const host = await api.call(
      huda,
      'POST',
      `${LEVELS}v2/live-classes/teacher/generate-signature`,
      {
        liveClassId: live,
      },
    );
    expectData(host, 200);
    const student = (await api.login('student01@demo.test')).token;
    const guest = await api.call(
      student,
      'POST',
      `${LEVELS}v2/live-classes/student/generate-signature`,
      { liveClassId: live },
    );
    expectData(guest, 200);
  });
});

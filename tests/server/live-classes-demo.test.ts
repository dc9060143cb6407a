import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveClassPageSchema, type LiveClass } from '../../contract/live-classes';
import { LIVE_PATHS } from '../../contract/live-classes-paths';
import { envelope } from '../../contract/wire';
import { meetingSignatureSchema } from '../../contract/meetings';
import { DEMO_LIVE_CLASSES } from '../../server/db/demo-live-classes';
import {
  liveClassAttendance,
  liveClasses,
  liveClassReviews,
} from '../../server/db/schema/live-classes';
import { seedDemo } from '../../server/db/seed';
import { seedDemoLiveClasses } from '../../server/db/seed-live-classes';
import { levelsUrl } from './support/curriculum';
import { organizationId } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (email: string) => {
  const token = await t.login(email);
  const response = await t.request(token, 'GET', levelsUrl(`${LIVE_PATHS.list}?pageSize=100`));
  expect(response.statusCode, response.body).toBe(200);
  return envelope(liveClassPageSchema).parse(response.json()).data.result;
};

/** Every state the demo must show. */
function states(classes: LiveClass[]) {
  const has = (test: (c: LiveClass) => boolean) => classes.some(test);
  return {
    unapprovedNotStarted: has((c) => c.approval === 'unapproved' && c.timing === 'notStarted'),
    approvedNotStarted: has(
      (c) => c.approval === 'approved' && c.timing === 'notStarted' && c.teacherId !== null,
    ),
    live: has((c) => c.approval === 'approved' && c.timing === 'live'),
    finished: has((c) => c.approval === 'approved' && c.timing === 'finished'),
    noTeacher: has((c) => c.invalidReason === 'noTeacher' && c.approval === 'unapproved'),
    clash: has((c) => c.invalidReason === 'clash'),
    startPassed: has((c) => c.invalidReason === 'startPassed'),
    available: has(
      (c) => c.approval === 'approved' && c.timing === 'notStarted' && c.teacherId === null,
    ),
    reviewed: has((c) => c.reviewsCount > 0),
  };
}

const ALL = Object.fromEntries(Object.keys(states([])).map((key) => [key, true]));

describe('the demo live classes', () => {
  it('Nour Academy’s manager (now with LiveClassesApprove) sees every state, taught by Huda', async () => {
    const classes = await list('manager@demo.test');
    expect(states(classes)).toEqual(ALL);
    const teachers = new Set(classes.flatMap((c) => (c.teacherName ? [c.teacherName] : [])));
    expect([...teachers]).toEqual(['Huda Saleh']);
    const live = classes.find((c) => c.timing === 'live')!;
    expect(live.actions).toEqual(['adminEnter']);
  });

  it('HAD’s admin sees every state, taught by Layla', async () => {
    const classes = await list('admin@demo.test');
    expect(states(classes)).toEqual(ALL);
    const teachers = new Set(classes.flatMap((c) => (c.teacherName ? [c.teacherName] : [])));
    expect([...teachers]).toEqual(['Layla Nasser']);
  });

  it('Huda joins her Live class; the reports show attendance', async () => {
    const huda = await t.login('huda@demo.test');
    const mine = await t.request(huda, 'GET', levelsUrl(LIVE_PATHS.mine));
    const live = envelope(liveClassPageSchema)
      .parse(mine.json())
      .data.result.find((c) => c.timing === 'live')!;
    expect(live.actions).toEqual(['join', 'heartbeat']);
    const joined = await t.request(huda, 'GET', levelsUrl(LIVE_PATHS.teacherJoin(live.meetingId!)));
    expect(joined.statusCode).toBe(200);
    const manager = await t.login('manager@demo.test');
    const report = await t.request(manager, 'GET', levelsUrl(LIVE_PATHS.report('81000000001')));
    expect(report.json().data.attendees).toEqual([
      expect.objectContaining({ role: 'teacher', name: 'Huda Saleh', minutes: 44 }),
      expect.objectContaining({ role: 'admin', name: 'Omar Khalil', minutes: 5 }),
    ]);
  });

  it('has meeting ids a signature may carry (digits, as a provider gives them)', () => {
    const ids = DEMO_LIVE_CLASSES.flatMap((c) => (c.meetingId ? [c.meetingId] : []));
    expect(ids.length).toBeGreaterThan(0);
    for (const meetingId of ids) {
      expect(meetingSignatureSchema.shape.meetingId.safeParse(meetingId).success, meetingId).toBe(
        true,
      );
    }
  });

  it('seeding again adds nothing; days later it still never double-books a teacher', async () => {
    const logosDir = await mkdtemp(path.join(os.tmpdir(), 'console-logos-'));
    try {
      const counted = async () =>
        Promise.all(
          [liveClasses, liveClassReviews, liveClassAttendance].map(async (table) => {
            const [row] = await t.db.select({ n: count() }).from(table);
            return row?.n;
          }),
        );
      const before = await counted();
      await seedDemo(t.db, { logosDir });
      expect(await counted()).toEqual(before);
      // A database whose demo classes were renamed gets them again, four days on: the approved
      // ones that would overlap a teacher's approved classes are skipped, the rest added.
      await t.db.update(liveClasses).set({ title: 'renamed' });
      const nour = await organizationId(t.db, 'Nour Academy');
      const had = await organizationId(t.db, 'HAD');
      const orgIds = new Map([
        ['Nour Academy', nour],
        ['HAD', had],
      ]);
      await seedDemoLiveClasses(t.db, orgIds, new Date(Date.now() + 3 * 24 * 3_600_000));
      const titles = await t.db
        .select({ title: liveClasses.title })
        .from(liveClasses)
        .where(eq(liveClasses.organizationId, nour));
      expect(titles.length).toBeGreaterThan(
        DEMO_LIVE_CLASSES.filter((c) => c.organization === 'Nour Academy').length,
      );
    } finally {
      await rm(logosDir, { recursive: true, force: true });
    }
  });
});

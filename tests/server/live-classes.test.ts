import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  liveClassLookupsSchema,
  liveClassPageSchema,
  liveClassSchema,
  type LiveClass,
} from '../../contract/live-classes';
import { LIVE_PATHS } from '../../contract/live-classes-paths';
import { envelope } from '../../contract/wire';
import { levels } from '../../server/db/schema/curriculum';
import { liveClassReviews } from '../../server/db/schema/live-classes';
import { levelsUrl } from './support/curriculum';
import { createUser } from './support/factories';
import {
  createLiveClass,
  HOUR,
  liveSchool,
  MINUTE,
  testClock,
  type LiveSchool,
} from './support/live-classes';
import { createTestApp, type TestApp } from './support/test-app';

const clock = testClock('2027-03-01T09:00:00Z');
let t: TestApp;
let s: LiveSchool;
/** Classes of `s` in every state, by name. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  s = await liveSchool(t);
  const add = async (name: string, values: Parameters<typeof createLiveClass>[2]) => {
    ids[name] = await createLiveClass(t.db, s.organizationId, { title: name, ...values });
  };
  await add('upcoming approved', {
    startsAt: clock.in(2 * HOUR),
    teacherId: s.teacher.id,
    approved: true,
    tag: 'grammar',
  });
  await add('upcoming unapproved', { startsAt: clock.in(4 * HOUR), teacherId: s.otherTeacher.id });
  await add('available', { startsAt: clock.in(26 * HOUR), approved: true, tag: 'reading' });
  await add('live', {
    startsAt: clock.in(-10 * MINUTE),
    teacherId: s.teacher.id,
    approved: true,
    meetingId: `m-${Math.random()}`,
  });
  await add('finished', { startsAt: clock.in(-3 * HOUR), teacherId: s.teacher.id, approved: true });
  await add('start passed', { startsAt: clock.in(-30 * MINUTE), teacherId: s.otherTeacher.id });
  await add('clash', {
    startsAt: clock.in(2 * HOUR + 30 * MINUTE),
    teacherId: s.teacher.id,
    invalidReason: 'clash',
  });
  await add('no teacher', { startsAt: clock.in(48 * HOUR) });
  for (const [rate, who] of [
    [5, s.bare],
    [4, s.staff],
  ] as const) {
    await t.db.insert(liveClassReviews).values({
      liveClassId: ids.finished!,
      organizationId: s.organizationId,
      reviewerId: who.id,
      rate,
    });
  }
});
afterAll(() => t.close());

const get = (token: string, path: string) => t.request(token, 'GET', levelsUrl(path));
const page = (response: { json(): unknown }) =>
  envelope(liveClassPageSchema).parse(response.json()).data;
const titles = (classes: LiveClass[]) => classes.map((c) => c.title);

describe('GET v1/admin/liveClasses (managers)', () => {
  it('pages the organisation’s classes by start, each with the machine’s state at the server clock', async () => {
    const response = await get(s.manager.token, LIVE_PATHS.list);
    expect(response.statusCode, response.body).toBe(200);
    const data = page(response);
    expect(titles(data.result)).toEqual([
      'finished',
      'start passed',
      'live',
      'upcoming approved',
      'clash',
      'upcoming unapproved',
      'available',
      'no teacher',
    ]);
    expect(data.pagination).toMatchObject({ total: 8, pageNumber: 1, pageSize: 20, count: 8 });
    const byTitle = Object.fromEntries(data.result.map((c) => [c.title, c]));
    expect(byTitle.finished).toMatchObject({
      approval: 'approved',
      timing: 'finished',
      validity: 'valid',
      rating: 4.5,
      reviewsCount: 2,
      teacherName: 'Huda Tester',
      // Approved and started: nothing more to change.
      actions: [],
    });
    expect(byTitle.live).toMatchObject({ timing: 'live', actions: ['adminEnter'] });
    expect(byTitle['start passed']).toMatchObject({
      approval: 'unapproved',
      timing: 'live',
      validity: 'invalid',
      invalidReason: 'startPassed',
      actions: ['update', 'delete'],
    });
    expect(byTitle.clash).toMatchObject({
      validity: 'invalid',
      invalidReason: 'clash',
      // Its teacher teaches 'upcoming approved' then: neither approving nor validating.
      actions: ['update', 'delete'],
    });
    expect(byTitle['upcoming unapproved']!.actions).toEqual([
      'approve',
      'assignTeacher',
      'update',
      'delete',
    ]);
    expect(byTitle['no teacher']).toMatchObject({ invalidReason: 'noTeacher', rating: null });
  });

  it('moves classes along as the clock moves', async () => {
    clock.add(2 * HOUR + MINUTE);
    try {
      const data = page(await get(s.manager.token, `${LIVE_PATHS.list}?timing=live`));
      expect(titles(data.result)).toEqual(['upcoming approved']);
      expect(data.result[0]!.actions).toEqual(['adminEnter']);
    } finally {
      clock.add(-(2 * HOUR + MINUTE));
    }
  });

  it('filters by timing, approval, validity, dates, teacher, topic, tag and title', async () => {
    const list = async (query: string) =>
      titles(page(await get(s.manager.token, `${LIVE_PATHS.list}?${query}`)).result);
    expect(await list('timing=notStarted&approval=approved')).toEqual([
      'upcoming approved',
      'available',
    ]);
    expect(await list('timing=finished')).toEqual(['finished']);
    expect(await list('validity=invalid')).toEqual([
      'start passed',
      'clash',
      'available',
      'no teacher',
    ]);
    expect(await list('validity=valid&approval=unapproved')).toEqual(['upcoming unapproved']);
    expect(await list(`teacherId=${s.otherTeacher.id}`)).toEqual([
      'start passed',
      'upcoming unapproved',
    ]);
    expect(await list('tag=reading')).toEqual(['available']);
    expect(await list('search=UPCOMING')).toEqual(['upcoming approved', 'upcoming unapproved']);
    expect(await list('from=2027-03-02&to=2027-03-03')).toEqual(['available', 'no teacher']);
    expect(await list('to=2027-02-28')).toEqual([]);
    const [topic] = await t.db.select({ id: levels.id }).from(levels).limit(1);
    expect(await list(`levelId=${topic!.id}`)).toEqual([]);
    const second = page(await get(s.manager.token, `${LIVE_PATHS.list}?pageSize=3&pageNumber=2`));
    expect(titles(second.result)).toEqual(['upcoming approved', 'clash', 'upcoming unapproved']);
    expect(second.pagination).toMatchObject({ total: 8, numOfPages: 3, count: 3 });
    const past = page(await get(s.manager.token, `${LIVE_PATHS.list}?pageNumber=9`));
    expect(past).toMatchObject({ result: [], pagination: { total: 8 } });
  });

  it('refuses a malformed query with field errors', async () => {
    const response = await get(
      s.manager.token,
      `${LIVE_PATHS.list}?timing=soon&from=1-2-2027&teacherId=x&pageSize=0`,
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors as object).sort()).toEqual([
      'from',
      'pageSize',
      'teacherId',
      'timing',
    ]);
  });

  it('lets observers read (adminEnter only), and nobody else', async () => {
    const data = page(await get(s.observer.token, LIVE_PATHS.list));
    expect(data.pagination.total).toBe(8);
    for (const item of data.result) {
      expect(item.actions).toEqual(item.title === 'live' ? ['adminEnter'] : []);
    }
    for (const who of [s.teacher, s.bare]) {
      expect((await get(who.token, LIVE_PATHS.list)).statusCode).toBe(403);
    }
  });

  it('never shows another organisation’s classes', async () => {
    const other = await liveSchool(t);
    await createLiveClass(t.db, other.organizationId, { startsAt: clock.in(HOUR) });
    expect(page(await get(other.manager.token, LIVE_PATHS.list)).pagination.total).toBe(1);
    expect(page(await get(s.manager.token, LIVE_PATHS.list)).pagination.total).toBe(8);
  });
});

describe('the other lists', () => {
  it('invalid: stored reasons and the derived startPassed', async () => {
    const response = await get(s.manager.token, LIVE_PATHS.invalid);
    expect(response.statusCode).toBe(200);
    expect(page(response).result.map((c) => [c.title, c.invalidReason])).toEqual([
      ['start passed', 'startPassed'],
      ['clash', 'clash'],
      // Approved without a teacher: invalid until someone takes it.
      ['available', 'noTeacher'],
      ['no teacher', 'noTeacher'],
    ]);
    expect((await get(s.teacher.token, LIVE_PATHS.invalid)).statusCode).toBe(403);
  });

  it('mine: the caller’s classes as teacher, upcoming soonest first, join offered while Live', async () => {
    const response = await get(s.teacher.token, LIVE_PATHS.mine);
    expect(response.statusCode).toBe(200);
    const data = page(response);
    expect(titles(data.result)).toEqual(['live', 'upcoming approved', 'clash']);
    expect(data.result.find((c) => c.title === 'live')!.actions).toEqual(['join', 'heartbeat']);
    expect(data.result.find((c) => c.title === 'upcoming approved')!.actions).toEqual([]);
    const upcoming = page(await get(s.teacher.token, `${LIVE_PATHS.mine}?when=upcoming`));
    expect(titles(upcoming.result)).toEqual(titles(data.result));
    expect((await get(s.observer.token, LIVE_PATHS.mine)).statusCode).toBe(403);
  });

  it('mine: past classes latest first, and the list follows the clock', async () => {
    const past = async () =>
      titles(page(await get(s.teacher.token, `${LIVE_PATHS.mine}?when=past`)).result);
    expect(await past()).toEqual(['finished']);
    clock.add(3 * HOUR);
    try {
      // An hour each: 'live' and 'upcoming approved' have ended by now, 'clash' has not.
      expect(await past()).toEqual(['upcoming approved', 'live', 'finished']);
    } finally {
      clock.add(-3 * HOUR);
    }
  });

  it('mine: refuses an unknown list with a field error', async () => {
    const response = await get(s.teacher.token, `${LIVE_PATHS.mine}?when=someday`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('when');
  });

  it('available: approved, not started, no teacher; accept offered to teachers only', async () => {
    const data = page(await get(s.teacher.token, LIVE_PATHS.available));
    expect(titles(data.result)).toEqual(['available']);
    expect(data.result[0]!.actions).toEqual(['accept']);
    // LiveClasses without a teacher role: sees it, may not take it.
    expect(page(await get(s.staff.token, LIVE_PATHS.available)).result[0]!.actions).toEqual([]);
    expect((await get(s.observer.token, LIVE_PATHS.available)).statusCode).toBe(403);
  });

  it('does not offer accept to a teacher busy at that time', async () => {
    const busy = await createLiveClass(t.db, s.organizationId, {
      title: 'busy',
      startsAt: clock.in(26 * HOUR + 30 * MINUTE),
      teacherId: s.otherTeacher.id,
      approved: true,
    });
    try {
      const as = async (token: string) =>
        page(await get(token, LIVE_PATHS.available)).result.find((c) => c.title === 'available')!
          .actions;
      expect(await as(s.otherTeacher.token)).toEqual([]);
      expect(await as(s.teacher.token)).toEqual(['accept']);
    } finally {
      await t.request(s.manager.token, 'DELETE', levelsUrl(LIVE_PATHS.item(busy)));
    }
  });
});

describe('GET v1/live-class/{id}', () => {
  it('answers one class to managers, observers, its teacher, and takers of an available one', async () => {
    for (const who of [s.manager, s.observer, s.teacher]) {
      const response = await get(who.token, LIVE_PATHS.item(ids['upcoming approved']!));
      expect(response.statusCode, response.body).toBe(200);
      expect(envelope(liveClassSchema).parse(response.json()).data.title).toBe('upcoming approved');
    }
    expect((await get(s.otherTeacher.token, LIVE_PATHS.item(ids.available!))).statusCode).toBe(200);
  });

  it('is 404 to a teacher for someone else’s class, for an unknown id or another organisation’s', async () => {
    expect((await get(s.otherTeacher.token, LIVE_PATHS.item(ids.live!))).statusCode).toBe(404);
    const other = await liveSchool(t);
    const theirs = await createLiveClass(t.db, other.organizationId, { startsAt: clock.in(HOUR) });
    for (const id of [theirs, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await get(s.manager.token, LIVE_PATHS.item(id));
      expect(response.statusCode).toBe(404);
    }
    expect((await get(s.bare.token, LIVE_PATHS.item(ids.live!))).statusCode).toBe(403);
  });
});

describe('GET v2/live-classes/lookups', () => {
  it('offers the published topics, the tags in use and the organisation’s teachers', async () => {
    const response = await get(s.manager.token, LIVE_PATHS.lookups);
    expect(response.statusCode).toBe(200);
    const data = envelope(liveClassLookupsSchema).parse(response.json()).data;
    const published = await t.db
      .select({ id: levels.id })
      .from(levels)
      .where(and(eq(levels.isEnabled, true), eq(levels.isArchived, false)));
    expect(data.levels.map((topic) => topic.id).sort()).toEqual(
      published.map((topic) => topic.id).sort(),
    );
    expect(data.levels.length).toBeGreaterThan(0);
    expect(data.tags).toEqual(['grammar', 'reading']);
    expect(data.teachers.map((teacher) => teacher.name)).toEqual(['Huda Tester', 'Sara Tester']);
    // A teacher elsewhere is not one of ours.
    await createUser(t.db);
    expect((await get(s.observer.token, LIVE_PATHS.lookups)).statusCode).toBe(200);
    expect((await get(s.teacher.token, LIVE_PATHS.lookups)).statusCode).toBe(403);
  });
});

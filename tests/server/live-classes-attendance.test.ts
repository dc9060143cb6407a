import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEARTBEAT_SECONDS,
  LIVE_CLASS_MESSAGES,
  liveClassAttendanceSchema,
  liveClassReviewPageSchema,
  meetingReportSchema,
} from '../../contract/live-classes';
import { LIVE_PATHS } from '../../contract/live-classes-paths';
import { envelope } from '../../contract/wire';
import { liveClassAttendance, liveClassReviews } from '../../server/db/schema/live-classes';
import { levelsUrl } from './support/curriculum';
import {
  createLiveClass,
  HOUR,
  liveSchool,
  MINUTE,
  testClock,
  type LiveSchool,
} from './support/live-classes';
import { createTestApp, type TestApp } from './support/test-app';

const START = '2027-07-01T16:00:00Z';
const clock = testClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const get = (token: string, path: string) => t.request(token, 'GET', levelsUrl(path));
const attendance = (response: { json(): unknown }) =>
  envelope(liveClassAttendanceSchema).parse(response.json());
const at = (minutes: number) => new Date(Date.parse(START) + minutes * MINUTE).toISOString();

/** A Live approved class of `s`'s teacher, with a meeting, starting at START. */
async function liveClass(s: LiveSchool, values: { approved?: boolean; startsAt?: Date } = {}) {
  const meetingId = `8${Math.floor(Math.random() * 1e10)}`;
  const id = await createLiveClass(t.db, s.organizationId, {
    title: 'Live reading',
    startsAt: values.startsAt ?? new Date(START),
    durationMinutes: 45,
    teacherId: s.teacher.id,
    approved: values.approved ?? true,
    meetingId,
  });
  return { id, meetingId };
}

describe('the teacher’s join and heartbeat', () => {
  it('opens a span, extends it, and opens another after more than two missed heartbeats', async () => {
    const s = await liveSchool(t);
    const { id, meetingId } = await liveClass(s);
    clock.set(at(1));
    const joined = await get(s.teacher.token, LIVE_PATHS.teacherJoin(meetingId));
    expect(joined.statusCode, joined.body).toBe(200);
    expect(attendance(joined)).toEqual({
      message: LIVE_CLASS_MESSAGES.joined,
      messageKey: 'liveClasses.joined',
      data: {
        liveClassId: id,
        meetingId,
        joinedAt: at(1),
        lastSeenAt: at(1),
        heartbeatSeconds: HEARTBEAT_SECONDS,
      },
    });
    // A heartbeat each minute: exactly two missed beats still extend the span.
    for (let minute = 2; minute <= 11; minute += 1) {
      clock.set(at(minute));
      const beat = await get(s.teacher.token, LIVE_PATHS.teacherHeartbeat(meetingId));
      expect(beat.statusCode).toBe(200);
      expect(attendance(beat).data).toMatchObject({ joinedAt: at(1), lastSeenAt: at(minute) });
    }
    // Silence, then a heartbeat: a new span from now.
    clock.set(at(16));
    const after = attendance(await get(s.teacher.token, LIVE_PATHS.teacherHeartbeat(meetingId)));
    expect(after.data).toMatchObject({ joinedAt: at(16), lastSeenAt: at(16) });
    for (let minute = 17; minute <= 21; minute += 1) {
      clock.set(at(minute));
      await get(s.teacher.token, LIVE_PATHS.teacherHeartbeat(meetingId));
    }
    const spans = await t.db
      .select()
      .from(liveClassAttendance)
      .where(eq(liveClassAttendance.liveClassId, id))
      .orderBy(liveClassAttendance.joinedAt);
    expect(
      spans.map((span) => [
        span.joinedAt.toISOString(),
        span.lastSeenAt.toISOString(),
        span.leftAt?.toISOString() ?? null,
      ]),
    ).toEqual([
      [at(1), at(11), at(11)],
      [at(16), at(21), null],
    ]);

    // The report: one line, the spans' minutes added up, still there.
    const report = async () => {
      const response = await get(s.manager.token, LIVE_PATHS.report(meetingId));
      expect(response.statusCode, response.body).toBe(200);
      return envelope(meetingReportSchema).parse(response.json()).data;
    };
    expect(await report()).toEqual({
      liveClassId: id,
      meetingId,
      attendees: [
        {
          userId: s.teacher.id,
          name: 'Huda Tester',
          role: 'teacher',
          joinedAt: at(1),
          leftAt: null,
          minutes: 15,
        },
      ],
    });
    // Joining again (a reload) ends the open span at its last heartbeat.
    clock.set(at(25));
    await get(s.teacher.token, LIVE_PATHS.teacherJoin(meetingId));
    clock.set(at(26));
    await get(s.teacher.token, LIVE_PATHS.teacherHeartbeat(meetingId));
    // An admin looks in twice within the gap: one span.
    await t.request(s.manager.token, 'PUT', levelsUrl(LIVE_PATHS.adminEnter(id)), {
      enteredUsing: 'web',
    });
    clock.set(at(27));
    await t.request(s.manager.token, 'PUT', levelsUrl(LIVE_PATHS.adminEnter(id)), {
      enteredUsing: 'web',
    });
    clock.set(at(40));
    expect((await report()).attendees).toEqual([
      {
        userId: s.teacher.id,
        name: 'Huda Tester',
        role: 'teacher',
        joinedAt: at(1),
        leftAt: at(26),
        minutes: 16,
      },
      {
        userId: s.manager.id,
        name: 'Mona Tester',
        role: 'admin',
        joinedAt: at(26),
        leftAt: at(27),
        minutes: 1,
      },
    ]);
  });

  it('a heartbeat without a join opens a span', async () => {
    const s = await liveSchool(t);
    const { meetingId } = await liveClass(s);
    clock.set(at(3));
    const beat = await get(s.teacher.token, LIVE_PATHS.teacherHeartbeat(meetingId));
    expect(attendance(beat).data).toMatchObject({ joinedAt: at(3), lastSeenAt: at(3) });
  });

  it('409 unless the class is Live, approved and the caller’s; 404 an unknown meeting; 403 without LiveClasses', async () => {
    const s = await liveSchool(t);
    const { meetingId } = await liveClass(s);
    const unapproved = await liveClass(s, { approved: false });
    const cases: [string, string, number][] = [
      [START, s.otherTeacher.token, 409],
      [at(-1), s.teacher.token, 409],
      [at(45), s.teacher.token, 409],
    ];
    for (const [now, token, status] of cases) {
      clock.set(now);
      for (const path of [
        LIVE_PATHS.teacherJoin(meetingId),
        LIVE_PATHS.teacherHeartbeat(meetingId),
      ]) {
        const response = await get(token, path);
        expect(response.statusCode, `${now} ${path}`).toBe(status);
      }
    }
    clock.set(at(5));
    const refused = await get(s.teacher.token, LIVE_PATHS.teacherJoin(unapproved.meetingId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LIVE_CLASS_MESSAGES.notAllowed('join'));
    expect((await get(s.teacher.token, LIVE_PATHS.teacherJoin('no-such-meeting'))).statusCode).toBe(
      404,
    );
    const other = await liveSchool(t);
    expect((await get(other.teacher.token, LIVE_PATHS.teacherJoin(meetingId))).statusCode).toBe(
      404,
    );
    expect((await get(s.observer.token, LIVE_PATHS.teacherJoin(meetingId))).statusCode).toBe(403);
    const nothing = await t.db
      .select()
      .from(liveClassAttendance)
      .where(eq(liveClassAttendance.organizationId, s.organizationId));
    expect(nothing).toEqual([]);
  });

  it('the report: 404 for an unknown or another organisation’s meeting, 403 for teachers', async () => {
    const s = await liveSchool(t);
    const { meetingId } = await liveClass(s);
    const empty = await get(s.observer.token, LIVE_PATHS.report(meetingId));
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.attendees).toEqual([]);
    const other = await liveSchool(t);
    expect((await get(other.manager.token, LIVE_PATHS.report(meetingId))).statusCode).toBe(404);
    expect((await get(s.manager.token, LIVE_PATHS.report('nope'))).statusCode).toBe(404);
    expect((await get(s.teacher.token, LIVE_PATHS.report(meetingId))).statusCode).toBe(403);
  });
});

describe('reviews', () => {
  async function reviewed() {
    const s = await liveSchool(t);
    const first = await createLiveClass(t.db, s.organizationId, {
      title: 'First',
      startsAt: new Date(Date.parse(START) - 48 * HOUR),
      teacherId: s.teacher.id,
      approved: true,
    });
    const second = await createLiveClass(t.db, s.organizationId, {
      title: 'Second',
      startsAt: new Date(Date.parse(START) - 24 * HOUR),
      teacherId: s.teacher.id,
      approved: true,
    });
    const rows: [string, { id: string }, number, string | null, number][] = [
      [first, s.bare, 5, 'Clear', 3],
      [first, s.staff, 2, null, 2],
      [first, s.observer, 4, 'Good pace', 1],
      [second, s.bare, 3, 'Fine', 0],
    ];
    for (const [liveClassId, reviewer, rate, comment, daysAgo] of rows) {
      await t.db.insert(liveClassReviews).values({
        liveClassId,
        organizationId: s.organizationId,
        reviewerId: reviewer.id,
        rate,
        comment,
        createdAt: new Date(Date.parse(START) - daysAgo * 24 * HOUR),
      });
    }
    return { s, first, second };
  }
  const reviewPage = (response: { json(): unknown }) =>
    envelope(liveClassReviewPageSchema).parse(response.json()).data;

  it('of a class: newest first, paged, with the average over all pages', async () => {
    const { s, first } = await reviewed();
    const response = await get(s.manager.token, `${LIVE_PATHS.reviews(first)}?pageSize=2`);
    expect(response.statusCode, response.body).toBe(200);
    const data = reviewPage(response);
    expect(data.result.map((review) => [review.rate, review.comment, review.reviewerName])).toEqual(
      [
        [4, 'Good pace', 'Omar Tester'],
        [2, null, 'Sami Tester'],
      ],
    );
    expect(data.result[0]!.liveClassTitle).toBe('First');
    expect(data.averageRate).toBeCloseTo(11 / 3, 2);
    expect(data.pagination).toMatchObject({ total: 3, numOfPages: 2, count: 2 });
    const listed = await get(s.manager.token, LIVE_PATHS.item(first));
    expect(listed.json().data).toMatchObject({ rating: 3.67, reviewsCount: 3 });
    expect((await get(s.observer.token, LIVE_PATHS.reviews(first))).statusCode).toBe(200);
    expect((await get(s.teacher.token, LIVE_PATHS.reviews(first))).statusCode).toBe(403);
    const other = await liveSchool(t);
    expect((await get(other.manager.token, LIVE_PATHS.reviews(first))).statusCode).toBe(404);
  });

  it('of a teacher: their own, or anyone’s for managers; 404 someone not of the organisation', async () => {
    const { s } = await reviewed();
    const own = await get(s.teacher.token, LIVE_PATHS.teacherReviews(s.teacher.id));
    expect(own.statusCode, own.body).toBe(200);
    const data = reviewPage(own);
    expect(data.pagination.total).toBe(4);
    expect(data.averageRate).toBe(3.5);
    expect(data.result.map((review) => review.liveClassTitle)).toEqual([
      'Second',
      'First',
      'First',
      'First',
    ]);
    expect(
      reviewPage(await get(s.manager.token, LIVE_PATHS.teacherReviews(s.teacher.id))).pagination
        .total,
    ).toBe(4);
    const none = reviewPage(
      await get(s.manager.token, LIVE_PATHS.teacherReviews(s.otherTeacher.id)),
    );
    expect(none).toMatchObject({ result: [], averageRate: null });
    const theirs = await get(s.otherTeacher.token, LIVE_PATHS.teacherReviews(s.teacher.id));
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(LIVE_CLASS_MESSAGES.ownReviewsOnly);
    const other = await liveSchool(t);
    expect(
      (await get(s.manager.token, LIVE_PATHS.teacherReviews(other.teacher.id))).statusCode,
    ).toBe(404);
    expect((await get(s.bare.token, LIVE_PATHS.teacherReviews(s.teacher.id))).statusCode).toBe(403);
  });
});

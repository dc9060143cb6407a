import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  achievementReportSchema,
  learnerAchievementPageSchema,
  REPORT_MESSAGES,
  REPORTS_PATHS,
  type AchievementReport,
} from '../../contract/reports';
import { envelope } from '../../contract/wire';
import { attempts } from '../../server/db/schema/assessment';
import { activities, levels, units } from '../../server/db/schema/curriculum';
import { createAssignment } from './support/assessment';
import { createClassRoom, createOrganization, createRole, createUser } from './support/factories';
import { levelsUrl } from './support/meetings';
import { createTestApp, type TestApp } from './support/test-app';

/** The server's day: the default range is the 30 days up to it. */
const now = new Date('2026-06-15T10:00:00Z');
let t: TestApp;

const REPORTS = levelsUrl(REPORTS_PATHS.reports);
const MEASURE = levelsUrl(REPORTS_PATHS.measureAchievements);

interface School {
  id: string;
  reader: string;
  classes: { alpha: string; beta: string };
  students: { s1: string; s2: string; s3: string };
}
let a: School;
let b: School;
let topics: { l1: string; l2: string };
let lessons: { l1: string; l2: string };

/** The first lesson of a topic in the demo curriculum. */
async function lessonOf(levelId: string) {
  const [row] = await t.db
    .select({ id: activities.id })
    .from(activities)
    .innerJoin(units, eq(units.id, activities.unitId))
    .where(and(eq(units.levelId, levelId), eq(activities.kind, 'lesson')))
    .orderBy(asc(units.position), asc(activities.position))
    .limit(1);
  if (!row) throw new Error('the demo topic has no lesson');
  return row.id;
}

/** An organisation with two classes, three students and a reader (r Reports). */
async function school(name: string): Promise<School> {
  const id = await createOrganization(t.db, { name: `${name} ${Date.now()}` });
  const readerRole = await createRole(t.db, { grants: { Reports: ['read'] } });
  const member = async (firstName: string) =>
    (
      await createUser(t.db, {
        firstName,
        memberships: [{ organizationId: id, roleId: readerRole }],
      })
    ).id;
  const [s1, s2, s3] = [await member('Salma'), await member('Omar'), await member('Zaid')];
  const reader = await createUser(t.db, {
    memberships: [{ organizationId: id, roleId: readerRole, isActive: true }],
  });
  return {
    id,
    reader: await t.login(reader.email),
    classes: {
      alpha: await createClassRoom(t.db, id, { name: 'Alpha', studentIds: [s1] }),
      beta: await createClassRoom(t.db, id, { name: 'Beta', studentIds: [s2] }),
    },
    students: { s1: s1!, s2: s2!, s3: s3! },
  };
}

const attempt = (
  org: School,
  userId: string,
  activityId: string,
  classRoomId: string | null,
  at: string,
  score: number,
  maxScore: number,
) =>
  t.db.insert(attempts).values({
    organizationId: org.id,
    userId,
    activityId,
    classRoomId,
    submittedAt: new Date(at),
    score,
    maxScore,
  });

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  const [first, second] = await t.db
    .select({ id: levels.id })
    .from(levels)
    .orderBy(asc(levels.position));
  topics = { l1: first!.id, l2: second!.id };
  lessons = { l1: await lessonOf(topics.l1), l2: await lessonOf(topics.l2) };
  a = await school('Reports A');
  b = await school('Reports B');
  const { s1, s2, s3 } = a.students;
  await attempt(a, s1, lessons.l1, a.classes.alpha, '2026-06-10T08:00:00Z', 8, 10);
  await attempt(a, s1, lessons.l1, a.classes.alpha, '2026-06-12T09:00:00Z', 10, 10);
  await attempt(a, s2, lessons.l2, a.classes.beta, '2026-06-12T11:00:00Z', 5, 10);
  const { activity } = await createAssignment(t.db, a.id);
  await attempt(a, s3, activity.id, null, '2026-06-14T12:00:00Z', 3, 4);
  // Outside the default 30 days, and another organisation's.
  await attempt(a, s1, lessons.l1, a.classes.alpha, '2026-04-01T08:00:00Z', 0, 10);
  await attempt(b, b.students.s1, lessons.l1, b.classes.alpha, '2026-06-11T08:00:00Z', 1, 10);
});
afterAll(() => t.close());

async function overview(token: string, query = ''): Promise<AchievementReport> {
  const response = await t.request(token, 'GET', `${REPORTS}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(achievementReportSchema).parse(response.json()).data;
}

describe('GET v1/reports: the achievement overview', () => {
  it('sums the last 30 days of the active organisation: totals, by topic, by class, by day', async () => {
    const report = await overview(a.reader);
    expect([report.from, report.to]).toEqual(['2026-05-17', '2026-06-15']);
    // (80 + 100 + 50 + 75) / 4 = 76.25
    expect(report.totals).toEqual({ learners: 3, attempts: 4, averageScore: 76.3 });
    expect(
      report.byLevel.map(({ levelId, learners, attempts: n, averageScore }) => [
        levelId,
        learners,
        n,
        averageScore,
      ]),
    ).toEqual([
      [topics.l1, 1, 2, 90],
      [topics.l2, 1, 1, 50],
      [null, 1, 1, 75],
    ]);
    expect(report.byLevel[0]!.titleEn).not.toBe('');
    expect(
      report.byClass.map(({ name, attempts: n, averageScore }) => [name, n, averageScore]),
    ).toEqual([
      ['Alpha', 2, 90],
      ['Beta', 1, 50],
      ['', 1, 75],
    ]);
    expect(report.byDay).toHaveLength(30);
    const day = (d: string) => report.byDay.find((entry) => entry.day === d);
    expect(day('2026-06-10')).toEqual({ day: '2026-06-10', attempts: 1, averageScore: 80 });
    expect(day('2026-06-12')).toEqual({ day: '2026-06-12', attempts: 2, averageScore: 75 });
    expect(day('2026-06-13')).toEqual({ day: '2026-06-13', attempts: 0, averageScore: null });
  });

  it('narrows to a class, a topic and days', async () => {
    expect((await overview(a.reader, `?classRoomId=${a.classes.alpha}`)).totals.attempts).toBe(2);
    expect((await overview(a.reader, `?levelId=${topics.l2}`)).totals).toEqual({
      learners: 1,
      attempts: 1,
      averageScore: 50,
    });
    const april = await overview(a.reader, '?from=2026-04-01&to=2026-04-01');
    expect(april.totals).toEqual({ learners: 1, attempts: 1, averageScore: 0 });
    expect(april.byDay).toHaveLength(1);
  });

  it('never shows another organisation: its class selects nothing, its figures are its own', async () => {
    expect((await overview(a.reader, `?classRoomId=${b.classes.alpha}`)).totals).toEqual({
      learners: 0,
      attempts: 0,
      averageScore: null,
    });
    expect((await overview(b.reader)).totals).toEqual({
      learners: 1,
      attempts: 1,
      averageScore: 10,
    });
  });

  it('refuses a reversed or too long range on `to` (400), and a member without Reports (403)', async () => {
    const reversed = await t.request(a.reader, 'GET', `${REPORTS}?from=2026-06-12&to=2026-06-10`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors).toEqual({ to: REPORT_MESSAGES.rangeReversed });
    const long = await t.request(a.reader, 'GET', `${REPORTS}?from=2025-01-01&to=2026-06-10`);
    expect(long.json().fieldErrors).toEqual({ to: REPORT_MESSAGES.rangeTooLong });
    const student = await t.login(
      (
        await createUser(t.db, {
          memberships: [
            { organizationId: a.id, roleId: await createRole(t.db, {}), isActive: true },
          ],
        })
      ).email,
    );
    expect((await t.request(student, 'GET', REPORTS)).statusCode).toBe(403);
  });
});

describe('POST v1/reports/measure_achievements: each learner', () => {
  it('pages the learners, the latest active first, with their attempts, average and best', async () => {
    const response = await t.request(a.reader, 'POST', MEASURE, { pageNumber: 1, pageSize: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const page = envelope(learnerAchievementPageSchema).parse(response.json()).data;
    expect(page.pagination).toMatchObject({ total: 3, numOfPages: 2, count: 2 });
    expect(page.result.map((row) => row.firstName)).toEqual(['Zaid', 'Omar']);
    const second = envelope(learnerAchievementPageSchema).parse(
      (await t.request(a.reader, 'POST', MEASURE, { pageNumber: 2, pageSize: 2 })).json(),
    ).data;
    expect(second.result).toEqual([
      expect.objectContaining({
        userId: a.students.s1,
        attempts: 2,
        averageScore: 90,
        bestScore: 100,
        lastSubmittedAt: '2026-06-12T09:00:00.000Z',
      }),
    ]);
  });

  it('takes the same filters in its body', async () => {
    const response = await t.request(a.reader, 'POST', MEASURE, { classRoomId: a.classes.beta });
    const page = envelope(learnerAchievementPageSchema).parse(response.json()).data;
    expect(page.result.map((row) => row.userId)).toEqual([a.students.s2]);
  });
});

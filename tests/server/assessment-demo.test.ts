import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_PATHS, type ClassExam, type ClassProgress } from '../../contract/assessment';
import type { Activity } from '../../contract/curriculum';
import { LEVELS_PATHS } from '../../contract/curriculum-paths';
import type { Element } from '../../contract/elements';
import { DEMO_EXAM } from '../../server/db/demo-assessment';
import { attempts } from '../../server/db/schema/assessment';
import { classRooms } from '../../server/db/schema/classes';
import { organizations } from '../../server/db/schema/organizations';
import { seedDemoAssessment } from '../../server/db/seed-assessment';
import { DEMO_ASSIGNMENT, seedDemoAssignment } from '../../server/db/seed-assignments';
import { ASSIGNMENT_PATHS, type Assignment, type Submission } from '../../contract/assignments';
import { levelsUrl } from './support/curriculum';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The demo's assessment: the first topic's exam and the attempts of class Alif's students,
 * read through the API as Nour Academy's manager and Alif's teacher see them on first start.
 */

let t: TestApp;
let alif: { id: string; levelId: string };
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .select({ id: classRooms.id, levelId: classRooms.levelId })
    .from(classRooms)
    .where(eq(classRooms.name, 'Alif'));
  alif = { id: row!.id, levelId: row!.levelId! };
});
afterAll(() => t.close());

const get = async <T>(token: string, path: string) => {
  const response = await t.request(token, 'GET', levelsUrl(path));
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
};

describe('the demo assessment', () => {
  it('closes the first topic with a complete, published exam', async () => {
    const admin = await t.login('admin@demo.test');
    const [exam] = await get<Activity[]>(admin, ASSESSMENT_PATHS.exams(alif.levelId));
    expect(exam).toMatchObject({ titleAr: DEMO_EXAM.titleAr, status: 'published' });
    const elements = await get<Element[]>(admin, LEVELS_PATHS.activityElements(exam!.id));
    expect(elements.map((element) => [element.points, element.status, element.problems])).toEqual(
      DEMO_EXAM.elements.map((element) => [element.points, 'published', []]),
    );
  });

  it('gives class Alif’s progress real figures, for its manager and its teacher', async () => {
    for (const email of ['manager@demo.test', 'huda@demo.test']) {
      const token = await t.login(email);
      const progress = await get<ClassProgress>(token, ASSESSMENT_PATHS.classProgress(alif.id));
      expect(progress.units).toBe(2);
      expect(
        progress.students.map((s) => [s.firstName, s.unitsDone, s.attempts, s.averageScore]),
      ).toEqual([
        // Ahmad and Fatima also submitted the demo assignment given to Alif (seed-assignments.ts).
        ['Ahmad', 2, 4, 100],
        ['Fatima', 2, 4, 72.9],
        ['Khaled', 2, 4, 45.8],
        ['Mariam', 1, 1, 66.7],
        ['Youssef', 0, 0, null],
      ]);
      const [exam] = await get<ClassExam[]>(token, ASSESSMENT_PATHS.classExams(alif.id));
      expect(exam).toMatchObject({ submittedBy: 3, averageScore: 70.8 });
    }
  });

  it('is seeded once: a second run adds nothing', async () => {
    const count = async () =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(attempts))[0]!.n;
    const before = await count();
    const orgIds = new Map(
      (
        await t.db.select({ id: organizations.id, name: organizations.name }).from(organizations)
      ).map((row) => [row.name, row.id]),
    );
    await seedDemoAssessment(t.db, orgIds);
    await seedDemoAssignment(t.db, orgIds);
    expect(await count()).toBe(before);
  });

  it('gives Alif an assignment due next week, submitted by two students', async () => {
    const token = await t.login('manager@demo.test');
    const page = await get<{ result: Assignment[] }>(
      token,
      `${ASSIGNMENT_PATHS.list}?kind=assignment`,
    );
    const given = page.result.find((a) => a.titleEn === DEMO_ASSIGNMENT.titleEn)!;
    expect(given).toMatchObject({ submittedBy: 2, attempts: 2 });
    expect(given.classRooms.map((c) => c.name)).toEqual(['Alif']);
    const due = Date.parse(given.classRooms[0]!.dueAt!);
    expect(due).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const rows = await get<Submission[]>(token, ASSIGNMENT_PATHS.submissions(given.id));
    expect(rows.map((r) => [r.firstName, r.submitted, r.late])).toEqual([
      ['Ahmad', true, false],
      ['Fatima', true, false],
      ['Khaled', false, false],
      ['Mariam', false, false],
      ['Youssef', false, false],
    ]);
    expect(rows[0]!.bestPercent).toBe(100);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLASS_MESSAGES } from '../../contract/live-classes';
import { LIVE_PATHS } from '../../contract/live-classes-paths';
import { liveClasses } from '../../server/db/schema/live-classes';
import { memberships } from '../../server/db/schema/users';
import { withTenant } from '../../server/platform/tenant';
import { levelsUrl } from './support/curriculum';
import { roleId } from './support/factories';
import { createLiveClass, HOUR, liveSchool, MINUTE, testClock } from './support/live-classes';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A teacher is never double-booked in approved classes: the routes check first, and the
 * exclusion constraint of migration 0018 refuses what the check cannot see (a request
 * approving at the same moment, another organisation's class).
 */
const clock = testClock('2027-06-01T06:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const put = (token: string, path: string, payload: unknown = {}) =>
  t.request(token, 'PUT', levelsUrl(path), payload);
const APPROVE = (id: string) => LIVE_PATHS.approval('approve', id);
const approvedOf = async (ids: string[]) => {
  const rows = await t.db.select().from(liveClasses);
  return rows.filter((row) => ids.includes(row.id) && row.approvedAt !== null).map((r) => r.id);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two approvals of overlapping classes of one teacher at the same moment', () => {
  it('never both succeed: one is approved, the other is 409 naming it', async () => {
    const s = await liveSchool(t);
    for (let round = 0; round < 3; round += 1) {
      const start = clock.in((10 + round * 3) * HOUR);
      const first = await createLiveClass(t.db, s.organizationId, {
        title: `First ${round}`,
        startsAt: start,
        teacherId: s.teacher.id,
      });
      const second = await createLiveClass(t.db, s.organizationId, {
        title: `Second ${round}`,
        startsAt: new Date(start.getTime() + 30 * MINUTE),
        teacherId: s.teacher.id,
      });
      const answers = await Promise.all([
        put(s.manager.token, APPROVE(first)),
        put(s.manager.token, APPROVE(second)),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
      const won = await approvedOf([first, second]);
      expect(won).toHaveLength(1);
      const lost = answers.find((answer) => answer.statusCode === 409)!;
      const winner = won[0] === first ? `First ${round}` : `Second ${round}`;
      expect(lost.json().message).toBe(LIVE_CLASS_MESSAGES.teacherClash(winner));
    }
  });

  it('also when two managers assign the same teacher to overlapping approved classes', async () => {
    const s = await liveSchool(t);
    const a = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(30 * HOUR),
      approved: true,
    });
    const b = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(30 * HOUR + 45 * MINUTE),
      approved: true,
    });
    const answers = await Promise.all(
      [a, b].map((id) =>
        put(s.manager.token, LIVE_PATHS.assignTeacher(id), { teacherId: s.teacher.id }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db
      .select()
      .from(liveClasses)
      .where(eq(liveClasses.teacherId, s.teacher.id));
    expect(rows.filter((row) => row.id === a || row.id === b)).toHaveLength(1);
  });

  it('the constraint refuses a clash the check cannot see yet (an approval not committed)', async () => {
    const s = await liveSchool(t);
    const held = await createLiveClass(t.db, s.organizationId, {
      title: 'Held open',
      startsAt: clock.in(50 * HOUR),
      teacherId: s.teacher.id,
    });
    const racing = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(50 * HOUR + 10 * MINUTE),
      teacherId: s.teacher.id,
    });
    // Another process approves `held` and has not committed when the request checks: on
    // PostgreSQL the request's own update then waits on the constraint and fails once this
    // commits; on PGlite (one connection) the request runs after it and the check sees it.
    let answer: Promise<{ statusCode: number; json(): { message: string } }> | undefined;
    await withTenant(
      t.db,
      { organizationId: s.organizationId, userId: s.manager.id },
      async (tx) => {
        await tx
          .update(liveClasses)
          .set({ approvedAt: clock.now() })
          .where(eq(liveClasses.id, held));
        answer = put(s.manager.token, APPROVE(racing));
        await sleep(500);
      },
    );
    const response = await answer!;
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(LIVE_CLASS_MESSAGES.teacherClash('Held open'));
    expect(await approvedOf([held, racing])).toEqual([held]);
  });
});

describe('a teacher in two organisations', () => {
  it('cannot be approved into overlapping classes of both; the other one is not named', async () => {
    const a = await liveSchool(t);
    const b = await liveSchool(t);
    // Huda of A also teaches in B.
    await t.db.insert(memberships).values({
      userId: a.teacher.id,
      organizationId: b.organizationId,
      roleId: await roleId(t.db, 'Teacher'),
    });
    await createLiveClass(t.db, b.organizationId, {
      title: 'Secret of B',
      startsAt: clock.in(70 * HOUR),
      teacherId: a.teacher.id,
      approved: true,
    });
    const mine = await createLiveClass(t.db, a.organizationId, {
      startsAt: clock.in(70 * HOUR + 20 * MINUTE),
      teacherId: a.teacher.id,
    });
    // A's check cannot see B's class: the class looks approvable to A's manager ...
    const shown = await t.request(a.manager.token, 'GET', levelsUrl(LIVE_PATHS.item(mine)));
    expect(shown.json().data.actions).toContain('approve');
    // ... and the constraint refuses it, without naming B's class.
    const response = await put(a.manager.token, APPROVE(mine));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      LIVE_CLASS_MESSAGES.teacherClash(LIVE_CLASS_MESSAGES.anotherClass),
    );
    expect(response.body).not.toContain('Secret of B');
    expect(await approvedOf([mine])).toEqual([]);

    const open = await createLiveClass(t.db, a.organizationId, {
      startsAt: clock.in(70 * HOUR + 30 * MINUTE),
      approved: true,
    });
    const assigned = await put(a.manager.token, LIVE_PATHS.assignTeacher(open), {
      teacherId: a.teacher.id,
    });
    expect(assigned.statusCode).toBe(409);
    expect(assigned.json().message).toBe(
      LIVE_CLASS_MESSAGES.teacherClash(LIVE_CLASS_MESSAGES.anotherClass),
    );
  });

  it('the database itself refuses it, whatever the scope', async () => {
    const s = await liveSchool(t);
    const start = clock.in(90 * HOUR);
    await createLiveClass(t.db, s.organizationId, {
      startsAt: start,
      teacherId: s.teacher.id,
      approved: true,
    });
    const insert = createLiveClass(t.db, s.organizationId, {
      startsAt: new Date(start.getTime() + 59 * MINUTE),
      teacherId: s.teacher.id,
      approved: true,
    });
    await expect(insert).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23P01' }),
    });
    const [constraint] = (
      (await t.db.execute(
        sql`select conname from pg_constraint where conname = 'live_classes_teacher_no_overlap'`,
      )) as unknown as { rows: { conname: string }[] }
    ).rows;
    expect(constraint?.conname).toBe('live_classes_teacher_no_overlap');
  });
});

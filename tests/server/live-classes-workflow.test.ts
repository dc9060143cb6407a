import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLASS_MESSAGES, liveClassSchema } from '../../contract/live-classes';
import { LIVE_PATHS } from '../../contract/live-classes-paths';
import { envelope } from '../../contract/wire';
import { liveClassAttendance, liveClasses } from '../../server/db/schema/live-classes';
import { levelsUrl } from './support/curriculum';
import { createLiveClass, HOUR, liveSchool, MINUTE, testClock } from './support/live-classes';
import { createTestApp, type TestApp } from './support/test-app';

const clock = testClock('2027-05-10T07:30:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

const put = (token: string, path: string, payload?: unknown) =>
  t.request(token, 'PUT', levelsUrl(path), payload ?? {});
const one = (response: { json(): unknown }) => envelope(liveClassSchema).parse(response.json());
const stored = async (id: string) => {
  const [row] = await t.db.select().from(liveClasses).where(eq(liveClasses.id, id));
  return row!;
};
const APPROVE = (id: string) => LIVE_PATHS.approval('approve', id);
const ACCEPT = (id: string) => LIVE_PATHS.approval('accept', id);

describe('PUT v1/live-class/approve/{id}', () => {
  it('approves a class before its start, recording who and when', async () => {
    const s = await liveSchool(t);
    const id = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(HOUR),
      teacherId: s.teacher.id,
    });
    const response = await put(s.manager.token, APPROVE(id));
    expect(response.statusCode, response.body).toBe(200);
    expect(one(response)).toMatchObject({
      message: LIVE_CLASS_MESSAGES.approved,
      data: { approval: 'approved', actions: ['assignTeacher', 'update', 'delete'] },
    });
    expect(await stored(id)).toMatchObject({ approvedBy: s.manager.id, approvedAt: clock.now() });
    const again = await put(s.manager.token, APPROVE(id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LIVE_CLASS_MESSAGES.notAllowed('approve'));
  });

  it('refuses once the class has started (409), and is for managers only', async () => {
    const s = await liveSchool(t);
    const id = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(-MINUTE),
      teacherId: s.teacher.id,
    });
    const response = await put(s.manager.token, APPROVE(id));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(LIVE_CLASS_MESSAGES.startedNoApproval);
    for (const who of [s.observer, s.teacher]) {
      expect((await put(who.token, APPROVE(id))).statusCode).toBe(403);
    }
    expect((await stored(id)).approvedAt).toBeNull();
  });

  it('refuses a double-booked teacher with 409 naming the other class', async () => {
    const s = await liveSchool(t);
    await createLiveClass(t.db, s.organizationId, {
      title: 'Nahw at nine',
      startsAt: clock.in(HOUR),
      teacherId: s.teacher.id,
      approved: true,
    });
    const id = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(HOUR + 59 * MINUTE),
      teacherId: s.teacher.id,
      invalidReason: null,
    });
    const listed = one(await t.request(s.manager.token, 'GET', levelsUrl(LIVE_PATHS.item(id))));
    expect(listed.data.actions).not.toContain('approve');
    const response = await put(s.manager.token, APPROVE(id));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(LIVE_CLASS_MESSAGES.teacherClash('Nahw at nine'));
    expect((await stored(id)).approvedAt).toBeNull();
  });

  it('makes the teacher’s other unapproved overlapping classes invalid (clash), and only those', async () => {
    const s = await liveSchool(t);
    const id = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(2 * HOUR),
      teacherId: s.teacher.id,
    });
    const overlapping = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(2 * HOUR + 30 * MINUTE),
      teacherId: s.teacher.id,
    });
    const later = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(3 * HOUR),
      teacherId: s.teacher.id,
    });
    const colleague = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(2 * HOUR),
      teacherId: s.otherTeacher.id,
    });
    expect((await put(s.manager.token, APPROVE(id))).statusCode).toBe(200);
    expect((await stored(overlapping)).invalidReason).toBe('clash');
    expect((await stored(later)).invalidReason).toBeNull();
    expect((await stored(colleague)).invalidReason).toBeNull();
    const shown = one(
      await t.request(s.manager.token, 'GET', levelsUrl(LIVE_PATHS.item(overlapping))),
    );
    expect(shown.data).toMatchObject({ validity: 'invalid', invalidReason: 'clash' });
    // It says with which class, when: the one just approved.
    const approved = one(await t.request(s.manager.token, 'GET', levelsUrl(LIVE_PATHS.item(id))));
    expect(shown.data.clashesWith).toEqual({
      id,
      title: approved.data.title,
      startsAt: clock.in(2 * HOUR).toISOString(),
    });
    const free = one(await t.request(s.manager.token, 'GET', levelsUrl(LIVE_PATHS.item(later))));
    expect(free.data.clashesWith).toBeNull();
  });

  it('approves a class without a teacher: it becomes available, still invalid (noTeacher)', async () => {
    const s = await liveSchool(t);
    const id = await createLiveClass(t.db, s.organizationId, { startsAt: clock.in(HOUR) });
    const response = await put(s.manager.token, APPROVE(id));
    expect(one(response).data).toMatchObject({ approval: 'approved', invalidReason: 'noTeacher' });
  });
});

describe('PUT v1/live-class/accept/{id}', () => {
  it('lets a teacher take an available class; it becomes valid', async () => {
    const s = await liveSchool(t);
    const id = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(HOUR),
      approved: true,
    });
    const response = await put(s.teacher.token, ACCEPT(id));
    expect(response.statusCode, response.body).toBe(200);
    expect(one(response)).toMatchObject({
      message: LIVE_CLASS_MESSAGES.accepted,
      data: { teacherId: s.teacher.id, validity: 'valid', invalidReason: null, actions: [] },
    });
    const second = await put(s.otherTeacher.token, ACCEPT(id));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(LIVE_CLASS_MESSAGES.notAllowed('accept'));
    expect((await stored(id)).teacherId).toBe(s.teacher.id);
  });

  it('refuses an unapproved class (409), a busy teacher (409), and members who are not teachers (403)', async () => {
    const s = await liveSchool(t);
    const unapproved = await createLiveClass(t.db, s.organizationId, { startsAt: clock.in(HOUR) });
    expect((await put(s.teacher.token, ACCEPT(unapproved))).statusCode).toBe(409);
    const open = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(5 * HOUR),
      approved: true,
    });
    await createLiveClass(t.db, s.organizationId, {
      title: 'Sarf',
      startsAt: clock.in(5 * HOUR + 15 * MINUTE),
      teacherId: s.teacher.id,
      approved: true,
    });
    const busy = await put(s.teacher.token, ACCEPT(open));
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(LIVE_CLASS_MESSAGES.teacherClash('Sarf'));
    const staff = await put(s.staff.token, ACCEPT(open));
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(LIVE_CLASS_MESSAGES.onlyTeachersTake);
    expect((await put(s.observer.token, ACCEPT(open))).statusCode).toBe(403);
    expect((await stored(open)).teacherId).toBeNull();
  });
});

describe('PUT v1/live-class/assignTeacherToClass/{id}', () => {
  it('assigns a teacher of the organisation; a class it fixes is validated', async () => {
    const s = await liveSchool(t);
    const id = await createLiveClass(t.db, s.organizationId, { startsAt: clock.in(HOUR) });
    const response = await put(s.manager.token, LIVE_PATHS.assignTeacher(id), {
      teacherId: s.otherTeacher.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(one(response)).toMatchObject({
      message: LIVE_CLASS_MESSAGES.teacherAssigned,
      data: { teacherId: s.otherTeacher.id, teacherName: 'Sara Tester', validity: 'valid' },
    });
  });

  it('400 for someone who is not our teacher or a bad body; 409 busy or started', async () => {
    const s = await liveSchool(t);
    const id = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(HOUR),
      approved: true,
    });
    const other = await liveSchool(t);
    for (const teacherId of [other.teacher.id, s.staff.id]) {
      const response = await put(s.manager.token, LIVE_PATHS.assignTeacher(id), { teacherId });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ teacherId: LIVE_CLASS_MESSAGES.notATeacher });
    }
    const bad = await put(s.manager.token, LIVE_PATHS.assignTeacher(id), { teacherId: 'x' });
    expect(bad.json().fieldErrors).toHaveProperty('teacherId');
    await createLiveClass(t.db, s.organizationId, {
      title: 'Tajwid',
      startsAt: clock.in(HOUR - 30 * MINUTE),
      teacherId: s.teacher.id,
      approved: true,
    });
    const busy = await put(s.manager.token, LIVE_PATHS.assignTeacher(id), {
      teacherId: s.teacher.id,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(LIVE_CLASS_MESSAGES.teacherClash('Tajwid'));
    const started = await createLiveClass(t.db, s.organizationId, { startsAt: clock.in(-MINUTE) });
    const late = await put(s.manager.token, LIVE_PATHS.assignTeacher(started), {
      teacherId: s.otherTeacher.id,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(LIVE_CLASS_MESSAGES.notAllowed('assignTeacher'));
    expect((await stored(id)).teacherId).toBeNull();
  });
});

describe('PUT v1/live-class/validate/{id}', () => {
  it('validates a class once what made it invalid is gone; 409 while it is not', async () => {
    const s = await liveSchool(t);
    const other = await createLiveClass(t.db, s.organizationId, {
      title: 'In the way',
      startsAt: clock.in(HOUR),
      teacherId: s.teacher.id,
      approved: true,
    });
    const id = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(HOUR),
      teacherId: s.teacher.id,
      invalidReason: 'clash',
    });
    const still = await put(s.manager.token, LIVE_PATHS.validate(id));
    expect(still.statusCode).toBe(409);
    expect(still.json().message).toBe(LIVE_CLASS_MESSAGES.teacherClash('In the way'));
    await t.db.delete(liveClasses).where(eq(liveClasses.id, other));
    const response = await put(s.manager.token, LIVE_PATHS.validate(id));
    expect(response.statusCode).toBe(200);
    expect(one(response)).toMatchObject({
      message: LIVE_CLASS_MESSAGES.validated,
      data: {
        validity: 'valid',
        invalidReason: null,
        actions: expect.arrayContaining(['approve']),
      },
    });
    const valid = await put(s.manager.token, LIVE_PATHS.validate(id));
    expect(valid.statusCode).toBe(409);
    expect(valid.json().message).toBe(LIVE_CLASS_MESSAGES.notAllowed('validate'));
  });

  it('409 stillInvalid without a teacher or when an unapproved start has passed', async () => {
    const s = await liveSchool(t);
    for (const values of [
      { startsAt: clock.in(HOUR) },
      { startsAt: clock.in(-MINUTE), teacherId: s.teacher.id },
    ]) {
      const id = await createLiveClass(t.db, s.organizationId, values);
      const response = await put(s.manager.token, LIVE_PATHS.validate(id));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(LIVE_CLASS_MESSAGES.stillInvalid);
    }
  });
});

describe('PUT v1/live-class/admin/enter/{id}', () => {
  it('lets managers and observers enter a Live approved class, recording the entry', async () => {
    const s = await liveSchool(t);
    const id = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(-5 * MINUTE),
      teacherId: s.teacher.id,
      approved: true,
    });
    for (const who of [s.manager, s.observer]) {
      const response = await put(who.token, LIVE_PATHS.adminEnter(id), { enteredUsing: 'web' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe(LIVE_CLASS_MESSAGES.entered);
    }
    const spans = await t.db
      .select()
      .from(liveClassAttendance)
      .where(eq(liveClassAttendance.liveClassId, id));
    expect(spans.map((span) => [span.userId, span.role, span.enteredUsing]).sort()).toEqual(
      [
        [s.manager.id, 'admin', 'web'],
        [s.observer.id, 'admin', 'web'],
      ].sort(),
    );
  });

  it('409 before the start, after the end or unapproved; 400 bad body; 403 teachers', async () => {
    const s = await liveSchool(t);
    for (const values of [
      { startsAt: clock.in(HOUR), approved: true },
      { startsAt: clock.in(-2 * HOUR), approved: true },
      { startsAt: clock.in(-5 * MINUTE) },
    ]) {
      const id = await createLiveClass(t.db, s.organizationId, {
        ...values,
        teacherId: s.teacher.id,
      });
      const response = await put(s.manager.token, LIVE_PATHS.adminEnter(id), {
        enteredUsing: 'app',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(LIVE_CLASS_MESSAGES.notAllowed('adminEnter'));
    }
    const id = await createLiveClass(t.db, s.organizationId, {
      startsAt: clock.in(-5 * MINUTE),
      teacherId: s.teacher.id,
      approved: true,
    });
    const bad = await put(s.manager.token, LIVE_PATHS.adminEnter(id), { enteredUsing: 'phone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('enteredUsing');
    expect(
      (await put(s.teacher.token, LIVE_PATHS.adminEnter(id), { enteredUsing: 'web' })).statusCode,
    ).toBe(403);
  });
});

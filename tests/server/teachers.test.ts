import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_PATHS } from '../../contract/paths';
import {
  myTeacherProfileSchema,
  rejectionSchema,
  TEACHER_MESSAGES,
  teacherProfilePageSchema,
  teacherProfileSchema,
  teachingTopicSchema,
} from '../../contract/teachers';
import { envelope } from '../../contract/wire';
import { newTeacher, PROFILE, usersManager } from './support/teachers';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema/users';

const url = usersUrl;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

const me = async (token: string) => {
  const response = await t.request(token, 'GET', url(USERS_PATHS.myTeacherProfile));
  expect(response.statusCode, response.body).toBe(200);
  return envelope(myTeacherProfileSchema).parse(response.json()).data;
};
const submit = (token: string, body: unknown = PROFILE) =>
  t.request(token, 'POST', url(USERS_PATHS.teacherCompleteProfile), body);
const skip = (token: string) => t.request(token, 'POST', url(USERS_PATHS.teacherSkipProfile));
const accept = (teacherId: string, token = admin) =>
  t.request(token, 'POST', url(USERS_PATHS.teacherAccept), { teacherId });
const reject = (teacherId: string, token = admin) =>
  t.request(token, 'POST', url(USERS_PATHS.teacherReject), {
    teacherId,
    reasons: ['bioIncomplete', 'other'],
    note: 'Please say which levels you teach.',
  });

describe('the teaching-topics lookup', () => {
  it('lists the seeded topics in English and Arabic to any signed-in user', async () => {
    const token = await t.login('manager@demo.test');
    const response = await t.request(token, 'GET', url(USERS_PATHS.teachingTopics));
    expect(response.statusCode).toBe(200);
    const topics = envelope(z.array(teachingTopicSchema)).parse(response.json()).data;
    expect(topics.length).toBeGreaterThanOrEqual(5);
    expect(topics[0]).toEqual({ id: 'reading', nameEn: 'Reading', nameAr: 'القراءة' });
  });
});

describe('the demo teachers', () => {
  it("Huda's profile is accepted; Layla (teacher@demo.test) has none, so the wizard greets her", async () => {
    const huda = await me(await t.login('huda@demo.test'));
    expect(huda.profile).toMatchObject({
      status: 'accepted',
      teachingTopicIds: ['reading', 'writing'],
    });
    const layla = await me(await t.login('teacher@demo.test'));
    expect(layla).toMatchObject({ isTeacher: true, profile: { status: 'incomplete' } });
  });
});

describe("a teacher's own profile", () => {
  it('starts incomplete; a non-teacher has none', async () => {
    const teacher = await newTeacher(t);
    expect(await me(teacher.token)).toMatchObject({
      isTeacher: true,
      profile: { teacherId: teacher.id, status: 'incomplete', bio: null, pendingChangeId: null },
      lastRejection: null,
      lastChangeStatus: null,
    });
    expect(await me(await t.login('manager@demo.test'))).toEqual({
      isTeacher: false,
      profile: null,
      lastRejection: null,
      lastChangeStatus: null,
    });
  });

  it('is submitted with every field, and then cannot be submitted or skipped again', async () => {
    const teacher = await newTeacher(t);
    const response = await submit(teacher.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = envelope(teacherProfileSchema).parse(response.json());
    expect(body.message).toBe(TEACHER_MESSAGES.submitted);
    expect(body.data).toMatchObject({ ...PROFILE, status: 'submitted' });
    expect(body.data.submittedAt).not.toBeNull();

    const again = await submit(teacher.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TEACHER_MESSAGES.notAllowed('submit', 'submitted'));
    expect((await skip(teacher.token)).statusCode).toBe(409);
  });

  it('refuses invalid fields and unknown topics with field errors', async () => {
    const teacher = await newTeacher(t);
    const bad = await submit(teacher.token, { ...PROFILE, bio: 'short', languages: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['bio', 'languages']);
    const unknown = await submit(teacher.token, { ...PROFILE, teachingTopicIds: ['astrology'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ teachingTopicIds: TEACHER_MESSAGES.unknownTopic });
    expect((await me(teacher.token)).profile?.status).toBe('incomplete');
  });

  it('can be skipped once, and completed later', async () => {
    const teacher = await newTeacher(t);
    const skipped = await skip(teacher.token);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({
      data: { status: 'skipped' },
      message: TEACHER_MESSAGES.skipped,
    });
    expect((await skip(teacher.token)).statusCode).toBe(409);
    expect((await submit(teacher.token)).json().data.status).toBe('submitted');
  });

  it('is only for teachers (role number 4 or 5)', async () => {
    const manager = await t.login('manager@demo.test');
    for (const call of [
      submit(manager),
      skip(manager),
      t.request(manager, 'POST', url(USERS_PATHS.profileChangeSubmit), PROFILE),
    ]) {
      const response = await call;
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(TEACHER_MESSAGES.notATeacher);
    }
    const hadTeacher = await newTeacher(t, 'HAD Teacher', 'HAD');
    expect((await submit(hadTeacher.token)).statusCode).toBe(200);
  });
});

describe('the review of a submitted profile', () => {
  it('rejects with reasons the teacher reads, then accepts the resubmission', async () => {
    const teacher = await newTeacher(t);
    await submit(teacher.token);
    const rejected = await reject(teacher.id);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      data: { status: 'rejected' },
      message: TEACHER_MESSAGES.rejected,
    });
    const mine = await me(teacher.token);
    expect(mine.profile?.status).toBe('rejected');
    expect(mine.lastRejection).toMatchObject({
      kind: 'profile',
      reasons: ['bioIncomplete', 'other'],
      note: 'Please say which levels you teach.',
    });
    // Rejected twice is refused; accepting a rejected profile too.
    expect((await reject(teacher.id)).statusCode).toBe(409);
    expect((await accept(teacher.id)).statusCode).toBe(409);

    const reasons = await t.request(admin, 'GET', url(USERS_PATHS.teacherRejections(teacher.id)));
    expect(reasons.statusCode).toBe(200);
    expect(envelope(z.array(rejectionSchema)).parse(reasons.json()).data).toHaveLength(1);

    expect(
      (await submit(teacher.token, { ...PROFILE, bio: `${PROFILE.bio} Levels 1-4.` })).statusCode,
    ).toBe(200);
    const accepted = await accept(teacher.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      data: { status: 'accepted' },
      message: TEACHER_MESSAGES.accepted,
    });
    expect(accepted.json().data.reviewedAt).not.toBeNull();
    // An accepted profile changes through a profile change, not a new submission.
    const resubmit = await submit(teacher.token);
    expect(resubmit.statusCode).toBe(409);
    expect(resubmit.json().message).toBe(TEACHER_MESSAGES.useProfileChange);
    expect((await accept(teacher.id)).statusCode).toBe(409);
    expect((await reject(teacher.id)).statusCode).toBe(409);
  });

  it('refuses to accept or reject an incomplete or skipped profile', async () => {
    const teacher = await newTeacher(t);
    expect((await accept(teacher.id)).statusCode).toBe(409);
    await skip(teacher.token);
    const response = await reject(teacher.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(TEACHER_MESSAGES.notAllowed('reject', 'skipped'));
  });

  it('needs at least one known reason', async () => {
    const teacher = await newTeacher(t);
    await submit(teacher.token);
    for (const reasons of [[], ['because']]) {
      const response = await t.request(admin, 'POST', url(USERS_PATHS.teacherReject), {
        teacherId: teacher.id,
        reasons,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty(reasons.length ? 'reasons.0' : 'reasons');
    }
  });

  it('answers 404 for someone who is not a teacher, or nobody', async () => {
    const manager = (
      await t.request(await t.login('manager@demo.test'), 'GET', url(USERS_PATHS.me))
    ).json().data.id;
    for (const id of [manager, '00000000-0000-4000-8000-000000000000']) {
      expect((await accept(id)).statusCode).toBe(404);
      expect((await t.request(admin, 'GET', url(USERS_PATHS.teacherProfile(id)))).statusCode).toBe(
        404,
      );
      expect(
        (await t.request(admin, 'GET', url(USERS_PATHS.teacherRejections(id)))).statusCode,
      ).toBe(404);
    }
    expect((await t.request(admin, 'GET', url('v1/teachers/profiles/not-a-uuid'))).statusCode).toBe(
      404,
    );
  });

  it("is the platform's: a manager of a school with Users gets 403", async () => {
    const teacher = await newTeacher(t);
    await submit(teacher.token);
    const schoolManager = await usersManager(t, 'Nour Academy');
    for (const response of [
      await accept(teacher.id, schoolManager),
      await t.request(schoolManager, 'POST', url(USERS_PATHS.teacherList(1, 20)), {}),
      await t.request(schoolManager, 'GET', url(USERS_PATHS.teacherProfile(teacher.id))),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(TEACHER_MESSAGES.platformOnly);
    }
    expect((await me(teacher.token)).profile?.status).toBe('submitted');
  });
});

describe('the review list (get-all)', () => {
  it('pages, filters by status and searches by name or e-mail', async () => {
    const tag = `List${Math.random().toString(36).slice(2, 7)}`;
    const made = [];
    for (let i = 0; i < 3; i++) {
      const teacher = await newTeacher(t);
      await t.db
        .update(users)
        .set({ lastName: `${tag} ${i}` })
        .where(eq(users.id, teacher.id));
      made.push(teacher);
    }
    await submit(made[0]!.token);
    await submit(made[1]!.token);
    await skip(made[2]!.token);
    const list = async (body: unknown, pageNumber = 1, pageSize = 20) => {
      const response = await t.request(
        admin,
        'POST',
        url(USERS_PATHS.teacherList(pageNumber, pageSize)),
        body,
      );
      expect(response.statusCode, response.body).toBe(200);
      return envelope(teacherProfilePageSchema).parse(response.json()).data;
    };
    const all = await list({ search: tag });
    expect(all.pagination).toMatchObject({ total: 3, count: 3, numOfPages: 1 });
    const submitted = await list({ search: tag, status: 'submitted' });
    expect(submitted.result.map((row) => row.teacherId).sort()).toEqual(
      [made[0]!.id, made[1]!.id].sort(),
    );
    const paged = await list({ search: tag }, 2, 2);
    expect(paged.pagination).toMatchObject({
      pageNumber: 2,
      pageSize: 2,
      total: 3,
      count: 1,
      numOfPages: 2,
    });
    expect((await list({ search: made[2]!.email })).result.map((row) => row.status)).toEqual([
      'skipped',
    ]);
    // No body at all is an empty filter.
    const bare = await t.request(admin, 'POST', url(USERS_PATHS.teacherList(1, 5)));
    expect(bare.statusCode).toBe(200);
    const wrong = await t.request(admin, 'POST', url(USERS_PATHS.teacherList(1, 5)), {
      status: 'lost',
    });
    expect(wrong.statusCode).toBe(400);
  });
});

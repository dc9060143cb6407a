import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_PATHS } from '../../contract/paths';
import {
  profileChangeSchema,
  TEACHER_MESSAGES,
  teacherProfileSchema,
} from '../../contract/teachers';
import { envelope } from '../../contract/wire';
import { newTeacher, PROFILE } from './support/teachers';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const url = usersUrl;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@demo.test');
});
afterAll(() => t.close());

const CHANGED = { ...PROFILE, yearsOfExperience: 9, languages: ['ar', 'fr'] as const };

/** A teacher whose profile the platform has accepted. */
async function acceptedTeacher() {
  const teacher = await newTeacher(t);
  await t.request(teacher.token, 'POST', url(USERS_PATHS.teacherCompleteProfile), PROFILE);
  await t.request(admin, 'POST', url(USERS_PATHS.teacherAccept), { teacherId: teacher.id });
  return teacher;
}
const propose = (token: string, body: unknown = CHANGED) =>
  t.request(token, 'POST', url(USERS_PATHS.profileChangeSubmit), body);
const profileOf = async (teacherId: string) =>
  envelope(teacherProfileSchema).parse(
    (await t.request(admin, 'GET', url(USERS_PATHS.teacherProfile(teacherId)))).json(),
  ).data;
const changeOf = async (id: string) => {
  const response = await t.request(admin, 'GET', url(USERS_PATHS.profileChange(id)));
  expect(response.statusCode, response.body).toBe(200);
  return envelope(profileChangeSchema).parse(response.json()).data;
};

describe('profile changes', () => {
  it('one waits at a time; approving applies it and shows what it replaced', async () => {
    const teacher = await acceptedTeacher();
    const submitted = await propose(teacher.token);
    expect(submitted.statusCode, submitted.body).toBe(201);
    expect(submitted.json().message).toBe(TEACHER_MESSAGES.changeSubmitted);
    const changeId = submitted.json().data.pendingChangeId as string;
    expect(changeId).toBeTruthy();

    const second = await propose(teacher.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(TEACHER_MESSAGES.changePending);

    const before = await changeOf(changeId);
    expect(before).toMatchObject({
      status: 'submitted',
      current: { yearsOfExperience: 7, languages: ['ar', 'en'] },
      proposed: { yearsOfExperience: 9, languages: ['ar', 'fr'] },
      rejection: null,
    });
    // Nothing applies before the review.
    expect((await profileOf(teacher.id)).yearsOfExperience).toBe(7);

    const approved = await t.request(admin, 'POST', url(USERS_PATHS.profileChangeApprove), {
      changeId,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      data: {
        status: 'accepted',
        yearsOfExperience: 9,
        languages: ['ar', 'fr'],
        pendingChangeId: null,
      },
      message: TEACHER_MESSAGES.changeApproved,
    });
    expect(await changeOf(changeId)).toMatchObject({
      status: 'approved',
      current: { yearsOfExperience: 7 },
      proposed: { yearsOfExperience: 9 },
    });
    const twice = await t.request(admin, 'POST', url(USERS_PATHS.profileChangeApprove), {
      changeId,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(TEACHER_MESSAGES.changeNotAllowed('approve', 'approved'));
    const mine = async () =>
      (await t.request(teacher.token, 'GET', url(USERS_PATHS.myTeacherProfile))).json().data;
    expect((await mine()).lastChangeStatus).toBe('approved');
    // The next change may be proposed now.
    expect((await propose(teacher.token, { ...CHANGED, yearsOfExperience: 10 })).statusCode).toBe(
      201,
    );
    expect((await mine()).lastChangeStatus).toBe('submitted');
  });

  it('a rejected change keeps the profile and says why', async () => {
    const teacher = await acceptedTeacher();
    const changeId = (await propose(teacher.token)).json().data.pendingChangeId as string;
    const rejected = await t.request(admin, 'POST', url(USERS_PATHS.profileChangeReject), {
      changeId,
      reasons: ['experienceUnverified'],
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      data: { status: 'accepted', yearsOfExperience: 7, pendingChangeId: null },
      message: TEACHER_MESSAGES.changeRejected,
    });
    expect((await changeOf(changeId)).rejection).toMatchObject({
      kind: 'change',
      reasons: ['experienceUnverified'],
      note: null,
    });
    const mine = (await t.request(teacher.token, 'GET', url(USERS_PATHS.myTeacherProfile))).json();
    expect(mine.data.lastRejection).toMatchObject({
      kind: 'change',
      reasons: ['experienceUnverified'],
    });
    expect(mine.data.lastChangeStatus).toBe('rejected');
    const again = await t.request(admin, 'POST', url(USERS_PATHS.profileChangeReject), {
      changeId,
      reasons: ['other'],
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await t.request(admin, 'POST', url(USERS_PATHS.profileChangeApprove), { changeId }))
        .statusCode,
    ).toBe(409);
  });

  it('needs an accepted profile', async () => {
    const teacher = await newTeacher(t);
    const response = await propose(teacher.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(TEACHER_MESSAGES.notAllowed('submitChange', 'incomplete'));
    await t.request(teacher.token, 'POST', url(USERS_PATHS.teacherCompleteProfile), PROFILE);
    expect((await propose(teacher.token)).statusCode).toBe(409);
  });

  it('unknown changes are 404', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.request(admin, 'GET', url(USERS_PATHS.profileChange(id)))).statusCode).toBe(
      404,
    );
    expect(
      (await t.request(admin, 'POST', url(USERS_PATHS.profileChangeApprove), { changeId: id }))
        .statusCode,
    ).toBe(404);
  });
});

describe("the admin's direct edit", () => {
  const edit = (teacherId: string, body = CHANGED) =>
    t.request(admin, 'PUT', url(USERS_PATHS.profileChangeByAdmin), { teacherId, ...body });

  it('applies at once to a submitted or accepted profile and keeps its status', async () => {
    const teacher = await newTeacher(t);
    await t.request(teacher.token, 'POST', url(USERS_PATHS.teacherCompleteProfile), PROFILE);
    const submitted = await edit(teacher.id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      data: { status: 'submitted', yearsOfExperience: 9 },
      message: TEACHER_MESSAGES.editedByAdmin,
    });
    // Not a review: it still waits for accept or reject.
    expect(submitted.json().data.reviewedAt).toBeNull();
    await t.request(admin, 'POST', url(USERS_PATHS.teacherAccept), { teacherId: teacher.id });
    const accepted = await edit(teacher.id, {
      ...CHANGED,
      qualifications: 'MA in Arabic Linguistics',
    });
    expect(accepted.json().data).toMatchObject({
      status: 'accepted',
      qualifications: 'MA in Arabic Linguistics',
    });
  });

  it('is refused for an incomplete, skipped or rejected profile, and checks the fields', async () => {
    const teacher = await newTeacher(t);
    expect((await edit(teacher.id)).statusCode).toBe(409);
    await t.request(teacher.token, 'POST', url(USERS_PATHS.teacherSkipProfile));
    const skipped = await edit(teacher.id);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe(TEACHER_MESSAGES.notAllowed('editByAdmin', 'skipped'));
    const bad = await edit(teacher.id, { ...CHANGED, yearsOfExperience: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('yearsOfExperience');
    expect((await profileOf(teacher.id)).status).toBe('skipped');
  });
});

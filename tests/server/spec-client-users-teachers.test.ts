import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectData,
  expectList,
  expectPaged,
  find,
  specClient,
  USERS,
  type SpecClient,
} from './support/spec-client';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * SPEC.md section 7, "Users and teachers", sent by a client written from the spec alone
 * (support/spec-client.ts): 30 calls. The ids are the demo data's, found through the spec's lists.
 */

let t: TestApp;
let api: SpecClient;
let admin: string;
let manager: string;
let teacher: { token: string; user: { id: string } };
let pendingId: string;
let students: { id: string; email?: string }[];

beforeAll(async () => {
  t = await createTestApp();
  api = specClient(t);
  admin = (await api.login('admin@demo.test')).token;
  manager = (await api.login('manager@demo.test')).token;
  teacher = await api.login('teacher@demo.test');
  pendingId = (await api.login('pending@demo.test')).user.id;
});
afterAll(() => t?.close());

const roleId = async (name: string) =>
  find(expectList(await api.call(admin, 'GET', `${USERS}v1/roles`)), 'name', name).id;

describe('people lists', () => {
  it('lists students, the waiting list, the teacher report and the teachers (v2)', async () => {
    students = expectPaged(await api.call(manager, 'GET', `${USERS}v2/users/students?pageSize=50`));
    expect(students.length).toBeGreaterThan(0);
    expectPaged(await api.call(manager, 'GET', `${USERS}v2/users/student/waiting-list?pageSize=5`));
    expectData(await api.call(manager, 'GET', `${USERS}v2/users/report-teacher`), 200);
    expectList(await api.call(manager, 'GET', `${USERS}v2/users/teachers-list`));
  });

  it('lists teachers, DEFAULT’s members, users, student stats, groups and a user’s activity', async () => {
    expectPaged(await api.call(admin, 'GET', `${USERS}v1/users/teachers?pageNumber=1`));
    const waiting = expectPaged(
      await api.call(admin, 'GET', `${USERS}v1/users/defaultGroupMembers?pageSize=20`),
    );
    expect(waiting.map((person) => person.id)).toContain(pendingId);
    expectPaged(await api.call(admin, 'GET', `${USERS}v1/users?pageNumber=1&pageSize=20`));
    expectData(await api.call(manager, 'GET', `${USERS}v1/users/studentsStats`), 200);
    expectList(await api.call(admin, 'GET', `${USERS}v1/users/admin-groups`));
    const activity = await api.call(
      manager,
      'GET',
      `${USERS}v1/users/activities/tracking/${students[0]!.id}`,
    );
    expectData(activity, 200);
  });
});

describe('people updates', () => {
  it('adds a waiting user to HAD, gives them a role elsewhere and changes their role', async () => {
    const staff = await roleId('Staff');
    // The spec shows no body: we send the role to give (section 3, "role").
    const added = await api.call(admin, 'PUT', `${USERS}v1/users/addAdminToHadGroup/${pendingId}`, {
      roleId: staff,
    });
    expectData(added, 200);

    const organizations = expectPaged(await api.call(admin, 'GET', `${USERS}v1/organization`));
    const nour = find(organizations, 'name', 'Nour Academy');
    // The spec shows no body: we send the organisation and the role.
    const updated = await api.call(admin, 'PUT', `${USERS}v1/users/update-admin/${pendingId}`, {
      organizationId: nour.id,
      roleId: staff,
    });
    expectData(updated, 200);

    // The spec shows no body: we send the user and the new role.
    const role = await api.call(admin, 'PUT', `${USERS}v1/users/updateUserRole`, {
      userId: pendingId,
      roleId: await roleId('Organization Manager'),
    });
    expectData(role, 200);
  });

  it('updates a student’s names', async () => {
    // The spec shows no body: we send the names (section 3, the users list).
    const answer = await api.call(
      admin,
      'PUT',
      `${USERS}v1/users/updateUsersInfo/${students[0]!.id}`,
      {
        firstName: 'Ahmed',
        lastName: 'Mansour',
      },
    );
    expectData(answer, 200);
  });

  it('switches the active organisation by the group id, and back', async () => {
    const groups = expectList(
      await api.call(admin, 'GET', `${USERS}v1/users/admin-groups`),
    ) as unknown as { isActive: boolean; group: { id: string; name: string } }[];
    const other = groups.find((membership) => !membership.isActive)!.group;
    const home = groups.find((membership) => membership.isActive)!.group;
    // The spec shows no body: the group id is the path's.
    expectData(
      await api.call(admin, 'PUT', `${USERS}v1/users/admin/switchActiveGroup/${other.id}`),
      200,
    );
    expectData(
      await api.call(admin, 'PUT', `${USERS}v1/users/admin/switchActiveGroup/${home.id}`),
      200,
    );
  });

  it('removes a teacher, a student from their class and a student from the organisation', async () => {
    const teachers = expectList(await api.call(manager, 'GET', `${USERS}v2/users/teachers-list`));
    const huda = teachers.find((row) => JSON.stringify(row).includes('Huda'))!;
    expectData(
      await api.call(manager, 'DELETE', `${USERS}v1/class_room/remove-teacher/${huda.id}`),
      200,
    );

    const alif = find(
      expectPaged(await api.call(manager, 'GET', `${USERS}v1/class_room`)),
      'name',
      'Alif',
    );
    const seated = expectList(
      await api.call(manager, 'GET', `${USERS}v1/class_room/${alif.id}/students`),
    );
    const [first, second] = seated;
    const fromClass = await api.call(
      manager,
      'DELETE',
      `${USERS}v1/class_room/remove-student-for-class-room/${first!.id}`,
    );
    expectData(fromClass, 200);
    const fromOrganization = await api.call(
      manager,
      'DELETE',
      `${USERS}v1/class_room/remove-student-for-organization/${second!.id}`,
    );
    expectData(fromOrganization, 200);
  });
});

/** The profile's fields of the spec's teacher profile completion (section 1). */
const profile = async (bio: string) => ({
  bio,
  teachingTopicIds: expectList(
    await api.call(teacher.token, 'GET', `${USERS}v1/general/teachers/lookups/teaching-topics`),
  )
    .slice(0, 1)
    .map((topic) => topic.id),
  yearsOfExperience: 4,
  qualifications: 'BA in Arabic',
  languages: ['ar', 'en'],
});

describe('teacher profiles', () => {
  it('skips, completes, is rejected (with reasons), completes again and is accepted', async () => {
    expectData(
      await api.call(teacher.token, 'POST', `${USERS}v1/teachers/profile-complete/skip`),
      200,
    );
    // The spec shows no body: we send the profile's fields.
    const body = await profile('I teach Arabic to beginners through stories and songs.');
    expectData(
      await api.call(teacher.token, 'POST', `${USERS}v1/teachers/complete-profile`, body),
      200,
    );

    // The spec shows no body: we send the teacher and the reasons (section 4, "rejected").
    const rejected = await api.call(admin, 'POST', `${USERS}v1/teachers/reject`, {
      teacherId: teacher.user.id,
      reasons: ['bioIncomplete'],
    });
    expectData(rejected, 200);
    const reasons = await api.call(
      admin,
      'GET',
      `${USERS}v1/teachers/profiles/rejection-reasons/${teacher.user.id}`,
    );
    expect(expectList(reasons).length).toBe(1);

    expectData(
      await api.call(teacher.token, 'POST', `${USERS}v1/teachers/complete-profile`, body),
      200,
    );
    // The spec shows no body: we send the teacher.
    const accepted = await api.call(admin, 'POST', `${USERS}v1/teachers/accept`, {
      teacherId: teacher.user.id,
    });
    expectData(accepted, 200);
    const page = await api.call(
      admin,
      'POST',
      `${USERS}v1/teachers/get-all?pageNumber=1&pageSize=20`,
      {
        // The spec says "with body" and shows none: we send a filter by status.
        status: 'accepted',
      },
    );
    expect(expectPaged(page).length).toBeGreaterThan(0);
    expectData(
      await api.call(admin, 'GET', `${USERS}v1/teachers/profiles/${teacher.user.id}`),
      200,
    );
  });

  it('submits changes, approved then rejected, and an admin edits the profile', async () => {
    const submit = () =>
      profile('Arabic through stories, songs and games, for children and adults.').then((body) =>
        api.call(teacher.token, 'POST', `${USERS}v1/teachers/profile-changes/submit`, body),
      );
    const first = expectData(await submit(), 201);
    expect(first.pendingChangeId).toBeTruthy();
    const change = await api.call(
      admin,
      'GET',
      `${USERS}v1/teachers/profile-changes/${first.pendingChangeId}`,
    );
    expectData(change, 200);
    // The spec shows no body: we send the change's id.
    const approved = await api.call(admin, 'POST', `${USERS}v1/teachers/profile-changes/approve`, {
      changeId: first.pendingChangeId,
    });
    expectData(approved, 200);

    const second = expectData(await submit(), 201);
    // The spec shows no body: we send the change's id and the reasons.
    const rejected = await api.call(admin, 'POST', `${USERS}v1/teachers/profile-changes/reject`, {
      changeId: second.pendingChangeId,
      reasons: ['other'],
      note: 'Please say which levels you teach.',
    });
    expectData(rejected, 200);

    // The spec shows no body: we send the profile's fields and the teacher.
    const edited = await api.call(admin, 'PUT', `${USERS}v1/teachers/profile-changes/by-admin`, {
      ...(await profile('Edited by an admin: Arabic for beginners.')),
      teacherId: teacher.user.id,
    });
    expectData(edited, 200);
  });
});

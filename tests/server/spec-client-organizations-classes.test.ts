import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dayFromNow,
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
 * SPEC.md section 7, "Organisations and classes", sent by a client written from the spec alone
 * (support/spec-client.ts): 18 calls.
 */

let t: TestApp;
let api: SpecClient;
let admin: string;
let manager: string;
let nour: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  api = specClient(t);
  admin = (await api.login('admin@demo.test')).token;
  manager = (await api.login('manager@demo.test')).token;
});
afterAll(() => t?.close());

/** The organisation's labels of SPEC section 3, with the services' names for them. */
const organization = (name: string) => ({
  name,
  company_location: 'Amman',
  contractType: 'annual',
  startsAt: dayFromNow(1),
  endsAt: dayFromNow(365),
  maxStudents: 40,
  maxTeachers: 4,
  maxClassrooms: 6,
});

describe('organisations', () => {
  it('lists, opens, reports on and lists the accounts of an organisation', async () => {
    const list = expectPaged(await api.call(admin, 'GET', `${USERS}v1/organization?pageNumber=1`));
    nour = find(list, 'name', 'Nour Academy') as unknown as typeof nour;
    expectData(await api.call(admin, 'GET', `${USERS}v1/organization/${nour.id}`), 200);
    const report = expectData(
      await api.call(manager, 'GET', `${USERS}v1/organization/report`),
      200,
    );
    expect(report).toMatchObject({ classRoom: expect.any(Object), students: expect.any(Object) });
    expectPaged(await api.call(admin, 'GET', `${USERS}v1/organization/accounts/${nour.id}`));
  });

  it('downloads the join codes as text (a .csv named from name and company name)', async () => {
    const codes = await api.call(
      admin,
      'GET',
      `${USERS}v1/organization/getGroupCode/${nour.id}?type=student`,
    );
    expect(codes.statusCode, codes.body).toBe(200);
    expect(codes.headers['content-type']).toMatch(/^text\/csv/);
    const disposition = decodeURIComponent(String(codes.headers['content-disposition']));
    expect(disposition).toMatch(/Nour Academy.*\.csv/);
    expect(codes.body).toContain('NOUR-S-');
  });

  it('creates and updates an organisation, then activates, pauses, reactivates and cancels its contract', async () => {
    // The spec shows no body: we send the organisation's labels (section 3).
    const created = expectData(
      await api.call(admin, 'POST', `${USERS}v1/organization`, organization('Spec Academy')),
      201,
    );
    const updated = await api.call(admin, 'PUT', `${USERS}v1/organization/${created.id}`, {
      ...organization('Spec Academy'),
      maxStudents: 60,
    });
    expectData(updated, 200);
    // The spec shows no body for the contract actions: the organisation is the path's.
    for (const action of ['activate', 'pause', 'reactivate', 'cancel']) {
      const answer = await api.call(
        admin,
        'PUT',
        `${USERS}v1/organization/${created.id}/contract/${action}`,
      );
      expectData(answer, 200);
      expect(typeof answer.json().message).toBe('string');
    }
  });
});

describe('classes', () => {
  it('lists classes (paged and by name), opens one, its students and a student’s classes', async () => {
    const classes = expectPaged(
      await api.call(manager, 'GET', `${USERS}v1/class_room?pageSize=20`),
    );
    const alif = find(classes, 'name', 'Alif');
    expectList(await api.call(manager, 'GET', `${USERS}v1/class_room/list`));
    expectData(await api.call(manager, 'GET', `${USERS}v1/class_room/${alif.id}`), 200);
    const students = expectList(
      await api.call(manager, 'GET', `${USERS}v1/class_room/${alif.id}/students`),
    );
    expectData(
      await api.call(manager, 'GET', `${USERS}v1/class_room/students/${students[0]!.id}`),
      200,
    );
  });

  it('creates a class, adds, moves and removes students, updates, archives and deletes it', async () => {
    const classes = expectPaged(await api.call(manager, 'GET', `${USERS}v1/class_room`));
    const ba = find(classes, 'name', 'Ba');
    const waiting = expectPaged(
      await api.call(manager, 'GET', `${USERS}v2/users/student/waiting-list`),
    );
    const [first, second] = waiting.map((student) => student.id);

    // The spec shows no body: we send the class's name (section 3, "classes").
    const created = expectData(
      await api.call(manager, 'POST', `${USERS}v1/class_room`, { name: 'Spec class' }),
      201,
    );
    // The spec shows no body: we send the class and the students.
    const added = await api.call(manager, 'POST', `${USERS}v1/class_room/add-students`, {
      classRoomId: created.id,
      studentIds: [first, second],
    });
    expectData(added, 200);
    // The spec shows no body: we send both classes and the students.
    const moved = await api.call(manager, 'POST', `${USERS}v1/class_room/students/move`, {
      fromClassRoomId: created.id,
      toClassRoomId: ba.id,
      studentIds: [first],
    });
    expectData(moved, 200);
    // The spec shows no body: we send the class and the students.
    const removed = await api.call(
      manager,
      'POST',
      `${USERS}v1/class_room/remove-students-from-classroom`,
      { classRoomId: created.id, studentIds: [second] },
    );
    expectData(removed, 200);

    // The spec shows no body: we send the class's name.
    const renamed = await api.call(manager, 'PUT', `${USERS}v1/class_room/${created.id}`, {
      name: 'Spec class, renamed',
    });
    expectData(renamed, 200);
    expectData(await api.call(manager, 'PUT', `${USERS}v1/class_room/archive/${created.id}`), 200);
    expectData(await api.call(manager, 'DELETE', `${USERS}v1/class_room/${created.id}`), 200);
  });
});

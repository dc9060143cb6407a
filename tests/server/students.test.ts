import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_PATHS } from '../../contract/paths';
import { studentPageSchema } from '../../contract/students';
import { envelope } from '../../contract/wire';
import { memberships } from '../../server/db/schema/users';
import { createClassRoom, createUser, organizationId, roleId } from './support/factories';
import { studentSchool } from './support/students';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (token: string, path: string, query = '') => {
  const response = await t.request(token, 'GET', `${usersUrl(path)}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return envelope(studentPageSchema).parse(response.json()).data;
};
const names = (page: { result: { firstName: string }[] }) => page.result.map((s) => s.firstName);

describe('GET v2/users/students', () => {
  it("lists the active organisation's students, newest first, with their live classes", async () => {
    const s = await studentSchool(t);
    const [amal, badr] = s.students;
    const alif = await createClassRoom(t.db, s.id, { name: 'Alif', studentIds: [amal!.id] });
    await createClassRoom(t.db, s.id, { name: 'Ba', studentIds: [amal!.id, badr!.id] });
    await createClassRoom(t.db, s.id, { name: 'Old', isArchived: true, studentIds: [badr!.id] });
    await studentSchool(t); // another organisation's students never show

    const page = await list(s.managerToken, USERS_PATHS.students);
    expect(names(page)).toEqual(['Dana', 'Badr', 'Amal']);
    expect(page.pagination).toMatchObject({ total: 3, count: 3, numOfPages: 1, nextCursor: null });
    expect(page.result[2]).toMatchObject({
      id: amal!.id,
      organizationId: s.id,
      joinedAt: '2026-01-01T00:00:00.000Z',
      classRooms: [{ id: alif, name: 'Alif' }, { name: 'Ba' }],
    });
    expect(page.result[1]!.classRooms.map((c) => c.name)).toEqual(['Ba']);

    const inAlif = await list(s.managerToken, USERS_PATHS.students, `?classRoomId=${alif}`);
    expect(names(inAlif)).toEqual(['Amal']);
    const waiting = await list(s.managerToken, USERS_PATHS.waitingList);
    expect(names(waiting)).toEqual(['Dana']);
    expect(waiting.result[0]!.classRooms).toEqual([]);
  });

  it('searches first name, last name and e-mail; % and _ match themselves', async () => {
    const s = await studentSchool(t, { students: ['Rania', 'Rami', 'Zaid'] });
    const search = (text: string) =>
      list(s.managerToken, USERS_PATHS.students, `?search=${encodeURIComponent(text)}`).then(names);
    expect(await search('ra')).toEqual(['Rami', 'Rania']);
    expect(await search('ZAID-')).toEqual(['Zaid']);
    expect(await search('test')).toEqual(['Zaid', 'Rami', 'Rania']);
    expect(await search('%')).toEqual([]);
    expect(await search('R_m')).toEqual([]);
    const waiting = await list(s.managerToken, USERS_PATHS.waitingList, '?search=rani');
    expect(names(waiting)).toEqual(['Rania']);
  });

  it('pages by offset, and by cursor from the index, with the same rows', async () => {
    const letters = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7'];
    const s = await studentSchool(t, { students: letters });
    const byOffset: string[] = [];
    for (let pageNumber = 1; pageNumber <= 3; pageNumber++) {
      const page = await list(
        s.managerToken,
        USERS_PATHS.students,
        `?pageSize=3&pageNumber=${pageNumber}`,
      );
      expect(page.pagination).toMatchObject({ total: 7, numOfPages: 3, pageNumber });
      expect(page.pagination.nextCursor === null).toBe(pageNumber === 3);
      byOffset.push(...names(page));
    }
    expect(byOffset).toEqual([...letters].reverse());

    // Every membership joined in the same microsecond: the id breaks the tie.
    await t.db
      .update(memberships)
      .set({ createdAt: new Date('2026-02-01T00:00:00Z') })
      .where(eq(memberships.organizationId, s.id));
    const seen: string[] = [];
    let cursor: string | null | undefined = null;
    let pages = 0;
    do {
      const query: string = `?pageSize=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await list(s.managerToken, USERS_PATHS.students, query);
      expect(page.pagination.total).toBe(7);
      seen.push(...names(page));
      cursor = page.pagination.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect([...seen].sort()).toEqual(letters);
    const offsetAgain: string[] = [];
    for (let pageNumber = 1; pageNumber <= 3; pageNumber++) {
      const page = await list(
        s.managerToken,
        USERS_PATHS.students,
        `?pageSize=3&pageNumber=${pageNumber}`,
      );
      offsetAgain.push(...names(page));
    }
    expect(seen).toEqual(offsetAgain);
  });

  it('refuses a cursor it did not make (400 on cursor)', async () => {
    const s = await studentSchool(t);
    for (const cursor of ['nope', Buffer.from('["2026-01-01", "x"]').toString('base64url')]) {
      const response = await t.request(
        s.managerToken,
        'GET',
        `${usersUrl(USERS_PATHS.students)}?cursor=${cursor}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ cursor: 'Invalid cursor.' });
    }
  });

  it("is 404 for another organisation's id or class, unless the caller is HAD", async () => {
    const s = await studentSchool(t);
    const other = await studentSchool(t, { students: ['Yara'] });
    const theirs = await createClassRoom(t.db, other.id, { studentIds: [other.students[0]!.id] });
    for (const url of [
      `${USERS_PATHS.students}?organizationId=${other.id}`,
      `${USERS_PATHS.waitingList}?organizationId=${other.id}`,
      `${USERS_PATHS.students}?classRoomId=${theirs}`,
    ]) {
      const response = await t.request(s.managerToken, 'GET', usersUrl(url));
      expect(response.statusCode).toBe(404);
    }
    expect(
      names(await list(s.managerToken, USERS_PATHS.students, `?organizationId=${s.id}`)),
    ).toEqual(['Dana', 'Badr', 'Amal']);

    // A HAD admin (Students read) lists every organisation's, or one with organizationId.
    const admin = await t.login('admin@demo.test');
    const all = await list(admin, USERS_PATHS.students, '?pageSize=100');
    expect(all.pagination.total).toBeGreaterThanOrEqual(4);
    const ids = new Set(all.result.map((row) => row.organizationId));
    expect(ids.has(s.id) && ids.has(other.id)).toBe(true);
    const one = await list(admin, USERS_PATHS.students, `?organizationId=${other.id}`);
    expect(one.result).toEqual([
      expect.objectContaining({
        firstName: 'Yara',
        organizationName: expect.any(String),
        classRooms: [expect.objectContaining({ id: theirs })],
      }),
    ]);
    expect(names(await list(admin, USERS_PATHS.students, `?classRoomId=${theirs}`))).toEqual([
      'Yara',
    ]);
    const waiting = await list(admin, USERS_PATHS.waitingList, `?organizationId=${s.id}`);
    expect(names(waiting)).toEqual(['Dana', 'Badr', 'Amal']);
  });

  it('needs Students read or ClassRoomManager read', async () => {
    const s = await studentSchool(t);
    const staff = await createUser(t.db, {
      memberships: [{ organizationId: s.id, roleId: await roleId(t.db, 'Staff'), isActive: true }],
    });
    const staffToken = await t.login(staff.email);
    expect(names(await list(staffToken, USERS_PATHS.students))).toEqual(['Dana', 'Badr', 'Amal']);
    for (const path of [USERS_PATHS.students, USERS_PATHS.waitingList]) {
      const response = await t.request(s.teacherToken, 'GET', usersUrl(path));
      expect(response.statusCode).toBe(403);
    }
    // A HAD member without Students read (a HAD teacher) would read HAD's only; here: 403.
    const hadTeacher = await t.login('teacher@demo.test');
    expect((await t.request(hadTeacher, 'GET', usersUrl(USERS_PATHS.students))).statusCode).toBe(
      403,
    );
    expect(await organizationId(t.db, 'HAD')).toBeTruthy();
  });
});

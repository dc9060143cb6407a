import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERS_PATHS } from '../../contract/paths';
import { studentPageSchema } from '../../contract/students';
import { envelope } from '../../contract/wire';
import { createListTotals } from '../../server/platform/list-totals';
import { createUser, roleId } from './support/factories';
import { studentSchool } from './support/students';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

describe('createListTotals', () => {
  const counter = (start = 0) => {
    let value = start;
    const count = () => Promise.resolve(++value);
    return { count, calls: () => value - start };
  };

  it('keeps a total for the TTL, per key, then counts again', async () => {
    let now = 0;
    const totals = createListTotals({ ttlMs: 5_000, now: () => now });
    const a = counter();
    expect(await totals.get('a', a.count)).toBe(1);
    now = 4_999;
    expect(await totals.get('a', a.count)).toBe(1);
    expect(await totals.get('b', counter(10).count)).toBe(11);
    now = 5_000;
    expect(await totals.get('a', a.count)).toBe(2);
    expect(a.calls()).toBe(2);
  });

  it('counts every time with a TTL of 0', async () => {
    const totals = createListTotals({ ttlMs: 0 });
    const a = counter();
    await totals.get('a', a.count);
    expect(await totals.get('a', a.count)).toBe(2);
  });

  it('clear() forgets every total, and keeps none counted across it', async () => {
    const totals = createListTotals({ ttlMs: 60_000 });
    const a = counter();
    await totals.get('a', a.count);
    totals.clear();
    expect(await totals.get('a', a.count)).toBe(2);
    // A count that began before a write and ends after it is answered but not kept.
    let release: (value: number) => void = () => undefined;
    const slow = totals.get('b', () => new Promise<number>((resolve) => (release = resolve)));
    totals.clear();
    release(7);
    expect(await slow).toBe(7);
    expect(await totals.get('b', () => Promise.resolve(8))).toBe(8);
  });

  it('keeps at most maxEntries totals, dropping the oldest', async () => {
    const totals = createListTotals({ ttlMs: 60_000, maxEntries: 2 });
    await totals.get('a', () => Promise.resolve(1));
    await totals.get('b', () => Promise.resolve(2));
    await totals.get('c', () => Promise.resolve(3));
    expect(await totals.get('a', () => Promise.resolve(10))).toBe(10);
    expect(await totals.get('c', () => Promise.resolve(30))).toBe(3);
  });
});

describe('student list totals kept by the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ listTotalsTtlMs: 60_000 });
  });
  afterAll(() => t.close());

  const list = async (token: string, path: string, query = '') => {
    const response = await t.request(token, 'GET', `${usersUrl(path)}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return envelope(studentPageSchema).parse(response.json()).data;
  };

  it('answers fresh rows with a kept total, per scope and filters, until a write', async () => {
    const s = await studentSchool(t);
    const other = await studentSchool(t, { students: ['Zaid'] });
    expect((await list(s.managerToken, USERS_PATHS.students)).pagination.total).toBe(3);
    expect((await list(other.managerToken, USERS_PATHS.students)).pagination.total).toBe(1);

    // Written behind the app's back (no request): the rows show it, the kept total lags.
    await createUser(t.db, {
      firstName: 'Eman',
      memberships: [
        { organizationId: s.id, roleId: await roleId(t.db, 'Student'), isActive: true },
      ],
    });
    const lagging = await list(s.managerToken, USERS_PATHS.students);
    expect(lagging.result.map((row) => row.firstName)).toContain('Eman');
    expect(lagging.pagination.total).toBe(3);
    // Other filters are other totals, counted afresh.
    expect((await list(s.managerToken, USERS_PATHS.waitingList)).pagination.total).toBe(4);
    expect(
      (await list(s.managerToken, USERS_PATHS.students, '?search=eman')).pagination,
    ).toMatchObject({ total: 1 });

    // Any write request of this process clears every kept total.
    const created = await t.request(s.managerToken, 'POST', usersUrl(USERS_PATHS.classRooms), {
      name: 'Jeem',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await list(s.managerToken, USERS_PATHS.students)).pagination).toMatchObject({
      total: 4,
      numOfPages: 1,
    });
  });
});

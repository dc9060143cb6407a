import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A client written from the spec's section 7 alone: its own bodies and paths, as the spec shows
 * them, and only the answer fields the spec says a client reads (`title` and `isEnabled` of
 * published items, `data.result` and `data.pagination` of lists, `message`). It imports none of
 * the console's API modules nor the contract's schemas. Where the spec shows no body, the test
 * says which body it chose.
 */

let t: TestApp;
let admin: string;

/** The spec's prefixes (section 7): users, levels and settings services. */
const USERS = '/api/users/';
const LEVELS = '/api/levels/';

function call(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: `${USERS}v1/auth/admin/login`,
    payload: { email: 'admin@demo.test', password: 'Demo-pass-2026' },
  });
  admin = login.json().data.accessToken;
});
afterAll(() => t.close());

describe('curriculum titles: one `title`, as the spec sends and reads it', () => {
  it('creates a topic from { title } and reads its title back, in the language asked for', async () => {
    // The spec shows no body for POST v1/curriculums/levels/: the level's field list names title.
    const created = await call(admin, 'POST', `${LEVELS}v1/curriculums/levels/`, {
      title: 'Spec topic',
    });
    expect(created.statusCode, created.body).toBe(201);
    const level = created.json().data;
    expect(level.title).toBe('Spec topic');

    const exam = await call(admin, 'POST', `${LEVELS}v1/admin/levels/addExam/${level.id}`, {
      title: 'Spec exam',
      expectedTimeInMinutes: 20,
    });
    expect(exam.statusCode, exam.body).toBe(201);
    expect(exam.json().data.title).toBe('Spec exam');

    // Publish and unpublish answer `title` and `isEnabled`; Accept-Language picks the title.
    const renamed = await call(admin, 'PUT', `${LEVELS}v1/curriculums/levels/${level.id}`, {
      title: 'Spec topic',
      titleAr: 'موضوع',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const published = await call(
      admin,
      'PUT',
      `${LEVELS}v1/admin/levels/${level.id}`,
      { isEnabled: true },
      { 'accept-language': 'ar-JO,ar;q=0.9,en;q=0.8' },
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ title: 'موضوع', isEnabled: true });
    const unpublished = await call(admin, 'PUT', `${LEVELS}v1/admin/levels/${level.id}`, {
      isEnabled: false,
    });
    expect(unpublished.json().data).toMatchObject({ title: 'Spec topic', isEnabled: false });
  });
});

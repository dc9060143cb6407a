import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TRANSLATION_FILE_MESSAGES,
  parseTranslationsText,
} from '../../contract/app-language-translations';
import { MESSAGES } from '../../contract/messages';
import { USERS_PATHS } from '../../contract/paths';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

/*
 * U+0000 cannot be stored in PostgreSQL text: a sign-up name, a class name or a search with it
 * used to end in a 500 on both engines (security review, finding 2). It is refused with 400 at
 * the door, on the field that holds it, and nothing reaches the database.
 */

let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager@demo.test');
});
afterAll(() => t.close());

const NUL = '\u0000';

describe('a NUL character in the input', () => {
  it('in a body field: 400 on that field (a class name, a sign-up name)', async () => {
    const created = await t.request(manager, 'POST', usersUrl(USERS_PATHS.classRooms), {
      name: `Alif${NUL}2`,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      message: MESSAGES.badRequest,
      fieldErrors: { name: MESSAGES.nulCharacter },
    });
    const signup = await t.request(null, 'POST', usersUrl(USERS_PATHS.signup), {
      firstName: `Sa${NUL}ra`,
      lastName: 'Nasser',
      email: 'nul-signup@demo.test',
      password: 'Long-enough-1',
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toMatchObject({ fieldErrors: { firstName: MESSAGES.nulCharacter } });
  });

  it('in a filter of the query: 400, not a failed query', async () => {
    const listed = await t.request(
      manager,
      'GET',
      `${usersUrl(USERS_PATHS.classRooms)}?name=${encodeURIComponent(`A${NUL}`)}`,
    );
    expect(listed.statusCode).toBe(400);
    expect(listed.json()).toMatchObject({ fieldErrors: { name: MESSAGES.nulCharacter } });
  });

  it('deep in a body, and in a translations file, said where it is', async () => {
    const nested = await t.request(manager, 'POST', usersUrl(USERS_PATHS.classRooms), {
      name: 'Fine',
      extra: { list: ['ok', `no${NUL}`] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ fieldErrors: { 'extra.list.1': MESSAGES.nulCharacter } });
    expect(parseTranslationsText(JSON.stringify({ home: { title: `a${NUL}b` } }))).toEqual({
      ok: false,
      message: TRANSLATION_FILE_MESSAGES.nul('home.title'),
    });
  });

  it('no failure reached the error log', () => {
    expect(t.logs().filter((line) => line.includes('"level":50'))).toEqual([]);
  });
});

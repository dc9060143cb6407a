import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema } from '../../contract/auth';
import { MESSAGES } from '../../contract/messages';
import { meResponseSchema } from '../../contract/users';
import { apiErrorSchema, envelope, ERROR_CODES } from '../../contract/wire';
import { createTestApp, usersUrl, type TestApp } from './support/test-app';

const LOGIN = usersUrl('v1/auth/admin/login');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown) => t.request(null, 'POST', LOGIN, payload);

describe('POST v1/auth/admin/login', () => {
  it('returns an access token and the user for the demo admin', async () => {
    const response = await login({ email: 'admin@demo.test', password: 'Demo-pass-2026' });
    expect(response.statusCode).toBe(200);
    const body = envelope(loginResponseSchema).parse(response.json());
    expect(body.data.user).toMatchObject({
      email: 'admin@demo.test',
      firstName: 'Amina',
      lastName: 'Haddad',
    });
    expect(body.data.accessToken.split('.')).toHaveLength(3);
    expect(response.json()).not.toHaveProperty('data.user.passwordHash');
  });

  it('treats the e-mail case-insensitively', async () => {
    const response = await login({ email: 'Admin@Demo.TEST', password: 'Demo-pass-2026' });
    expect(response.statusCode).toBe(200);
  });

  it('gives the same 401 body for an unknown e-mail and a wrong password', async () => {
    const unknown = await login({ email: 'nobody@demo.test', password: 'Demo-pass-2026' });
    const wrong = await login({ email: 'admin@demo.test', password: 'wrong-password' });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        message: MESSAGES.invalidCredentials,
        code: ERROR_CODES.unauthorized,
      });
    }
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
  });

  it('spends similar time on an unknown e-mail as on a wrong password', async () => {
    // Interleaved, so a burst of load from other test files hits both sides alike.
    const known: number[] = [];
    const unknown: number[] = [];
    const timed = async (email: string, into: number[]) => {
      const start = performance.now();
      await login({ email, password: 'not-the-password' });
      into.push(performance.now() - start);
    };
    for (let i = 0; i < 5; i++) {
      await timed('admin@demo.test', known);
      await timed('ghost@demo.test', unknown);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
    // Both run one argon2 verification; without the dummy hash `unknown` would be ~1 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.25);
  });

  it('refuses unknown fields with a field error', async () => {
    const response = await login({ email: 'admin@demo.test', password: 'x', admin: true });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe(ERROR_CODES.badRequest);
    expect(body.fieldErrors).toHaveProperty('admin');
  });

  it('refuses wrong types and bad e-mails with dotted field errors', async () => {
    const response = await login({ email: 'not-an-email', password: 42 });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(['email', 'password']);
  });

  it('refuses a missing body', async () => {
    const response = await t.app.inject({ method: 'POST', url: LOGIN });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).fieldErrors).toHaveProperty('_root');
  });

  it('answers malformed JSON with 400 and the malformed-JSON message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin@demo.test",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.malformedJson, code: 'BAD_REQUEST' });
  });

  it('answers a wrong content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: ERROR_CODES.unsupportedMedia });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      message: MESSAGES.tooLarge,
      code: ERROR_CODES.tooLarge,
    });
  });
});

describe('session', () => {
  it('GET v1/users/me returns the signed-in user', async () => {
    const token = await t.login('manager@demo.test');
    const response = await t.request(token, 'GET', usersUrl('v1/users/me'));
    expect(response.statusCode).toBe(200);
    const { data } = envelope(meResponseSchema).parse(response.json());
    expect(data).toMatchObject({ email: 'manager@demo.test', firstName: 'Omar' });
  });

  it('logout revokes the token; other sessions stay valid', async () => {
    const token = await t.login('teacher@demo.test');
    const other = await t.login('teacher@demo.test');
    const logout = await t.request(token, 'POST', usersUrl('v1/auth/logout'));
    expect(logout.statusCode).toBe(200);
    const after = await t.request(token, 'GET', usersUrl('v1/users/me'));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: MESSAGES.sessionExpired });
    expect((await t.request(other, 'GET', usersUrl('v1/users/me'))).statusCode).toBe(200);
  });

  it('never logs the password or the token', async () => {
    const token = await t.login('admin@demo.test');
    await t.request(token, 'GET', usersUrl('v1/users/me'));
    const logs = t.logs().join('\n');
    expect(logs).not.toContain('Demo-pass-2026');
    expect(logs).not.toContain(token);
  });
});

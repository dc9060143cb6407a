import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '../../contract/accounts';
import { apiErrorSchema } from '../../contract/wire';
import { isCommonPassword } from '../../server/platform/passwords';
import { ACCOUNT_URLS, codeIn, lastMail, signUp, verify } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signupWith = (email: string, password: string) =>
  t.request(null, 'POST', ACCOUNT_URLS.signup, {
    email,
    password,
    firstName: 'Rami',
    lastName: 'Odeh',
  });

describe('common passwords (zxcvbn-ts common list)', () => {
  it.each(['password123', 'qwerty123', '12345678', 'P@ssw0rd', 'iloveyou1'])(
    'refuses %s',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Demo-pass-2026', 'correct horse battery', 'مرحبا بالعالم 😀😀'])(
    'accepts %s',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(false);
    },
  );

  it('answers 400 with the message on sign-up', async () => {
    const response = await signupWith('common@example.test', 'password123');
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      message: ACCOUNT_MESSAGES.commonPassword,
      fieldErrors: { password: ACCOUNT_MESSAGES.commonPassword },
    });
  });
});

describe('password length in code points', () => {
  it('refuses fewer than 8 and more than 128 characters', async () => {
    const short = await signupWith('short@example.test', 'Ab-3'.padEnd(PASSWORD_MIN - 1, 'x'));
    const long = await signupWith('long@example.test', 'ع'.repeat(PASSWORD_MAX + 1));
    for (const response of [short, long]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('password');
    }
  });

  it('counts an emoji as one character (8 emoji are enough)', async () => {
    const response = await signupWith('emoji@example.test', '🦊🐢🌵🍋🚲🎈🧭🪁');
    expect(response.statusCode).toBe(200);
  });

  it('keeps a 100-character Arabic and emoji password whole: one different character fails', async () => {
    const password = [...'كلمة-سر-طويلة-جدا-🔐🌙-'.repeat(10)].slice(0, 100).join('');
    expect([...password]).toHaveLength(100);
    const email = 'long-arabic@example.test';
    const token = await signUp(t, { email, password });
    await verify(t, token, codeIn((await lastMail(t.db, email)).text));
    await expect(t.login(email, password)).resolves.toBeTruthy();
    const lastChanged = [...password].slice(0, 99).join('') + '🌟';
    await expect(t.login(email, lastChanged)).rejects.toThrow(/401|Invalid/);
    const firstChanged = 'ل' + [...password].slice(1).join('');
    await expect(t.login(email, firstChanged)).rejects.toThrow();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
  requestResetResponseSchema,
  resendCodeResponseSchema,
  signupResponseSchema,
  verifyTokenResponseSchema,
} from '../../contract/accounts';
import { MESSAGES } from '../../contract/messages';
import { apiErrorSchema, envelope, ERROR_CODES } from '../../contract/wire';
import { codeChallenges } from '../../server/db/schema/accounts';
import { mailOutbox } from '../../server/db/schema/mail';
import { sessions } from '../../server/db/schema/sessions';
import { users } from '../../server/db/schema/users';
import { tempClaims } from './support/accounts-tokens';
import { ACCOUNT_URLS, codeFromEml, codeIn, lastMail, signUp, verify } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token: string | null = null) =>
  t.request(token, 'POST', url, payload);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const challengeId = (tempToken: string) => tempClaims(t, tempToken).then((c) => c.sessionId);

describe('POST v1/auth/admin/signup', () => {
  it('creates the user pending in DEFAULT and queues the code e-mail in the same transaction', async () => {
    const response = await post(ACCOUNT_URLS.signup, {
      email: 'New.User@Example.test',
      password: 'Demo-pass-2026',
      firstName: 'Hana',
      lastName: 'Saleh',
    });
    expect(response.statusCode).toBe(200);
    const { data } = envelope(signupResponseSchema).parse(response.json());
    expect(data).toMatchObject({
      resendInSeconds: CODE_RESEND_SECONDS,
      attemptsLeft: CODE_MAX_ATTEMPTS,
      expiresInSeconds: CODE_TTL_SECONDS,
    });
    const mail = await lastMail(t.db, 'new.user@example.test');
    expect(mail).toMatchObject({ status: 'pending', language: 'en', subject: 'Your sign-up code' });
    const [challenge] = await t.db
      .select()
      .from(codeChallenges)
      .where(eq(codeChallenges.id, await challengeId(data.token)));
    // Stored hashed: the row never holds the code itself.
    expect(challenge?.codeHash).not.toContain(codeIn(mail.text));

    const code = await codeFromEml(t, 'new.user@example.test');
    const accessToken = await verify(t, data.token, code);
    const groups = await t.request(accessToken, 'GET', ACCOUNT_URLS.adminGroups);
    expect(groups.json().data).toEqual([
      expect.objectContaining({
        isActive: true,
        group: expect.objectContaining({ name: 'DEFAULT' }),
      }),
    ]);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'new.user@example.test'));
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    // The password chosen at sign-up logs in.
    await expect(t.login('new.user@example.test', 'Demo-pass-2026')).resolves.toBeTruthy();
  });

  it('answers a taken e-mail (any case) as a new one, and e-mails its owner instead', async () => {
    const before = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'admin@demo.test'));
    const taken = await post(ACCOUNT_URLS.signup, {
      email: 'ADMIN@demo.test',
      password: 'Demo-pass-2026',
      firstName: 'A',
      lastName: 'B',
      language: 'ar',
    });
    const fresh = await post(ACCOUNT_URLS.signup, {
      email: 'brand.new@example.test',
      password: 'Demo-pass-2026',
      firstName: 'A',
      lastName: 'B',
    });
    // Security review, finding 7: the answers cannot be told apart.
    expect(taken.statusCode).toBe(fresh.statusCode);
    const shape = (response: typeof taken) => {
      const { data, message } = envelope(signupResponseSchema).parse(response.json());
      return { keys: Object.keys(data).sort(), message };
    };
    expect(shape(taken)).toEqual(shape(fresh));
    // The owner hears of it, in the language asked for first; no code is sent to them.
    const mail = await lastMail(t.db, 'admin@demo.test');
    expect(mail.subject).toMatch(/^حاول أحدهم التسجيل ببريدك الإلكتروني · Someone tried/);
    expect(mail.text).toContain('/login');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    const after = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'admin@demo.test'));
    expect(after).toHaveLength(before.length + 1);
    // Its challenge cannot succeed, whatever code is tried.
    const { data } = envelope(signupResponseSchema).parse(taken.json());
    const verified = await post(ACCOUNT_URLS.verify, { tempToken: data.token, code: '000000' });
    expect(verified.statusCode).toBe(400);
  });

  it('writes the e-mail in Arabic when asked', async () => {
    await signUp(t, { email: 'arabic@example.test', language: 'ar' });
    const mail = await lastMail(t.db, 'arabic@example.test');
    expect(mail.language).toBe('ar');
    expect(mail.subject).toBe('رمز التسجيل الخاص بك');
    expect(mail.html).toContain('dir="rtl"');
  });
});

describe('POST v1/auth/admin/verify-token', () => {
  it('counts wrong codes down, then kills the code after five', async () => {
    const token = await signUp(t, { email: 'guess@example.test' });
    const code = codeIn((await lastMail(t.db, 'guess@example.test')).text);
    for (let left = CODE_MAX_ATTEMPTS - 1; left >= 0; left--) {
      const response = await post(ACCOUNT_URLS.verify, { tempToken: token, code: wrongCode(code) });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        message: MESSAGES.invalidCode,
        code: ERROR_CODES.badRequest,
        attemptsLeft: left,
      });
    }
    const dead = await post(ACCOUNT_URLS.verify, { tempToken: token, code });
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toMatchObject({
      message: ACCOUNT_MESSAGES.tooManyAttempts,
      attemptsLeft: 0,
    });
  });

  it('refuses an expired code and a used one', async () => {
    const token = await signUp(t, { email: 'expiry@example.test' });
    const code = codeIn((await lastMail(t.db, 'expiry@example.test')).text);
    const id = await challengeId(token);
    await t.db
      .update(codeChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(codeChallenges.id, id));
    const expired = await post(ACCOUNT_URLS.verify, { tempToken: token, code });
    expect(expired.json()).toMatchObject({ message: ACCOUNT_MESSAGES.codeExpired });

    await t.db
      .update(codeChallenges)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(codeChallenges.id, id));
    await verify(t, token, code);
    const reused = await post(ACCOUNT_URLS.verify, { tempToken: token, code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: ACCOUNT_MESSAGES.codeExpired });
  });

  it('refuses an access token or garbage where the temp token goes', async () => {
    const access = await t.login('admin@demo.test');
    for (const tempToken of [access, 'not.a.token']) {
      const response = await post(ACCOUNT_URLS.verify, { tempToken, code: '123456' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: ACCOUNT_MESSAGES.codeExpired });
    }
  });
});

describe('POST v1/auth/admin/resend-code', () => {
  it('honours the countdown, then sends a new code and kills the old one', async () => {
    const token = await signUp(t, { email: 'resend@example.test' });
    const oldCode = codeIn((await lastMail(t.db, 'resend@example.test')).text);
    const early = await post(ACCOUNT_URLS.resend, { tempToken: token });
    expect(early.statusCode).toBe(429);
    const body = apiErrorSchema.parse(early.json());
    expect(body.message).toBe(ACCOUNT_MESSAGES.resendTooSoon);
    expect(body.retryAfterSeconds).toBeGreaterThan(CODE_RESEND_SECONDS - 5);
    expect(early.headers['retry-after']).toBe(String(body.retryAfterSeconds));

    await t.db
      .update(codeChallenges)
      .set({ resendAt: new Date(Date.now() - 1000), attemptsLeft: 2 })
      .where(eq(codeChallenges.id, await challengeId(token)));
    const resent = await post(ACCOUNT_URLS.resend, { tempToken: token });
    expect(resent.statusCode).toBe(200);
    const { data } = envelope(resendCodeResponseSchema).parse(resent.json());
    expect(data).toMatchObject({
      attemptsLeft: CODE_MAX_ATTEMPTS,
      resendInSeconds: CODE_RESEND_SECONDS,
    });
    const newCode = codeIn((await lastMail(t.db, 'resend@example.test')).text);
    if (newCode !== oldCode) {
      const old = await post(ACCOUNT_URLS.verify, { tempToken: token, code: oldCode });
      expect(old.json()).toMatchObject({ message: MESSAGES.invalidCode });
    }
    await expect(verify(t, token, newCode)).resolves.toBeTruthy();
  });
});

describe('password recovery', () => {
  it('answers the same shape for a known and an unknown e-mail, and mails only the known one', async () => {
    const before = await t.db.select().from(mailOutbox);
    const known = await post(ACCOUNT_URLS.requestReset, { email: 'manager@demo.test' });
    const unknown = await post(ACCOUNT_URLS.requestReset, { email: 'ghost@demo.test' });
    const shape = (r: typeof known) => {
      const { data, message } = envelope(requestResetResponseSchema).parse(r.json());
      return { ...data, tempToken: typeof data.tempToken, status: r.statusCode, message };
    };
    expect(shape(unknown)).toEqual(shape(known));
    const after = await t.db.select().from(mailOutbox);
    expect(after.length - before.length).toBe(1);
    // The unknown e-mail's challenge can never succeed, whatever the code.
    const { tempToken } = unknown.json().data as { tempToken: string };
    const guess = await post(ACCOUNT_URLS.verify, { tempToken, code: '000000' });
    expect(guess.json()).toMatchObject({ message: MESSAGES.invalidCode, attemptsLeft: 4 });
  });

  it('resets the password with the code and revokes every session', async () => {
    const oldSession = await t.login('teacher@demo.test');
    const requested = await post(ACCOUNT_URLS.requestReset, { email: 'teacher@demo.test' });
    const { tempToken } = requested.json().data as { tempToken: string };
    const wrong = await post(ACCOUNT_URLS.verify, { tempToken, code: '999999' });
    expect(wrong.statusCode).toBe(400);
    const resetToken = await verify(t, tempToken, await codeFromEml(t, 'teacher@demo.test'));
    envelope(verifyTokenResponseSchema).parse({ data: { accessToken: resetToken } });

    const common = await post(ACCOUNT_URLS.resetPassword, { password: 'password123' }, resetToken);
    expect(common.json()).toMatchObject({ message: ACCOUNT_MESSAGES.commonPassword });

    const reset = await post(
      ACCOUNT_URLS.resetPassword,
      { password: 'New-secret-2026!' },
      resetToken,
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ data: null, message: ACCOUNT_MESSAGES.passwordReset });
    for (const token of [oldSession, resetToken]) {
      expect((await t.request(token, 'GET', ACCOUNT_URLS.me)).statusCode).toBe(401);
    }
    const userId = (await t.db.select().from(users).where(eq(users.email, 'teacher@demo.test')))[0]
      ?.id;
    const open = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId ?? ''));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    await expect(t.login('teacher@demo.test', 'Demo-pass-2026')).rejects.toThrow();
    await expect(t.login('teacher@demo.test', 'New-secret-2026!')).resolves.toBeTruthy();
  });

  it('lets only a session opened by a reset code set a password', async () => {
    const normal = await t.login('manager@demo.test');
    const response = await post(
      ACCOUNT_URLS.resetPassword,
      { password: 'Another-pass-2026' },
      normal,
    );
    expect(response.statusCode).toBe(403);
    const token = await signUp(t, { email: 'signup-session@example.test' });
    const access = await verify(
      t,
      token,
      codeIn((await lastMail(t.db, 'signup-session@example.test')).text),
    );
    const bySignup = await post(
      ACCOUNT_URLS.resetPassword,
      { password: 'Another-pass-2026' },
      access,
    );
    expect(bySignup.statusCode).toBe(403);
  });
});

import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  CODE_MAX_ATTEMPTS,
  requestVerificationResponseSchema,
} from '../../contract/accounts';
import { MESSAGES } from '../../contract/messages';
import { apiErrorSchema, envelope, ERROR_CODES } from '../../contract/wire';
import { codeChallenges } from '../../server/db/schema/accounts';
import { mailOutbox } from '../../server/db/schema/mail';
import { sessions } from '../../server/db/schema/sessions';
import { users } from '../../server/db/schema/users';
import { tempClaims } from './support/accounts-tokens';
import { ACCOUNT_URLS, codeFromEml, codeIn, lastMail, signUp, verify } from './support/accounts';
import { createUser, organizationId, roleId } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Demo-pass-2026';
const post = (url: string, payload: unknown, token: string | null = null) =>
  t.request(token, 'POST', url, payload);
const login = (email: string, password = PASSWORD) => post(ACCOUNT_URLS.login, { email, password });
const mailsTo = async (email: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;
const verifiedAt = async (email: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row?.emailVerifiedAt ?? null;
};
const sessionsOf = async (email: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return t.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, row?.id ?? ''));
};
const requestVerification = async (email: string, language?: 'en' | 'ar') => {
  const response = await post(ACCOUNT_URLS.requestVerification, { email, language });
  expect(response.statusCode).toBe(200);
  return envelope(requestVerificationResponseSchema).parse(response.json());
};

describe('login of a sign-up that never entered its code', () => {
  it('is refused with 403 EMAIL_NOT_VERIFIED after the right password, and opens no session', async () => {
    const email = 'unverified@example.test';
    await signUp(t, { email });
    const response = await login(email);
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({
      code: ERROR_CODES.emailNotVerified,
      message: ACCOUNT_MESSAGES.emailNotVerified,
    });
    expect(await sessionsOf(email)).toEqual([]);
  });

  it('answers a wrong password with the usual 401, saying nothing of the verification', async () => {
    const email = 'unverified-wrong@example.test';
    await signUp(t, { email });
    const response = await login(email, 'Not-the-password-1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: MESSAGES.invalidCredentials });
  });

  it('lets seeded, invited-style (factory) and verified sign-ups in', async () => {
    await expect(t.login('pending@demo.test')).resolves.toBeTruthy();
    const member = await createUser(t.db, {
      memberships: [
        {
          organizationId: await organizationId(t.db, 'Nour Academy'),
          roleId: await roleId(t.db, 'Teacher'),
          isActive: true,
        },
      ],
    });
    await expect(t.login(member.email)).resolves.toBeTruthy();
    const notYet = await createUser(t.db, { verified: false });
    expect((await login(notYet.email)).statusCode).toBe(403);
  });
});

describe('POST v1/auth/admin/request-verification', () => {
  it('sends a new sign-up code; entering it verifies the address and signs in, then the login works', async () => {
    const email = 'come-back@example.test';
    await signUp(t, { email });
    const before = await mailsTo(email);
    const { data, message } = await requestVerification(email, 'ar');
    expect(message).toBe(ACCOUNT_MESSAGES.codeSent);
    expect(data).toMatchObject({ attemptsLeft: CODE_MAX_ATTEMPTS });
    expect(data.resendInSeconds).toBeGreaterThan(0);
    expect(await mailsTo(email)).toBe(before + 1);
    const mail = await lastMail(t.db, email);
    expect(mail).toMatchObject({ language: 'ar', subject: 'رمز التسجيل الخاص بك' });

    const accessToken = await verify(t, data.tempToken, await codeFromEml(t, email));
    expect((await t.request(accessToken, 'GET', ACCOUNT_URLS.me)).statusCode).toBe(200);
    expect(await verifiedAt(email)).toBeInstanceOf(Date);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('answers an unknown and a verified address the same way, sending nothing and accepting no code', async () => {
    const shapes: string[][] = [];
    for (const email of ['nobody-here@example.test', 'manager@demo.test']) {
      const before = await mailsTo(email);
      const { data } = await requestVerification(email);
      shapes.push(Object.keys(data).sort());
      expect(await mailsTo(email)).toBe(before);
      const claims = await tempClaims(t, data.tempToken);
      const [challenge] = await t.db
        .select()
        .from(codeChallenges)
        .where(eq(codeChallenges.id, claims.sessionId));
      expect(challenge?.userId).toBeNull();
      const guess = await post(ACCOUNT_URLS.verify, { tempToken: data.tempToken, code: '123456' });
      expect(guess.statusCode).toBe(400);
    }
    expect(shapes[0]).toEqual(shapes[1]);
  });

  it('resends the code of that challenge once the countdown is over', async () => {
    const email = 'resend-verify@example.test';
    await signUp(t, { email });
    const { data } = await requestVerification(email);
    const early = await post(ACCOUNT_URLS.resend, { tempToken: data.tempToken });
    expect(early.statusCode).toBe(429);
    const claims = await tempClaims(t, data.tempToken);
    await t.db
      .update(codeChallenges)
      .set({ resendAt: new Date(Date.now() - 1000) })
      .where(eq(codeChallenges.id, claims.sessionId));
    const before = await mailsTo(email);
    const resent = await post(ACCOUNT_URLS.resend, { tempToken: data.tempToken });
    expect(resent.statusCode).toBe(200);
    expect(await mailsTo(email)).toBe(before + 1);
    await verify(t, data.tempToken, codeIn((await lastMail(t.db, email)).text));
    expect((await login(email)).statusCode).toBe(200);
  });

  it('refuses a malformed e-mail with 400', async () => {
    const response = await post(ACCOUNT_URLS.requestVerification, { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('email');
  });
});

describe('a password reset code', () => {
  it('verifies the address too: the new password then signs in', async () => {
    const email = 'reset-verifies@example.test';
    await signUp(t, { email });
    const reset = await post(ACCOUNT_URLS.requestReset, { email });
    const tempToken = (reset.json() as { data: { tempToken: string } }).data.tempToken;
    const accessToken = await verify(t, tempToken, codeIn((await lastMail(t.db, email)).text));
    const saved = await post(
      ACCOUNT_URLS.resetPassword,
      { password: 'Nakhla-sabr-2027!' },
      accessToken,
    );
    expect(saved.statusCode).toBe(200);
    expect(await verifiedAt(email)).toBeInstanceOf(Date);
    expect((await login(email, 'Nakhla-sabr-2027!')).statusCode).toBe(200);
  });
});

describe('migration 0021 (verified accounts backfill)', () => {
  it('marks members of an organisation other than DEFAULT verified, and leaves waiting sign-ups alone', async () => {
    const nour = await organizationId(t.db, 'Nour Academy');
    const defaultOrg = await organizationId(t.db, 'DEFAULT');
    const member = await createUser(t.db, {
      verified: false,
      memberships: [{ organizationId: nour, roleId: await roleId(t.db, 'Teacher') }],
    });
    const waiting = await createUser(t.db, {
      verified: false,
      memberships: [
        { organizationId: defaultOrg, roleId: await roleId(t.db, 'Guest'), isActive: true },
      ],
    });
    const file = new URL(
      '../../server/db/migrations/0021_verified_accounts_backfill.sql',
      import.meta.url,
    );
    await t.db.execute(sql.raw(await readFile(file, 'utf8')));
    const [memberRow] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(memberRow?.emailVerifiedAt?.getTime()).toBe(memberRow?.createdAt.getTime());
    const [waitingRow] = await t.db.select().from(users).where(eq(users.id, waiting.id));
    expect(waitingRow?.emailVerifiedAt).toBeNull();
    expect((await login(member.email)).statusCode).toBe(200);
    expect((await login(waiting.email)).statusCode).toBe(403);
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { USERS_PATHS } from '../../../contract/paths';
import type { Db } from '../../../server/db/client';
import { mailOutbox } from '../../../server/db/schema/mail';
import { createMailWorker, mailDir } from '../../../server/platform/mail/worker';
import { usersUrl, type TestApp } from './test-app';

export const ACCOUNT_URLS = {
  login: usersUrl(USERS_PATHS.login),
  signup: usersUrl(USERS_PATHS.signup),
  requestReset: usersUrl(USERS_PATHS.requestResetPassword),
  requestVerification: usersUrl(USERS_PATHS.requestVerification),
  resend: usersUrl(USERS_PATHS.resendCode),
  verify: usersUrl(USERS_PATHS.verifyToken),
  resetPassword: usersUrl(USERS_PATHS.resetPassword),
  me: usersUrl(USERS_PATHS.me),
  adminGroups: usersUrl(USERS_PATHS.adminGroups),
};

export const codeIn = (text: string) => {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error('no code in the message');
  return match[1];
};

/** The newest outbox message to `email`. */
export async function lastMail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no mail to ${email}`);
  return row;
}

const silentLog = { info: () => undefined, warn: () => undefined };

/**
 * Runs the outbox worker once in file mode (no SMTP) and reads the code from the .eml
 * file of the newest message to `email`, as a developer would.
 */
export async function codeFromEml(t: TestApp, email: string): Promise<string> {
  const worker = createMailWorker({
    db: t.db,
    dataDir: t.dataDir,
    mail: { smtpUrl: undefined, from: 'Test <test@localhost>' },
    log: silentLog,
  });
  await worker.runOnce();
  await worker.stop();
  const row = await lastMail(t.db, email);
  const parsed = await simpleParser(await readFile(path.join(mailDir(t.dataDir), `${row.id}.eml`)));
  return codeIn(parsed.text ?? '');
}

/** Signs up through the API; returns the temp token. */
export async function signUp(
  t: TestApp,
  body: {
    email: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    language?: 'en' | 'ar';
  },
) {
  const response = await t.request(null, 'POST', ACCOUNT_URLS.signup, {
    password: 'Demo-pass-2026',
    firstName: 'Hana',
    lastName: 'Saleh',
    ...body,
  });
  if (response.statusCode !== 200) throw new Error(`signup: ${response.body}`);
  return (response.json() as { data: { token: string } }).data.token;
}

/** Verifies a code; returns the access token. */
export async function verify(t: TestApp, tempToken: string, code: string) {
  const response = await t.request(null, 'POST', ACCOUNT_URLS.verify, { tempToken, code });
  if (response.statusCode !== 200) throw new Error(`verify: ${response.body}`);
  return (response.json() as { data: { accessToken: string } }).data.accessToken;
}

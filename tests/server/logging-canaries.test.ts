import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_URLS, codeFromEml, lastMail, codeIn } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('no secret reaches a log line', () => {
  it('logs no password, code or token across sign-up, verify, login and reset', async () => {
    const email = 'canary@example.test';
    const password = 'Canary-pass-7f3a9c-كناري';
    const newPassword = 'Canary-new-2b8e1d-طائر';
    const secrets: string[] = [password, newPassword];
    const post = async (url: string, body: unknown, token: string | null = null) => {
      const response = await t.request(token, 'POST', url, body);
      return response.json() as { data: Record<string, string> };
    };

    const signup = await post(ACCOUNT_URLS.signup, {
      email,
      password,
      firstName: 'Canary',
      lastName: 'Bird',
    });
    const signupToken = signup.data.token ?? '';
    const signupCode = await codeFromEml(t, email);
    secrets.push(signupToken, signupCode);
    // A wrong code and a malformed body are logged as refusals: still no secret.
    await post(ACCOUNT_URLS.verify, { tempToken: signupToken, code: '000000' });
    await post(ACCOUNT_URLS.verify, { tempToken: signupToken, code: signupCode, extra: password });
    const verified = await post(ACCOUNT_URLS.verify, { tempToken: signupToken, code: signupCode });
    secrets.push(verified.data.accessToken ?? '');

    const accessToken = await t.login(email, password);
    secrets.push(accessToken);
    await t.request(accessToken, 'GET', ACCOUNT_URLS.me);
    await post(ACCOUNT_URLS.login, { email, password: `${password}-wrong` });

    const reset = await post(ACCOUNT_URLS.requestReset, { email });
    const tempToken = reset.data.tempToken ?? '';
    const resetCode = codeIn((await lastMail(t.db, email)).text);
    secrets.push(tempToken, resetCode);
    const resetSession = await post(ACCOUNT_URLS.verify, { tempToken, code: resetCode });
    const resetToken = resetSession.data.accessToken ?? '';
    secrets.push(resetToken);
    await post(ACCOUNT_URLS.resetPassword, { password: newPassword }, resetToken);
    await t.login(email, newPassword);

    const logs = t.logs();
    expect(logs.length).toBeGreaterThan(10);
    for (const secret of secrets.filter(Boolean)) {
      const hits = logs.filter((line) => line.includes(secret));
      expect(hits, `a log line contains a secret (${secret.slice(0, 4)}...)`).toEqual([]);
    }
  });
});

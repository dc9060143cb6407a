import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectData,
  expectList,
  mailedCode,
  PNG,
  specClient,
  USERS,
  type SpecClient,
} from './support/spec-client';
import { createTestApp, type TestApp } from './support/test-app';
import { startTranslateStandIn, type TranslateStandIn } from './support/translate-stand-in';

/**
 * SPEC.md section 7, "Auth and general", sent by a client written from the spec alone
 * (support/spec-client.ts): 15 calls.
 */

let t: TestApp;
let api: SpecClient;
let standIn: TranslateStandIn;
let admin: string;

beforeAll(async () => {
  standIn = await startTranslateStandIn();
  t = await createTestApp({ env: { TRANSLATE_URL: `${standIn.url}/` } });
  api = specClient(t);
  admin = (await api.login('admin@demo.test')).token;
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

describe('auth: login, signup, request-reset-password, verify-token, reset-password', () => {
  it('signs up (token), verifies the mailed code (accessToken), then resets the password', async () => {
    const email = `spec-auth-${Date.now()}@example.test`;
    // The spec shows no body: we send the person's e-mail, password and names.
    const signup = await api.call(null, 'POST', `${USERS}v1/auth/admin/signup`, {
      email,
      password: 'Qamar-Sahra-2026!',
      firstName: 'Nada',
      lastName: 'Ali',
    });
    const { token } = expectData(signup, 200);
    expect(typeof token).toBe('string');

    // The spec shows no body: we send the stored temporary token and the mailed code.
    const verified = await api.call(null, 'POST', `${USERS}v1/auth/admin/verify-token`, {
      tempToken: token,
      code: await mailedCode(t, email),
    });
    expect(typeof expectData(verified, 200).accessToken).toBe('string');

    // The spec shows no body: we send the e-mail.
    const requested = await api.call(null, 'POST', `${USERS}v1/auth/admin/request-reset-password`, {
      email,
    });
    const { tempToken } = expectData(requested, 200);
    expect(typeof tempToken).toBe('string');
    const reset = await api.call(null, 'POST', `${USERS}v1/auth/admin/verify-token`, {
      tempToken,
      code: await mailedCode(t, email),
    });
    const { accessToken } = expectData(reset, 200);
    expect(typeof accessToken).toBe('string');

    // The spec shows no body: we send the new password, under the code's access token.
    const changed = await api.call(accessToken, 'POST', `${USERS}v1/auth/admin/reset-password`, {
      password: 'Nahr-Jabal-2027!',
    });
    expectData(changed, 200);
    // The spec shows no body: we send e-mail and password.
    const login = await api.call(null, 'POST', `${USERS}v1/auth/admin/login`, {
      email,
      password: 'Nahr-Jabal-2027!',
    });
    expect(typeof expectData(login, 200).accessToken).toBe('string');
  });

  it('joins an organisation by code: PUT v1/users/admin/joinGroup/{id}', async () => {
    const pending = await api.login('pending@demo.test');
    // The spec shows no body: we send the join code (section 5: "Join codes").
    const joined = await api.call(
      pending.token,
      'PUT',
      `${USERS}v1/users/admin/joinGroup/${pending.user.id}`,
      { code: 'NOUR-S-0001' },
    );
    expectData(joined, 200);
  });
});

describe('general', () => {
  it('uploads a file to both upload calls (form data with file)', async () => {
    const logo = await api.upload(admin, `${USERS}v1/general/upload-file`, {
      name: 'logo.png',
      type: 'image/png',
      content: PNG,
    });
    expect(expectData(logo, 201)).toBeTruthy();
    const media = await api.upload(admin, `${USERS}v1/general/aws/s3/upload-file`, {
      name: 'picture.png',
      type: 'image/png',
      content: PNG,
    });
    expect(expectData(media, 201)).toBeTruthy();
  });

  it('reads the lookups, current date, environment and app settings, and sets the test duration', async () => {
    expectList(await api.call(admin, 'GET', `${USERS}v1/general/teachers/lookups/teaching-topics`));
    expectData(await api.call(admin, 'GET', `${USERS}v1/general/current-date`), 200);
    expectData(
      await api.call(admin, 'GET', `${USERS}v1/general/dashboard-environment-variables`),
      200,
    );
    expectData(await api.call(admin, 'GET', `${USERS}v1/general/app-settings`), 200);
    const put = await api.call(admin, 'PUT', `${USERS}v1/general/app-settings`, {
      testLevelDurationInMin: 45,
    });
    expect(expectData(put, 200)).toMatchObject({ testLevelDurationInMin: 45 });
  });

  it('translates with sourceLanguage, targetLanguage and text', async () => {
    const query = new URLSearchParams({ sourceLanguage: 'en', targetLanguage: 'ar', text: 'book' });
    const answer = await api.call(admin, 'GET', `${USERS}v1/general/translate?${query}`);
    expect(JSON.stringify(expectData(answer, 200))).toContain('كتاب');
  });

  it('loads an organisation’s logo by its file name from the users service', async () => {
    const groups = expectList(await api.call(admin, 'GET', `${USERS}v1/users/admin-groups`));
    const logo = (groups as unknown as { group: { logoImageName: string | null } }[]).find(
      (membership) => membership.group.logoImageName,
    )?.group.logoImageName;
    expect(logo).toBeTruthy();
    const file = await api.call(admin, 'GET', `${USERS}v1/files/${logo}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBeGreaterThan(0);
  });
});

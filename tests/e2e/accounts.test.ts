import { describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, logIn, screenshot } from './support/browser';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { waitForCode } from './support/mailbox';
import { sidebarLinks, useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

describe('accounts and access in Chromium', () => {
  it('signs up, reads the code from the e-mail, verifies and lands on Access Pending', async () => {
    const page = await suite.newPage();
    const email = 'new.teacher@demo.test';
    await page.goto(`${suite.server.url}/login`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').waitFor();
    await checkOnPhone(page, '10-sign-up');
    await page.getByLabel('First name').fill('Huda');
    await page.getByLabel('Last name').fill('Saleh');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('Qamar-fajr-2026!');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('Verification code').waitFor();
    await expect.poll(() => page.getByTestId('verify-countdown').textContent()).toMatch(/0:\d\d/);
    await screenshot(page, '11-verify-code');
    await checkOnPhone(page, '11-verify-code');

    await page.getByLabel('Verification code').fill(await waitForCode(suite.server.dataDir, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${suite.server.url}/home`);
    await page
      .getByTestId('access-pending-modal')
      .getByText(/Your signup is complete!/)
      .waitFor();
    await screenshot(page, '12-signed-up-access-pending');
    await checkOnPhone(page, '12-signed-up-access-pending');
    await page.context().close();
  });

  it(
    'signs up, leaves before the code, is told at sign-in to verify, enters the mailed code and is in',
    async () => {
      const page = await suite.newPage();
      const email = 'late.verifier@demo.test';
      const password = 'Zaytoun-layl-2026!';
      await page.goto(`${suite.server.url}/signup`);
      await page.getByLabel('First name').fill('Samir');
      await page.getByLabel('Last name').fill('Odeh');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await page.getByLabel('Verification code').waitFor();
      const signupCode = await waitForCode(suite.server.dataDir, email);

      // Gone without the code; the next sign-in is refused until the address is confirmed.
      await page.goto(`${suite.server.url}/login`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page
        .getByTestId('login-error')
        .getByText('Confirm your e-mail before you sign in: we can send you a new code.')
        .waitFor();
      await screenshot(page, '17-login-unverified');
      await checkOnPhone(page, '17-login-unverified');

      await page.getByRole('button', { name: 'Send me a new code' }).click();
      await page.getByLabel('Verification code').waitFor();
      await page.getByText(`We sent a 6-digit code to ${email}.`).waitFor();
      const firstCode = await waitForCode(suite.server.dataDir, email, [signupCode]);
      await checkOnPhone(page, '17-login-verify-code');

      // Back to the form: what was typed is still there; a new code is asked for again.
      await page.getByRole('button', { name: 'Back to sign in' }).click();
      expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
      expect(await page.getByLabel('Password').inputValue()).toBe(password);
      await page.getByRole('button', { name: 'Send me a new code' }).click();
      await page.getByLabel('Verification code').waitFor();
      const code = await waitForCode(suite.server.dataDir, email, [signupCode, firstCode]);
      await page.getByLabel('Verification code').fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(`${suite.server.url}/home`);
      await page.getByText('Your e-mail is confirmed. Welcome!').waitFor();
      await screenshot(page, '17-verified-signed-in');

      await page.context().close();

      // From now on the password alone signs in (another browser, no stored session).
      const again = await suite.newPage();
      await again.goto(`${suite.server.url}/login`);
      await again.getByLabel('E-mail').fill(email);
      await again.getByLabel('Password').fill(password);
      await again.getByRole('button', { name: 'Sign in' }).click();
      await again.waitForURL(`${suite.server.url}/home`);
      await again.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );

  it('resets a password after two wrong codes, then signs in with the new one', async () => {
    const page = await suite.newPage();
    const email = 'manager@demo.test';
    await page.goto(`${suite.server.url}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('E-mail').waitFor();
    await checkOnPhone(page, '13-forgot-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await waitForCode(suite.server.dataDir, email);
    const wrong = code === '111111' ? '222222' : '111111';

    for (const attemptsLeft of [4, 3]) {
      await page.getByLabel('Verification code').fill(wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect
        .poll(() => page.getByTestId('verify-attempts').textContent())
        .toBe(`Attempts left: ${attemptsLeft}`);
      expect(await page.getByTestId('verify-error').textContent()).toContain('Invalid Code');
    }
    await screenshot(page, '13-reset-wrong-code');
    await checkOnPhone(page, '13-reset-wrong-code');

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByLabel('New password', { exact: true }).fill('Nakhla-sabr-2027!');
    await page.getByLabel('Confirm new password').fill('Nakhla-sabr-2027!');
    await checkOnPhone(page, '13-new-password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL(`${suite.server.url}/login`);
    await page.getByText('Your password has been changed. Please sign in.').waitFor();

    await page.getByLabel(/e-?mail/i).fill(email);
    await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByTestId('login-error').waitFor();
    await checkOnPhone(page, '13-login-error');
    await page.getByLabel(/password/i).fill('Nakhla-sabr-2027!');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(`${suite.server.url}/home`);
    await page.context().close();
  });

  it('an admin creates a Reports-only role and assigns it; that user sees only Home and Reports', async () => {
    const admin = await suite.newPage();
    await logIn(admin, suite.server.url, 'admin@demo.test');
    await admin.goto(`${suite.server.url}/permissions`);
    await admin.getByTestId('roles-table').waitFor();
    await checkOnPhone(admin, '14-roles');
    await admin.getByRole('button', { name: 'New role' }).click();
    const form = admin.getByTestId('role-form-modal');
    await form.getByLabel('Name').fill('Report viewer');
    await form.getByLabel('Number').fill('7');
    await form.getByRole('checkbox', { name: 'Reports read' }).check();
    await screenshot(admin, '14-role-form');
    await checkOnPhone(admin, '14-role-form');
    await form.getByRole('button', { name: 'Save role' }).click();
    await admin.getByRole('cell', { name: 'Report viewer' }).waitFor();

    await admin.getByRole('button', { name: 'Assign to user' }).click();
    const assign = admin.getByTestId('assign-role-modal');
    await assign.getByLabel('E-mail').fill('teacher@demo.test');
    await assign.getByLabel('Role').selectOption({ label: 'Report viewer' });
    await checkOnPhone(admin, '15-assign-role');
    await assign.getByRole('button', { name: 'Assign role' }).click();
    await admin.getByText('Role Updated Successfully').waitFor();
    await screenshot(admin, '15-roles-page');
    await checkOnPhone(admin, '15-roles-page');

    // The new role beside the manager's, the differences marked.
    await admin.getByRole('button', { name: 'Compare roles' }).click();
    const compare = admin.getByTestId('roles-compare');
    await compare.getByLabel('First role').selectOption({ label: 'Report viewer' });
    await compare.getByLabel('Second role').selectOption({ label: 'Organization Manager' });
    await compare.getByRole('switch', { name: 'Only differences' }).click();
    await expect
      .poll(() => compare.getByTestId('compare-Reports').textContent())
      .toBe('Reports (differs)readread, write, update');
    await checkOnPhone(admin, '15-compare-roles');
    await admin.context().close();

    const teacher = await suite.newPage();
    await logIn(teacher, suite.server.url, 'teacher@demo.test');
    await expect.poll(() => sidebarLinks(teacher)).toEqual(['/home', '/reports']);
    await screenshot(teacher, '16-reports-only-sidebar');
    await checkOnPhone(teacher, '16-reports-only-sidebar');
    await teacher.context().close();
  });
});

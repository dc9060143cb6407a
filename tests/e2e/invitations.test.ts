import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { DEMO_PASSWORD, logIn, screenshot } from './support/browser';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { onServer, waitForInvitationLink } from './support/mailbox';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

/** Three good rows and two bad ones (row 4: not an e-mail; row 6: no such class). */
function studentsWorkbook(): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['email', 'firstName', 'lastName', 'className'],
    ['nadia@demo.test', 'Nadia', 'Amin', 'Alif'],
    ['yusuf@demo.test', 'Yusuf', 'Karim', ''],
    ['not-an-email', 'Bad', 'Row', ''],
    ['zaid@demo.test', 'زيد', 'حسن', 'Ba'],
    ['layla.s@demo.test', 'Layla', 'Samir', 'No such class'],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Students');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const row = (page: Page, email: string) => page.getByRole('row', { name: new RegExp(email) });

// Each test checks several screens at 390 px (axe included): the longer limit of such files.
describe('invitations in Chromium', { timeout: PHONE_CHECKED_TIMEOUT }, () => {
  it('a manager uploads 3 good and 2 bad rows, commits the 3; the invitee, a student, registers and is told to learn in the app', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'manager@demo.test');
    await page.goto(`${suite.server.url}/invites/students`);
    await page.getByTestId('invitation-empty').waitFor();
    await checkOnPhone(page, '50-invitations-empty');

    await page.getByRole('button', { name: 'Invite' }).click();
    const wizard = page.getByTestId('invite-wizard');
    await wizard.getByRole('button', { name: /Upload a spreadsheet/ }).click();
    await wizard.getByLabel('Spreadsheet file').setInputFiles({
      name: 'students.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: studentsWorkbook(),
    });
    await checkOnPhone(page, '51-invitations-upload');
    await wizard.getByRole('button', { name: 'Check the rows' }).click();
    await wizard.getByTestId('wizard-report').waitFor();
    expect(await wizard.getByTestId('wizard-count-total').textContent()).toBe('5');
    expect(await wizard.getByTestId('wizard-count-valid').textContent()).toBe('3');
    expect(await wizard.getByTestId('wizard-count-invalid').textContent()).toBe('2');
    expect(await wizard.getByTestId('wizard-row-4').textContent()).toContain(
      'email: Not a valid e-mail address.',
    );
    expect(await wizard.getByTestId('wizard-row-6').textContent()).toContain(
      'className: No live class of this organization has this name.',
    );
    await screenshot(page, '51-invitations-dry-run-report');
    await checkOnPhone(page, '51-invitations-dry-run-report');

    await wizard.getByRole('button', { name: 'Send the invitations (3)' }).click();
    await wizard.getByTestId('wizard-done').waitFor();
    expect(await wizard.getByTestId('wizard-done').textContent()).toContain('Invitations sent: 3');
    expect(await wizard.getByTestId('wizard-done').textContent()).toContain('Rows skipped: 2');
    await page.getByText('3 invitations sent').waitFor();
    await checkOnPhone(page, '51-invitations-done');
    await wizard.getByTestId('wizard-close').click();
    await row(page, 'nadia@demo.test').getByText('Pending').waitFor();
    await row(page, 'zaid@demo.test').waitFor();
    await screenshot(page, '52-invitations-list');
    await checkOnPhone(page, '52-invitations-list');
    await page.context().close();

    // The invitee opens the e-mailed link in a browser of their own.
    const link = await waitForInvitationLink(suite.server.dataDir, 'nadia@demo.test');
    const invitee = await suite.newPage();
    await invitee.goto(onServer(suite.server.url, link));
    const facts = invitee.getByTestId('accept-facts');
    await facts.getByText('Nour Academy').waitFor();
    expect(await facts.textContent()).toContain('nadia@demo.test');
    expect(await invitee.getByLabel('First name').inputValue()).toBe('Nadia');
    await invitee.getByLabel('Password').fill('Qamar-fajr-2026!');
    await screenshot(invitee, '53-invitation-register');
    await checkOnPhone(invitee, '53-invitation-register');
    await invitee.getByRole('button', { name: 'Create account and join' }).click();
    // A student is in, and told where students learn: the app, not this console.
    await invitee
      .getByTestId('accept-student-done')
      .getByText(/joined Nour Academy/)
      .waitFor();
    await screenshot(invitee, '54-invitee-in-nour-academy');
    await checkOnPhone(invitee, '54-invitee-in-nour-academy');

    // The same link now says it was used.
    await invitee.goto(onServer(suite.server.url, link));
    await invitee.getByText('This invitation was already accepted.').waitFor();
    await checkOnPhone(invitee, '54-invitation-used');
    await invitee.context().close();
  });

  it('an admin of Nour Academy resends one invitation and cancels another (Arabic too)', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'admin@demo.test');
    // The admin starts in HAD; invitations are the customer organisations' screens.
    await page.getByTestId('org-menu-trigger').click();
    await page.getByTestId('org-menu').getByText('Nour Academy').click();
    await page
      .getByTestId('org-menu-trigger')
      .getByText('Nour Academy')
      .waitFor({ timeout: 15_000 });
    await page.goto(`${suite.server.url}/invites/students`);

    const firstLink = await waitForInvitationLink(suite.server.dataDir, 'yusuf@demo.test');
    await row(page, 'yusuf@demo.test')
      .getByRole('button', { name: 'Resend the invitation to yusuf@demo.test' })
      .click();
    await page
      .getByTestId('confirm-dialog')
      .getByText(/the old link stops working/)
      .waitFor();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Resend' }).click();
    await page.getByText('Invitation resent').waitFor();
    await expect
      .poll(() => row(page, 'yusuf@demo.test').getByRole('cell').nth(3).textContent())
      .toBe('2');
    const newLink = await waitForInvitationLink(suite.server.dataDir, 'yusuf@demo.test', [
      firstLink,
    ]);
    expect(newLink).not.toBe(firstLink);

    await row(page, 'zaid@demo.test')
      .getByRole('button', { name: 'Cancel invitation to zaid@demo.test' })
      .click();
    await page
      .getByTestId('confirm-dialog')
      .getByRole('button', { name: 'Cancel invitation' })
      .click();
    await page.getByText('Invitation canceled').waitFor();
    await row(page, 'zaid@demo.test').getByText('Canceled', { exact: true }).waitFor();
    expect(await row(page, 'zaid@demo.test').getByRole('button').count()).toBe(0);

    await page.getByLabel('Status').selectOption('canceled');
    await page.waitForURL(/status=canceled/);
    await row(page, 'zaid@demo.test').waitFor();
    await expect.poll(() => page.getByRole('row', { name: /yusuf@demo.test/ }).count()).toBe(0);
    await screenshot(page, '55-invitations-resent-canceled');
    await checkOnPhone(page, '55-invitations-resent-canceled');

    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto(`${suite.server.url}/invites/students`);
    await page.getByRole('heading', { name: 'دعوات الطلاب' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await row(page, 'zaid@demo.test').getByText('ملغاة').waitFor();
    await screenshot(page, '56-invitations-arabic');
    await checkOnPhone(page, '56-invitations-arabic');

    // The old link of the resent invitation no longer works; the canceled one says so.
    const visitor = await suite.newPage();
    await visitor.goto(onServer(suite.server.url, firstLink));
    await visitor.getByTestId('accept-error').waitFor();
    await checkOnPhone(visitor, '57-invitation-link-error');
    const canceledLink = await waitForInvitationLink(suite.server.dataDir, 'zaid@demo.test');
    await visitor.goto(onServer(suite.server.url, canceledLink));
    await visitor.getByText('This invitation was canceled.').waitFor();
    await visitor.context().close();
    await page.context().close();
  });

  it('a manager picks the role from those offered; the invitee, signed out, signs in and comes back to the link', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'manager@demo.test');
    await page.goto(`${suite.server.url}/invites/teachers`);
    await page.getByRole('button', { name: 'Invite' }).click();
    const wizard = page.getByTestId('invite-wizard');
    await wizard.getByRole('button', { name: /Type e-mail addresses/ }).click();
    // The roles the service says the manager may give to teachers (not the HAD Teacher role).
    const role = wizard.getByLabel('Role');
    await expect.poll(() => role.inputValue()).toBe('Teacher');
    expect(await role.locator('option').allTextContents()).toEqual(['Teacher']);
    await wizard.getByLabel('E-mail addresses, one per line').fill('pending@demo.test');
    await screenshot(page, '58-invite-role-picker');
    await checkOnPhone(page, '58-invite-role-picker');
    await wizard.getByRole('button', { name: 'Check the rows' }).click();
    await wizard.getByRole('button', { name: 'Send the invitations (1)' }).click();
    await wizard.getByTestId('wizard-done').waitFor();
    await page.context().close();

    // pending@demo.test has an account; signed out, the link sends them to the login.
    const link = onServer(
      suite.server.url,
      await waitForInvitationLink(suite.server.dataDir, 'pending@demo.test'),
    );
    const invitee = await suite.newPage();
    await invitee.goto(link);
    await invitee.getByTestId('accept-facts').getByText('Teacher').waitFor();
    await checkOnPhone(invitee, '59-invitation-sign-in');
    await invitee.getByRole('link', { name: 'Sign in', exact: true }).click();
    await invitee.waitForURL((url) => url.pathname === '/login');
    const { pathname, search } = new URL(link);
    expect(new URL(invitee.url()).searchParams.get('next')).toBe(`${pathname}${search}`);
    await invitee.getByLabel('E-mail').fill('pending@demo.test');
    await invitee.getByLabel('Password').fill(DEMO_PASSWORD);
    await invitee.getByRole('button', { name: 'Sign in' }).click();

    // Back on the same link, token and all; accepting brings them into Nour Academy.
    await invitee.waitForURL(link);
    await invitee.getByRole('button', { name: 'Accept the invitation' }).click();
    await invitee.waitForURL(`${suite.server.url}/home`);
    await invitee.getByTestId('org-menu-trigger').getByText('Nour Academy').waitFor();
    await screenshot(invitee, '59-invitation-accepted-after-sign-in');
    await invitee.context().close();
  });

  it('the login follows no next that leaves the console', async () => {
    const page = await suite.newPage();
    await page.goto(`${suite.server.url}/login?next=${encodeURIComponent('https://example.com/')}`);
    await page.getByLabel('E-mail').fill('manager@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${suite.server.url}/home`);
    await page.context().close();
  });

  it('the manager rolls back the students import: Nadia, who joined, stays; Yusuf is cancelled', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'manager@demo.test');
    await page.goto(`${suite.server.url}/invites/students`);
    const imports = page.getByTestId('recent-imports');
    const upload = imports.getByRole('row', { name: /students\.xlsx/ });
    expect(await upload.textContent()).toContain('3 invited, 2 skipped');
    await upload.getByRole('button', { name: 'Roll back students.xlsx' }).click();

    // First what will happen, row by row: the accepted one kept and named first.
    const dialog = page.getByTestId('rollback-dialog');
    await dialog.getByTestId('rollback-summary').waitFor();
    expect(await dialog.getByTestId('rollback-summary').textContent()).toBe(
      'Cancelled, as not accepted yet: 1. Kept, as accepted: 1.',
    );
    const rows = dialog.getByRole('row');
    expect(await rows.nth(1).textContent()).toBe('nadia@demo.test' + 'KeptAccepted by Nadia Amin');
    expect(await rows.nth(2).textContent()).toBe('yusuf@demo.test' + 'CancelledNot accepted yet');
    expect(await rows.nth(3).textContent()).toBe(
      'zaid@demo.test' + 'Nothing to doAlready cancelled',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, '58-import-rollback');
    await checkOnPhone(page, '58-import-rollback');

    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await page.getByText('Import rolled back: 1 item taken back.').waitFor();
    await row(page, 'yusuf@demo.test').getByText('Canceled', { exact: true }).waitFor();
    await upload.getByText('Rolled back').waitFor();
    expect(await upload.getByRole('button').count()).toBe(0);

    // In Arabic, right to left: the import says it was rolled back, and by whom.
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await imports.getByRole('heading', { name: 'عمليات الاستيراد الأخيرة' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await imports.getByText('تم التراجع عنه').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await checkOnPhone(page, '59-import-rolled-back-ar');
    await page.context().close();
  });
});

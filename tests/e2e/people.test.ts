import { describe, expect, it } from 'vitest';
import { logIn, screenshot } from './support/browser';
import { checkOnPhone } from './support/phone';
import { waitForMail } from './support/mailbox';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

describe('people in Chromium', () => {
  it("HAD's dashboard shows the platform and leads to the guests waiting, in both languages", async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'admin@demo.test');
    const platform = page.getByTestId('platform-home');
    await platform.waitFor();
    // The demo's customer organisations, by contract state; HAD's own seats are not shown.
    expect(
      Number(await platform.getByTestId('platform-state-active').textContent()),
    ).toBeGreaterThan(0);
    expect(await page.getByTestId('report-card-students').count()).toBe(0);
    const guests = platform.getByRole('link', { name: /^People waiting for access: \d+$/ });
    await guests.waitFor();
    await screenshot(page, '49-platform-home');
    await checkOnPhone(page, '49-platform-home');

    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.reload();
    await platform.getByText('المؤسسات حسب حالة العقد').waitFor();
    await platform.getByRole('link', { name: /^أشخاص بانتظار الوصول: \d+$/ }).waitFor();
    await screenshot(page, '49-platform-home-ar');
    await checkOnPhone(page, '49-platform-home-ar');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();

    await guests.click();
    await page.waitForURL(/\/users\/guests$/);
    await page.getByRole('row', { name: /pending@demo\.test/ }).waitFor();
    await page.context().close();
  });

  it('HAD assigns a guest to Nour Academy as Teacher; the activity shows it; the guest gets in', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'admin@demo.test');
    await page.goto(`${suite.server.url}/users/guests`);
    await page.getByTestId('guests-page').waitFor();
    const row = page.getByRole('row', { name: /pending@demo\.test/ });
    await row.waitFor();
    await checkOnPhone(page, '50-guests');
    await row.getByRole('button', { name: /^Assign / }).click();
    const modal = page.getByTestId('assign-modal');
    await modal.getByLabel('Organization').selectOption({ label: 'Nour Academy' });
    await modal.getByLabel('Role').selectOption({ label: 'Teacher' });
    await checkOnPhone(page, '50-assign-modal');
    await modal.getByRole('button', { name: 'Assign' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText(/to Nour Academy as Teacher\?/).waitFor();
    await confirm.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('User Assigned Successfully').waitFor();
    await row.waitFor({ state: 'detached' });
    // The guest is told by e-mail, in English and Arabic, as the waiting screen promised.
    const told = await waitForMail(
      suite.server.dataDir,
      'pending@demo.test',
      /You now have access to Nour Academy as Teacher\.[\s\S]*الدخول إلى Nour Academy/,
    );
    expect(told).toContain('/login');
    await screenshot(page, '51-guest-assigned');

    await page.goto(`${suite.server.url}/users/users`);
    await page.getByLabel('Search by name or e-mail').fill('pending@demo.test');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/search=pending/);
    const user = page.getByRole('row', { name: /pending@demo\.test/ });
    await user.getByText('Nour Academy — Teacher').waitFor();
    await checkOnPhone(page, '51-users');
    await user.getByRole('button', { name: /^Show / }).press('Enter');
    const drawer = page.getByTestId('user-drawer');
    await drawer.getByTestId('activity-assigned').getByText('Role: Teacher').waitFor();
    expect(await drawer.getByTestId('activity-assigned').textContent()).toContain('Amina Haddad');
    expect(await drawer.getByTestId('user-memberships').textContent()).toContain(
      'Nour Academy — TeacherActive',
    );
    await screenshot(page, '52-user-drawer-activity');
    await checkOnPhone(page, '52-user-drawer-activity');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.context().close();

    const guest = await suite.newPage();
    await logIn(guest, suite.server.url, 'pending@demo.test');
    await guest.getByTestId('home-page').waitFor();
    // Nour Academy is the active organisation: the session has one, so Access Pending (shown
    // only without one) cannot open; no need to sit out the loader's 2 s.
    await expect
      .poll(() => guest.getByTestId('active-org-name').textContent())
      .toBe('Nour Academy');
    expect(await guest.getByTestId('access-pending-modal').count()).toBe(0);
    await screenshot(guest, '53-assigned-guest-home');
    await checkOnPhone(guest, '53-assigned-guest-home');
    await guest.context().close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, rightToLeft, screenshot } from './support/browser';
import { checkOnPhone, PHONE_CHECKED_TIMEOUT } from './support/phone';
import { sidebarLinks, useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

describe('organisations and the dashboard report in Chromium', () => {
  it('an admin pauses and reactivates Nour Academy and downloads its student codes', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'admin@demo.test');
    await page.goto(`${suite.server.url}/organizations`);
    const row = page.getByRole('row', { name: /Nour Academy/ });
    await row.waitFor();
    await checkOnPhone(page, '20-organizations');

    await row.getByRole('button', { name: 'Pause Nour Academy' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText(/^Members who keep reading but can change nothing: \d+/).waitFor();
    await screenshot(page, '21-pause-confirmation');
    await checkOnPhone(page, '21-pause-confirmation');
    await dialog.getByRole('button', { name: 'Pause' }).click();
    await page.getByText('Organization paused successfully').waitFor();
    await row.getByText('Paused').waitFor();

    await row.getByRole('button', { name: 'Reactivate Nour Academy' }).click();
    await dialog.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByText('Organization reactivated successfully').waitFor();
    await row.getByText('Active').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download the student codes of Nour Academy' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('students-Nour Academy.csv');
    const text = Buffer.concat(await streamOf(download)).toString('utf8');
    expect(text.startsWith('\uFEFF"code"') || text.startsWith('\uFEFFcode')).toBe(true);
    expect(text).toContain('NOUR-S-0001');
    await page.getByText('File downloaded').waitFor();
    await screenshot(page, '22-organizations');
    await page.context().close();
  });

  it(
    'a paused Nour Academy is read-only for its manager; reactivated, it works again',
    async () => {
      const admin = await suite.newPage();
      await logIn(admin, suite.server.url, 'admin@demo.test');
      await admin.goto(`${suite.server.url}/organizations`);
      const row = admin.getByRole('row', { name: /Nour Academy/ });
      await row.getByRole('button', { name: 'Pause Nour Academy' }).click();
      const dialog = admin.getByTestId('confirm-dialog');
      await dialog.getByText(/^Open invitations that cannot be accepted: \d+/).waitFor();
      await dialog.getByRole('button', { name: 'Pause' }).click();
      await admin.getByText('Organization paused successfully').waitFor();

      const manager = await suite.newPage();
      await logIn(manager, suite.server.url, 'manager@demo.test');
      await manager.goto(`${suite.server.url}/classes`);
      const banner = manager.getByTestId('contract-banner');
      await banner.getByText(/The contract of Nour Academy is paused/).waitFor();
      await manager.getByRole('row', { name: /Alif/ }).waitFor();
      expect(await manager.getByTestId('class-create').count()).toBe(0);
      await screenshot(manager, '24-paused-classes');
      await checkOnPhone(manager, '24-paused-classes');
      await manager.getByRole('button', { name: /العربية/ }).click();
      await rightToLeft(manager);
      await banner.getByText(/عقد Nour Academy موقوف مؤقتًا/).waitFor();
      await checkOnPhone(manager, '24-paused-classes-arabic');
      await manager.getByRole('button', { name: 'English' }).click();
      // The service refuses the write itself, naming the contract.
      const refused = await createClass(manager, 'Paused class');
      expect(refused.status).toBe(409);
      expect(refused.message).toContain('Nour Academy');

      await admin.reload();
      await row.getByRole('button', { name: 'Reactivate Nour Academy' }).click();
      await dialog.getByRole('button', { name: 'Reactivate' }).click();
      await admin.getByText('Organization reactivated successfully').waitFor();

      await manager.reload();
      await manager.getByTestId('class-create').waitFor();
      expect(await banner.count()).toBe(0);
      const created = await createClass(manager, 'After the pause');
      expect(created.status).toBe(201);
      // Leaves the demo data as it was.
      const removed = await manager.evaluate(async (id) => {
        const token = localStorage.getItem('accessToken');
        const response = await fetch(`/api/users/v1/class_room/${id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
        return response.status;
      }, created.id);
      expect(removed).toBe(200);
      await admin.context().close();
      await manager.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );

  it(
    'a canceled Nour Academy leaves its members no access, and its admin switches away; reactivated, it works again',
    async () => {
      const url = suite.server.url;
      const admin = await suite.newPage();
      await logIn(admin, url, 'admin@demo.test');
      await admin.goto(`${url}/organizations`);
      const row = admin.getByRole('row', { name: /Nour Academy/ });
      await row.getByRole('button', { name: 'Cancel contract of Nour Academy' }).click();
      const dialog = admin.getByTestId('confirm-dialog');
      await dialog.getByText(/^Members who lose access to it: \d+/).waitFor();
      await dialog.getByRole('button', { name: 'Cancel contract' }).click();
      await admin.getByText('Organization canceled successfully').waitFor();

      // The manager belongs to Nour Academy only: told why, and that a join code opens another.
      const manager = await suite.newPage();
      await logIn(manager, url, 'manager@demo.test');
      const noAccess = manager.getByTestId('access-pending-modal');
      await noAccess.getByRole('heading', { name: 'No access to Nour Academy' }).waitFor();
      await noAccess.getByText('You can join another organization with a code.').waitFor();
      await checkOnPhone(manager, '25-canceled-no-access');
      await noAccess.getByRole('button', { name: 'Close' }).click();
      await manager.getByTestId('home-page').waitFor();
      expect(await manager.getByTestId('contract-banner').getAttribute('data-standing')).toBe(
        'canceled',
      );
      expect(await manager.getByTestId('org-report').count()).toBe(0);
      const read = await manager.evaluate(async () => {
        const token = localStorage.getItem('accessToken');
        const response = await fetch('/api/users/v1/class_room', {
          headers: { authorization: `Bearer ${token}` },
        });
        return response.status;
      });
      expect(read).toBe(403);
      await manager.getByRole('button', { name: /العربية/ }).click();
      await rightToLeft(manager);
      await manager.reload();
      await noAccess.getByRole('heading', { name: 'لا وصول إلى Nour Academy' }).waitFor();
      await checkOnPhone(manager, '25-canceled-no-access-arabic');

      // The admin, a member of Nour Academy too, switches to it and back from the dialog.
      await admin.getByTestId('org-menu-trigger').click();
      await admin.getByTestId('org-menu').getByText('Nour Academy').click();
      const adminNoAccess = admin.getByTestId('access-pending-modal');
      await adminNoAccess
        .getByRole('heading', { name: 'No access to Nour Academy' })
        .waitFor({ timeout: 15_000 });
      await adminNoAccess.getByRole('button', { name: 'Switch to HAD' }).click();
      await admin.getByText('Successfully switched to another organization').waitFor();
      // The page reloads in HAD: its sidebar is back, with no dialog.
      await expect.poll(() => sidebarLinks(admin), { timeout: 15_000 }).toContain('/organizations');
      expect(await adminNoAccess.count()).toBe(0);

      await admin.goto(`${url}/organizations`);
      await row.getByRole('button', { name: 'Reactivate Nour Academy' }).click();
      await dialog.getByRole('button', { name: 'Reactivate' }).click();
      await admin.getByText('Organization reactivated successfully').waitFor();
      await manager.reload();
      await manager.getByTestId('org-report').waitFor();
      expect(await noAccess.count()).toBe(0);
      expect(await manager.getByTestId('contract-banner').count()).toBe(0);
      await admin.context().close();
      await manager.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );

  it(
    "a pause and a reactivation reach the manager's open console (in Arabic) on its next call, without a reload",
    async () => {
      const url = suite.server.url;
      const manager = await suite.newPage();
      await logIn(manager, url, 'manager@demo.test');
      await manager.getByRole('button', { name: /العربية/ }).click();
      await rightToLeft(manager);
      await manager.goto(`${url}/classes`);
      await manager.getByTestId('class-create').waitFor();
      // Marks this document: a reload would lose it.
      await manager.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

      const admin = await suite.newPage();
      await logIn(admin, url, 'admin@demo.test');
      await admin.goto(`${url}/organizations`);
      const row = admin.getByRole('row', { name: /Nour Academy/ });
      await row.getByRole('button', { name: 'Pause Nour Academy' }).click();
      await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Pause' }).click();
      await admin.getByText('Organization paused successfully').waitFor();

      // The manager moves on in the console: the next answer names the pause.
      const sidebar = manager.getByRole('navigation', { name: 'القائمة الرئيسية' });
      await sidebar.getByRole('link', { name: 'لوحة التحكم', exact: true }).click();
      const banner = manager.getByTestId('contract-banner');
      await banner.getByText(/عقد Nour Academy موقوف مؤقتًا/).waitFor();
      await sidebar.getByRole('link', { name: 'الفصول', exact: true }).click();
      await manager.getByRole('row', { name: /Alif/ }).waitFor();
      expect(await manager.getByTestId('class-create').count()).toBe(0);
      await checkOnPhone(manager, '25-paused-while-open');

      await row.getByRole('button', { name: 'Reactivate Nour Academy' }).click();
      await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Reactivate' }).click();
      await admin.getByText('Organization reactivated successfully').waitFor();
      // Coming back to the tab is enough.
      await manager.evaluate(() => window.dispatchEvent(new Event('focus')));
      await manager.getByTestId('class-create').waitFor();
      expect(await banner.count()).toBe(0);
      expect(await manager.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(
        true,
      );
      await admin.context().close();
      await manager.context().close();
    },
    PHONE_CHECKED_TIMEOUT,
  );

  it('the dashboard shows the organisation report in Arabic, right to left', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'manager@demo.test');
    await page.getByTestId('report-card-students').waitFor();
    await checkOnPhone(page, '23-dashboard-report');
    await page.getByRole('button', { name: /العربية/ }).click();
    await rightToLeft(page);
    await expect
      .poll(() => page.getByTestId('org-report').textContent())
      .toMatch(/[\u0600-\u06FF]/);
    expect(await page.getByTestId('seats-chart').count()).toBe(1);
    await screenshot(page, '23-dashboard-report-arabic');
    await checkOnPhone(page, '23-dashboard-report-arabic');
    await page.context().close();
  });
});

/** POST v1/class_room from the page, with its stored token: the status, message and new id. */
function createClass(page: Page, name: string) {
  return page.evaluate(async (className) => {
    const token = localStorage.getItem('accessToken');
    const response = await fetch('/api/users/v1/class_room', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: className }),
    });
    const body = (await response.json()) as { message?: string; data?: { id: string } };
    return { status: response.status, message: body.message ?? '', id: body.data?.id ?? '' };
  }, name);
}

async function streamOf(download: { createReadStream(): Promise<NodeJS.ReadableStream> }) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return chunks;
}

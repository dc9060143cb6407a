import { describe, expect, it } from 'vitest';

import { logIn, screenshot } from './support/browser';
import { sidebarLinks, useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

describe('walking skeleton in Chromium', () => {
  it('an admin sees the HAD sidebar, switches to Nour Academy and sees the non-HAD sidebar', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'admin@demo.test');
    await expect.poll(() => sidebarLinks(page)).toContain('/stories/my-stories');
    const hadLinks = await sidebarLinks(page);
    expect(hadLinks).toContain('/users/users');
    expect(hadLinks).not.toContain('/classes');
    await screenshot(page, '01-home-had-admin');

    await page.getByRole('button', { name: /organi[sz]ations/i }).click();
    await page.getByRole('menuitem', { name: /Nour Academy/ }).click();
    await page.getByText('Successfully switched to another organization').waitFor();
    await page.waitForURL(`${suite.server.url}/home`, { timeout: 10_000 });
    await expect.poll(() => sidebarLinks(page), { timeout: 10_000 }).toContain('/classes');
    const nourLinks = await sidebarLinks(page);
    expect(nourLinks).toContain('/invites/students');
    expect(nourLinks).not.toContain('/stories/my-stories');
    await expect.poll(() => page.getByTestId('home-page').textContent()).toContain('Nour Academy');
    await screenshot(page, '02-home-nour-academy');
    await page.context().close();
  });

  it('an admin opens the Machines page and sees each statechart with the live states', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'admin@demo.test');
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Machines' })
      .click();
    await page.getByTestId('machines-page').waitFor();
    for (const id of ['session', 'orgSwitch', 'confirmation']) {
      await page.getByTestId(`machine-${id}`).locator('svg [data-state-id]').first().waitFor();
    }
    const session = page.getByTestId('machine-session');
    expect(await session.getByTestId('machine-session-current').textContent()).toContain('idle');
    expect(await session.locator('[data-active]').count()).toBeGreaterThan(0);
    await screenshot(page, '06-machines-page');
    await page.context().close();
  });

  it('switching to Arabic sets dir="rtl" and shows Arabic labels', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'manager@demo.test');
    await page.getByRole('button', { name: /العربية/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await expect.poll(() => page.getByTestId('home-page').textContent()).toMatch(/[\u0600-\u06FF]/);
    await screenshot(page, '03-home-arabic-rtl');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.context().close();
  });

  it('a pending user sees the Access Pending modal and can close it', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'pending@demo.test');
    const modal = page.getByRole('dialog');
    await modal.getByText(/Your signup is complete!/).waitFor();
    expect(await modal.getByRole('link', { name: 'Learn More About Us' }).count()).toBe(1);
    await screenshot(page, '04-access-pending');
    await modal.getByRole('button', { name: /close/i }).click();
    await modal.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('a forged token sends the browser to /login', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'teacher@demo.test');
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const [header, payload] = (token ?? '').split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    await page.evaluate((t) => localStorage.setItem('accessToken', t), forged);
    await page.goto(`${suite.server.url}/home`);
    await page.waitForURL(`${suite.server.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await screenshot(page, '05-login-after-forged-token');
    await page.context().close();
  });
});

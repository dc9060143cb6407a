import { describe, expect, it } from 'vitest';

import { seriousAxeViolations } from './support/axe';
import { logIn, rightToLeft, screenshot } from './support/browser';
import { E2E_ABOUT_URL } from './support/server';
import { checkOnPhone, PHONE } from './support/phone';
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
    await checkOnPhone(page, '01-home-had-admin');

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
    await checkOnPhone(page, '02-home-nour-academy');
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
    // A chart is laid out when scrolled near, not all twenty at once.
    for (const id of ['session', 'orgSwitch', 'confirmation']) {
      await page.getByTestId(`machine-${id}`).scrollIntoViewIfNeeded();
      await page.getByTestId(`machine-${id}`).locator('svg [data-state-id]').first().waitFor();
    }
    const session = page.getByTestId('machine-session');
    expect(await session.getByTestId('machine-session-current').textContent()).toContain('idle');
    expect(await session.locator('[data-active]').count()).toBeGreaterThan(0);
    await screenshot(page, '06-machines-page');
    await checkOnPhone(page, '06-machines-page');
    await page.context().close();
  });

  it('QA opens a real live class’s machine from its details: its state now and why not', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'admin@demo.test');
    await page.getByTestId('org-menu-trigger').click();
    await page.getByTestId('org-menu').getByText('Nour Academy').click();
    await page.getByTestId('org-menu-trigger').getByText('Nour Academy').waitFor();
    await page.goto(`${suite.server.url}/live-classes/manager`);
    const row = page.locator('[data-testid^="live-class-row-"]').first();
    const title = (await row.getByRole('button').first().textContent()) ?? '';
    await row.getByRole('button', { name: title, exact: true }).click();
    const details = page.getByTestId('live-class-details');
    await details.getByTestId('live-class-machine-link').click();

    const record = page.getByTestId('record-machine');
    await record.waitFor({ timeout: 15_000 });
    expect(await record.getByTestId('record-name').textContent()).toBe(title);
    // Its machine stands where the class is: three regions, one leaf each.
    const state = (await record.getByTestId('sandbox-state').textContent()) ?? '';
    expect(state).toMatch(/^approval\.\w+, timing\.\w+, validity\.\w+$/);
    // Events refused now say which guard refuses them.
    const refused = record.getByTestId('sandbox-refused').locator('li');
    expect(await refused.count()).toBeGreaterThan(0);
    expect(await refused.first().textContent()).toMatch(/refused by the guard /);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, '06-machines-record');
    await page.context().close();
  });

  it('switching to Arabic sets dir="rtl" and shows Arabic labels', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'manager@demo.test');
    await page.getByRole('button', { name: /العربية/ }).click();
    await rightToLeft(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await expect.poll(() => page.getByTestId('home-page').textContent()).toMatch(/[\u0600-\u06FF]/);
    await screenshot(page, '03-home-arabic-rtl');
    await checkOnPhone(page, '03-home-arabic-rtl');
    await page.reload();
    await rightToLeft(page);
    await page.context().close();
  });

  it('the wide sidebar runs the whole height of the page beside it, in English and Arabic', async () => {
    const page = await suite.newPage();
    // The manager's dashboard (its organisation's report and chart) is longer than the window.
    await logIn(page, suite.server.url, 'manager@demo.test');
    await page.getByTestId('seats-chart').waitFor();
    const sidebar = page.getByTestId('sidebar');
    const panel = page.getByTestId('sidebar-panel');
    const documentHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    for (const language of ['en', 'ar'] as const) {
      if (language === 'ar') {
        await page.getByRole('button', { name: /العربية/ }).click();
        await rightToLeft(page);
      }
      // A page longer than the window: the column goes down to its end.
      await page.setViewportSize({ width: 1280, height: 600 });
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await documentHeight()).toBeGreaterThan(600);
      // scrollHeight is a whole number of pixels, the column's height may end in a fraction
      // (Arabic lines are not whole pixels tall), and the chart settles after a language change.
      await expect
        .poll(async () =>
          Math.abs((await sidebar.boundingBox())!.height - (await documentHeight())),
        )
        .toBeLessThan(1);
      const column = (await sidebar.boundingBox())!;
      const startGap = language === 'en' ? column.x : 1280 - column.x - column.width;
      expect(Math.round(startGap)).toBe(0);
      // Scrolled to the end, the navigation and the organisations stay in the window.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(async () => Math.round((await panel.boundingBox())!.y)).toBe(0);
      expect(Math.round((await panel.boundingBox())!.height)).toBe(600);
      await screenshot(page, `08-sidebar-long-page-${language}`);
      // A page shorter than the window: the column still fills the window.
      await page.setViewportSize({ width: 1280, height: 1600 });
      await expect.poll(async () => Math.round((await sidebar.boundingBox())!.height)).toBe(1600);
    }
    await page.context().close();
  });

  it('on a phone the menu opens the sidebar as a drawer at the start side, in English and Arabic', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'manager@demo.test');
    await page.getByTestId('home-page').waitFor();
    await expect.poll(() => sidebarLinks(page)).toContain('/classes');
    await page.setViewportSize(PHONE);
    // The wide screen's sidebar is hidden; its links are behind the menu button.
    await expect.poll(() => sidebarLinks(page)).toEqual([]);
    const drawer = page.getByTestId('sidebar-drawer');
    const isFocused = (locator: typeof drawer) =>
      locator.evaluate(
        (el) => el === document.activeElement || el.contains(document.activeElement),
      );
    for (const language of ['en', 'ar'] as const) {
      if (language === 'ar') {
        await page.getByRole('button', { name: /العربية/ }).click();
        await rightToLeft(page);
      }
      const menu = page.getByRole('button', { name: language === 'en' ? 'Menu' : 'القائمة' });
      await menu.click();
      await drawer.getByRole('navigation').locator('a[href="/classes"]').waitFor();
      const box = (await drawer.boundingBox())!;
      const startGap = language === 'en' ? box.x : PHONE.width - box.x - box.width;
      expect(Math.round(startGap)).toBe(0);
      await checkOnPhone(page, `07-phone-menu-${language}`);
      // Focus moves in and stays there, forwards and backwards.
      await expect.poll(() => isFocused(drawer)).toBe(true);
      for (const key of [
        ...Array<string>(15).fill('Tab'),
        ...Array<string>(15).fill('Shift+Tab'),
      ]) {
        await page.keyboard.press(key);
        expect(await isFocused(drawer)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(menu)).toBe(true);
    }
    // Choosing a screen goes there and closes the drawer.
    await page.getByRole('button', { name: 'القائمة' }).click();
    await drawer.locator('a[href="/classes"]').click();
    await page.waitForURL(`${suite.server.url}/classes`);
    await drawer.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('a pending user sees the Access Pending modal and can close it', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'pending@demo.test');
    const modal = page.getByRole('dialog');
    await modal.getByText(/Your signup is complete!/).waitFor();
    const about = modal.getByRole('link', { name: 'Learn More About Us' });
    expect(await about.getAttribute('href')).toBe(E2E_ABOUT_URL);
    await screenshot(page, '04-access-pending');
    await checkOnPhone(page, '04-access-pending');
    await modal.getByRole('button', { name: /close/i }).click();
    await modal.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('a forged token sends the browser to /login, to come back to the page asked for', async () => {
    const page = await suite.newPage();
    await logIn(page, suite.server.url, 'teacher@demo.test');
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const [header, payload] = (token ?? '').split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    // Set where the console is not running, so no call of it answers 401 and moves the page.
    await page.goto(`${suite.server.url}/api/users/v1/health`);
    await page.evaluate((t) => localStorage.setItem('accessToken', t), forged);
    await page.goto(`${suite.server.url}/home`);
    await page.waitForURL(`${suite.server.url}/login?next=%2Fhome`);
    // The router and the 401 handler may both go to /login: asked again if a load cuts in.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.getByLabel(/e-?mail/i).waitFor();
    await screenshot(page, '05-login-after-forged-token');
    await checkOnPhone(page, '05-login-after-forged-token');
    await page.context().close();
  });
});

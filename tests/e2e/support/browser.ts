import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = join(import.meta.dirname, '..', '..', '..', 'test-output', 'e2e');

/**
 * Debian's Chromium with the flags this closed network needs (no background connections);
 * Playwright gives every launch a new empty profile.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

export const DEMO_PASSWORD = 'Demo-pass-2026';

export async function logIn(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL(`${baseUrl}/home`);
}

/**
 * Waits for the console to be in Arabic, right to left, as long as any step may take: the
 * Arabic texts load when chosen, which can outlast a one-second poll on a busy machine.
 */
export const rightToLeft = (page: Page) =>
  page.locator('html[dir="rtl"][lang="ar"]').waitFor({ state: 'attached' });

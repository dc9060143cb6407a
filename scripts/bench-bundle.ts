/**
 * npm run bench:bundle: builds the console, then measures in Chromium on loopback
 * the gzip size of the JavaScript each route loads and the login timings.
 * Targets: login route at most 120 kB gzip; /home interactive within 1 s of submitting.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser, DEMO_PASSWORD } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';

const root = join(import.meta.dirname, '..');
const ROUTES = ['/login', '/home', '/machines'] as const;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function gzipSizeOf(urlPath: string): number {
  return gzipSync(readFileSync(join(root, 'dist', urlPath)), { level: 9 }).length;
}

async function scriptsLoadedBy(
  browser: Browser,
  base: string,
  route: string,
  token: string | null,
) {
  const context = await browser.newContext();
  if (token) {
    await context.addInitScript((t) => {
      localStorage.setItem('accessToken', t);
      localStorage.setItem('authenticated', 'true');
    }, token);
  }
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  await context.close();
  return [...scripts].reduce((sum, path) => sum + gzipSizeOf(path), 0);
}

async function main() {
  execSync('npm run --silent build', { cwd: root, stdio: 'inherit' });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const login = await fetch(`${server.url}/api/users/v1/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    console.log('JavaScript loaded per route (gzip):');
    for (const route of ROUTES) {
      const size = await scriptsLoadedBy(
        browser,
        server.url,
        route,
        route === '/login' ? null : token,
      );
      const note =
        route === '/login' ? ` (target <= 120 kB: ${size <= 120 * 1024 ? 'met' : 'MISSED'})` : '';
      console.log(`  ${route.padEnd(10)} ${kB(size)}${note}`);
    }

    const page = await (await browser.newContext()).newPage();
    const navStart = performance.now();
    await page.goto(`${server.url}/login`);
    await page.getByLabel(/e-?mail/i).waitFor({ state: 'visible' });
    const formReady = performance.now() - navStart;
    await page.getByLabel(/e-?mail/i).fill('admin@demo.test');
    await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
    const submitStart = performance.now();
    await page.getByRole('button', { name: /sign in|log in/i }).click();
    await page.getByTestId('home-page').waitFor({ state: 'visible' });
    const homeReady = performance.now() - submitStart;
    console.log(`Navigation to an interactive login form: ${formReady.toFixed(0)} ms`);
    const verdict = homeReady <= 1000 ? 'met' : 'MISSED';
    console.log(
      `Submit to a rendered /home: ${homeReady.toFixed(0)} ms (target <= 1000 ms: ${verdict})`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

/** The targets, gzip bytes of JavaScript. */
export const LOGIN_TARGET = 100 * 1024;
export const LIST_TARGET = 155 * 1024;

export type RouteKind = 'login' | 'home' | 'list' | 'other';

/** The routes measured: /login signed out, the rest signed in as the HAD admin. */
export const ROUTES: { path: string; kind: RouteKind }[] = [
  { path: '/login', kind: 'login' },
  { path: '/home', kind: 'home' },
  ...[
    '/organizations',
    '/classes',
    '/invites/students',
    '/users/users',
    '/audit',
    '/reports',
    '/packages/packages',
    '/stories/my-stories',
    '/stories/stories-management',
    '/settings',
    '/languages',
    '/curriculum/assignments',
  ].map((path) => ({ path, kind: 'list' as const })),
  // Not a list screen: the graph and layout code only this screen should load.
  { path: '/machines', kind: 'other' },
];

export interface RouteLoad {
  /** Paths of the JavaScript files the page fetched until the network was idle. */
  scripts: Set<string>;
  /** Path, search and hash the page ended on. */
  finalUrl: string;
  /** The text of a "no access" notice the screen shows, if any. */
  noAccess: string | null;
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const gzipCache = new Map<string, number>();

/** Gzip (level 9) bytes of a file served from `distDir` at `urlPath`. */
export function gzipSizeOf(distDir: string, urlPath: string): number {
  const file = join(distDir, urlPath);
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file)!;
}

export function totalGzip(distDir: string, scripts: Iterable<string>): number {
  return [...scripts].reduce((sum, path) => sum + gzipSizeOf(distDir, path), 0);
}

/** What a rendered screen shows: a page section in the layout's main, or the login form. */
export const SCREEN_READY = 'main [data-testid*="page"], form';
const QUIET_MS = 1000;
const SETTLE_LIMIT_MS = 30_000;

/**
 * Opens `url` in a fresh context (with the access token in localStorage when given), waits for
 * `ready` to show, then for the network to be quiet for a second (lazily loaded texts and parts
 * included), and records every JavaScript file fetched from the page's origin. Counting by
 * extension, not resource type, also catches files fetched by <link rel=modulepreload>.
 */
export async function loadRoute(
  browser: Browser,
  url: string,
  token: string | null,
  ready: string | null = SCREEN_READY,
): Promise<RouteLoad> {
  const context = await browser.newContext();
  if (token) {
    await context.addInitScript((t) => {
      localStorage.setItem('accessToken', t);
      localStorage.setItem('authenticated', 'true');
    }, token);
  }
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const scripts = new Set<string>();
  page.on('response', (res) => {
    const at = new URL(res.url());
    if (at.origin === origin && at.pathname.endsWith('.js')) scripts.add(at.pathname);
  });
  const settled = trackNetwork(page);
  try {
    await page.goto(url, { waitUntil: 'load' });
    if (ready) await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    await settled();
    const at = new URL(page.url());
    return { scripts, finalUrl: at.pathname + at.search + at.hash, noAccess: await noAccess(page) };
  } finally {
    await context.close();
  }
}

/** Resolves once no request is open and none started or ended for QUIET_MS (or after a limit). */
function trackNetwork(page: Page): () => Promise<void> {
  let open = 0;
  let last = performance.now();
  const change = (by: number) => () => {
    open += by;
    last = performance.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    const limit = performance.now() + SETTLE_LIMIT_MS;
    while ((open > 0 || performance.now() - last < QUIET_MS) && performance.now() < limit) {
      await page.waitForTimeout(100);
    }
  };
}

/** The screens say "no access" in a role=alert paragraph (some with a `*-no-access` test id). */
async function noAccess(page: Page): Promise<string | null> {
  const notices = page.locator('[data-testid$="no-access"], main [role="alert"]');
  for (const text of await notices.allInnerTexts()) {
    if (/permission|access|managed by|only /i.test(text)) return text.trim();
  }
  return null;
}

/** Scripts every one of the loads fetched. */
export function sharedScripts(loads: RouteLoad[]): Set<string> {
  const [first, ...rest] = loads;
  if (!first) return new Set();
  return new Set([...first.scripts].filter((s) => rest.every((load) => load.scripts.has(s))));
}
